import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../lib/site';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={`site-footer ${styles.footer}`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>
            Exam<span>Prep</span>
          </p>
          <p className={styles.tagline}>Free practice for SSC, Banking, RRB, UPSC, Defence, JEE and NEET.</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/practice">Practice</Link>
            </li>
            <li>
              <Link to="/test-topics">Topic Tests</Link>
            </li>
            <li>
              <Link to="/mock-tests">Mock Tests</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-use">Terms of Use</Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} ExamPrep. Free for every student.</p>
    </footer>
  );
}
