import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { TopNav } from '../components/TopNav';
import { Footer } from '../components/Footer';
import { ScrollToTop } from '../components/ScrollToTop';
import { PageViews } from '../components/PageViews';
import { LoadingState } from '../components/StatusViews';

// The notes widget (and its editor) is its own chunk, loaded after the page.
const NotesWidget = lazy(() => import('../features/notes/components/NotesWidget'));

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
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
