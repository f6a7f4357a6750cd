import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NavSearch } from './nav-search';
import styles from './top-nav.module.css';

export const NAV_LINKS = [
  { to: '/practice', label: 'Practice' },
  { to: '/random-topics', label: 'Random Topics' },
  { to: '/test-topics', label: 'Topic Tests' },
  { to: '/mock-tests', label: 'Mock Tests' },
  { to: '/exam-patterns', label: 'Exam Patterns' },
  { to: '/cheatsheets', label: 'Cheatsheets' },
  { to: '/saved', label: 'Saved' },
];

/** Past this many pixels of scroll the bar records a flag (it looks the same either way, as specified). */
const SCROLL_FLAG_PX = 50;

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_FLAG_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Choosing a link closes the menu: a new page is noticed while rendering (no effect, no extra commit).
  const [menuPage, setMenuPage] = useState(location.pathname);
  if (menuPage !== location.pathname) {
    setMenuPage(location.pathname);
    setMenuOpen(false);
  }

  // An open menu locks page scrolling; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <header className={`site-nav ${styles.bar}`} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.logo} aria-label="ExamPrep home">
          <span className={styles.logoMark} aria-hidden="true">
            🦉
          </span>
          Exam<span className={styles.logoAccent}>Prep</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopLinks}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavSearch />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
      {menuOpen && <div className={styles.backdrop} data-testid="menu-backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      {/* Always rendered (hidden by CSS visibility, not the hidden attribute) so it can slide in and out. */}
      <nav id="mobile-menu" aria-label="Mobile" className={`${styles.drawer} ${menuOpen ? styles.drawerOpen : ''}`}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? `${styles.drawerLink} ${styles.active}` : styles.drawerLink)}
                // Also closes it for a link to the page already shown (no route change then).
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
