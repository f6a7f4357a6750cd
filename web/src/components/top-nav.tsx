import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useHydrated } from '@/lib/use-hydrated';
import { LanguageSwitch } from './language-switch';
import { NavSearch } from './nav-search';
import styles from './top-nav.module.css';

/**
 * The main links, each named by its key in the common catalog (nav.*), in the menu's (phones) order. `more`: in the
 * desktop bar's "More" disclosure, not in its row: nine sections do not fit one row from 901 px in Hindi.
 */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: string; more?: boolean }> = [
  { to: '/practice', label: 'nav.practice' },
  { to: '/random-topics', label: 'nav.randomTopics', more: true },
  { to: '/test-topics', label: 'nav.topicTests', more: true },
  { to: '/mock-tests', label: 'nav.mockTests' },
  { to: '/exam-patterns', label: 'nav.examPatterns', more: true },
  { to: '/cheatsheets', label: 'nav.cheatsheets' },
  { to: '/programming-topics', label: 'nav.programming' },
  { to: '/faqs', label: 'nav.faqs' },
  { to: '/saved', label: 'nav.saved' },
];
const BAR_LINKS = NAV_LINKS.filter((link) => !link.more);
const MORE_LINKS = NAV_LINKS.filter((link) => link.more);

/** Past this many pixels of scroll the bar records a flag (it looks the same either way, as specified). */
const SCROLL_FLAG_PX = 50;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The desktop bar's less-used sections behind a native disclosure, so it opens and its links work with JavaScript
 * off. Once hydrated it also closes on Escape (the focus back on its button), on a click or focus outside it, and on
 * navigation; `aria-expanded` is set only then, since without JavaScript it could not follow the disclosure.
 */
function MoreLinks() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { open, setOpen, details } = useDisclosure(pathname);

  // Its button is marked like a link when the page shown is one of its sections.
  const current = MORE_LINKS.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <details
      ref={details}
      className={styles.more}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // Focus moved elsewhere (Tab). Not a click (no related target where a click does not focus, as in Safari):
      // the outside ones close it above, and one on its own link must still land.
      onBlur={(event) => event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <MoreSummary open={open} current={current} label={t('nav.more')} />
      <ul className={styles.morePanel}>
        {MORE_LINKS.map((link) => (
          <li key={link.to}>
            {/* Also closes it for a link to the page already shown (no route change then). */}
            <NavLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The disclosure's button, a component of its own: `aria-expanded` appears once hydrated, and that second render
 * (synchronous, right after hydration) is this button's alone, not the links'.
 */
function MoreSummary({ open, current, label }: { open: boolean; current: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <summary className={`${styles.link} ${styles.moreButton} ${current ? styles.active : ''}`} aria-expanded={hydrated ? open : undefined}>
      {label}
      <span className={styles.moreArrow} aria-hidden="true">
        ▾
      </span>
    </summary>
  );
}

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
  const bar = useRef<HTMLElement>(null);
  const location = useLocation();
  const { t } = useI18n();

  // The flag is an attribute written straight onto the bar: a scroll never renders the bar and its links again.
  useEffect(() => {
    const onScroll = () => {
      if (bar.current) bar.current.dataset.scrolled = window.scrollY > SCROLL_FLAG_PX ? 'true' : 'false';
    };
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
    <header ref={bar} className={`site-nav ${styles.bar}`} data-scrolled="false">
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          <span className={styles.logoMark} aria-hidden="true">
            🦉
          </span>
          Exam<span className={styles.logoAccent}>Prep</span>
        </Link>
        <nav aria-label={t('nav.main')} className={styles.desktopLinks}>
          <ul className={styles.desktopList}>
            {BAR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreLinks />
            </li>
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
