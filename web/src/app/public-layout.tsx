import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@/components/scroll-to-top';
import { PageViews } from '@/components/page-views';
import { SiteFrameContext, type SiteFrame } from '@/components/site-frame';
import { LoadingState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';
import { awaitFramePart, framePartReady } from '@/lib/interactive-mark';
import { listenToHistoryFirst } from '@/lib/use-leave-guard';

// When the app starts, before the router listens to Back and Forward: a page's leave guard (a running exam) can
// then hold them (useLeaveGuard).
listenToHistoryFirst();

// The site's bar and footer arrive rendered by the server and are hydrated from chunks of their own, after the
// page they frame: React keeps their server HTML on screen (and their links work as plain links) until their code
// has loaded, so neither is part of the JavaScript a page needs before its own content answers.
export const loadSiteBar = () => import('@/features/student/components/student-top-nav');
const StudentTopNav = lazy(() => loadSiteBar().then((module) => ({ default: module.StudentTopNav })));
const Footer = lazy(() => import('@/components/footer').then((module) => ({ default: module.Footer })));
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
  // The document is marked interactive only once the bar answers too (its menu button); not when it is not shown.
  useState(() => awaitFramePart('site-bar'));
  useEffect(() => {
    if (fullScreen) framePartReady('site-bar');
  }, [fullScreen]);
  return (
    <SiteFrameContext.Provider value={frame}>
      {!fullScreen && (
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
      )}
      <ScrollToTop />
      <PageViews />
      {!fullScreen && (
        <Suspense fallback={<div className="site-bar-placeholder" />}>
          <StudentTopNav />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {!fullScreen && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NotesWidget open={notesOpen} onOpenChange={setNotesOpen} launcher={!fullScreen} />
      </Suspense>
    </SiteFrameContext.Provider>
  );
}
