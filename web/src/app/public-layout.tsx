import { Suspense, lazy, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { ScrollToTop } from '@/components/scroll-to-top';
import { PageViews } from '@/components/page-views';
import { SiteFrameContext, type SiteFrame } from '@/components/site-frame';
import { LoadingState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';
import { listenToHistoryFirst } from '@/lib/use-leave-guard';
import { StudentTopNav } from '@/features/student/components/student-top-nav';

// When the app starts, before the router listens to Back and Forward: a page's leave guard (a running exam) can
// then hold them (useLeaveGuard).
listenToHistoryFirst();

// The notes widget (and its editor) is its own chunk, loaded after the page.
const NotesWidget = lazy(() => import('@/features/notes/components/notes-widget'));

/**
 * The public site's frame: header, footer and the floating notes button around each page. A page that needs the
 * whole screen (a running exam, as real exam screens are) asks the frame to step aside (useFullScreenPage) and
 * opens the notes from its own toolbar (useOpenNotes).
 */
export function PublicLayout() {
  const { t } = useI18n();
  const [fullScreen, setFullScreen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const frame = useMemo<SiteFrame>(() => ({ setFullScreen, openNotes: () => setNotesOpen(true) }), []);
  return (
    <SiteFrameContext.Provider value={frame}>
      {!fullScreen && (
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
      )}
      <ScrollToTop />
      <PageViews />
      {!fullScreen && <StudentTopNav />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {!fullScreen && <Footer />}
      <Suspense fallback={null}>
        <NotesWidget open={notesOpen} onOpenChange={setNotesOpen} launcher={!fullScreen} />
      </Suspense>
    </SiteFrameContext.Provider>
  );
}
