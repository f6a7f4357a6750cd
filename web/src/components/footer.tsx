import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { CONTACT_EMAIL } from '@/lib/site';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useI18n();
  return (
    <footer className={`site-footer ${styles.footer}`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>
            Exam<span>Prep</span>
          </p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/practice">{t('nav.practice')}</Link>
            </li>
            <li>
              <Link to="/test-topics">{t('nav.topicTests')}</Link>
            </li>
            <li>
              <Link to="/mock-tests">{t('nav.mockTests')}</Link>
            </li>
            <li>
              <Link to="/programming-topics">{t('nav.programming')}</Link>
            </li>
            <li>
              <Link to="/faqs">{t('nav.faqs')}</Link>
            </li>
            <li>
              <Link to="/offline">{t('footer.offline')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{t('footer.terms')}</Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
