import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { TopNav } from '../components/top-nav';
import { Footer } from '../components/footer';
import { ScrollToTop } from '../components/scroll-to-top';
import { PageViews } from '../components/page-views';
import { LoadingState } from '../components/status-views';
import { useI18n } from '../i18n/i18n';

// The notes widget (and its editor) is its own chunk, loaded after the page.
const NotesWidget = lazy(() => import('../features/notes/components/notes-widget'));

export function PublicLayout() {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <PageViews />
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <NotesWidget />
      </Suspense>
    </>
  );
}
