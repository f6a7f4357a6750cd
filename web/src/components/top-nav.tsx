import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { LanguageSwitch } from './language-switch';
import { NavSearch } from './nav-search';
import styles from './top-nav.module.css';

/**
 * The main links, each named by its key in the common catalog (nav.*). `menuOnly`: in the menu (phones) and the
 * footer, not in the desktop bar, whose seven sections already fill it from 901 px in Hindi.
 */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: string; menuOnly?: boolean }> = [
  { to: '/practice', label: 'nav.practice' },
  { to: '/random-topics', label: 'nav.randomTopics' },
  { to: '/test-topics', label: 'nav.topicTests' },
  { to: '/mock-tests', label: 'nav.mockTests' },
  { to: '/exam-patterns', label: 'nav.examPatterns' },
  { to: '/cheatsheets', label: 'nav.cheatsheets' },
  { to: '/programming-topics', label: 'nav.programming', menuOnly: true },
  { to: '/faqs', label: 'nav.faqs', menuOnly: true },
  { to: '/saved', label: 'nav.saved' },
];

/** Past this many pixels of scroll the bar records a flag (it looks the same either way, as specified). */
const SCROLL_FLAG_PX = 50;

/** The account link at the end of the links: "Sign in" or "Dashboard" (absent until the session is known). */
export interface AccountLink {
  to: string;
  /** Its key in the common catalog (nav.*). */
  label: string;
}

/**
 * The site's bar and mobile menu. The account link comes from the app (features/student: the session is checked in
 * the browser only), so the server's HTML, and so every cached page, is the same for everyone.
 */
export function TopNav({ account }: { account?: AccountLink }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const { t } = useI18n();

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
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          <span className={styles.logoMark} aria-hidden="true">
            🦉
          </span>
          Exam<span className={styles.logoAccent}>Prep</span>
        </Link>
        <nav aria-label={t('nav.main')} className={styles.desktopLinks}>
          <ul className={styles.desktopList}>
            {NAV_LINKS.filter((link) => !link.menuOnly).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {account && (
              <li>
                <NavLink
                  to={account.to}
                  className={({ isActive }) => `${styles.link} ${styles.accountLink} ${isActive ? styles.active : ''}`}
                  data-testid="account-link"
                  title={t(account.label)}
                >
                  {/* Where the bar is narrow only the glyph shows; the words stay its accessible name. */}
                  <span className={styles.accountGlyph} aria-hidden="true">
                    👤
                  </span>
                  <span className={styles.accountLabel}>{t(account.label)}</span>
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <NavSearch />
        <LanguageSwitch compact className={styles.barSwitch} />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
      {menuOpen && <div className={styles.backdrop} data-testid="menu-backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      {/* Always rendered (hidden by CSS visibility, not the hidden attribute) so it can slide in and out. */}
      <nav id="mobile-menu" aria-label={t('nav.mobile')} className={`${styles.drawer} ${menuOpen ? styles.drawerOpen : ''}`}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? `${styles.drawerLink} ${styles.active}` : styles.drawerLink)}
                // Also closes it for a link to the page already shown (no route change then).
                onClick={() => setMenuOpen(false)}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {account && (
            <li>
              <NavLink
                to={account.to}
                className={({ isActive }) => `${styles.drawerLink} ${styles.drawerAccount} ${isActive ? styles.active : ''}`}
                onClick={() => setMenuOpen(false)}
              >
                {t(account.label)}
              </NavLink>
            </li>
          )}
        </ul>
        <LanguageSwitch />
      </nav>
    </header>
  );
}
