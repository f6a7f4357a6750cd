import { lazy, Suspense, useEffect, useState } from 'react';
import { TopNav, type AccountLink } from '@/components/top-nav';
import { framePartReady } from '@/lib/interactive-mark';
import { useHydrated } from '@/lib/use-hydrated';

const AccountWatcher = lazy(() => import('./account-watcher'));

/**
 * The site's top bar with its account link: "Dashboard" once GET /api/student/profile answers 200, "Sign in"
 * otherwise, and none until the first check has answered (the server's HTML and hydration have none either). The
 * check and the sync load after hydration, in a chunk of their own.
 */
export function StudentTopNav() {
  const hydrated = useHydrated();
  const [account, setAccount] = useState<AccountLink>();
  useEffect(() => framePartReady('site-bar'), []);
  return (
    <>
      <TopNav account={account} />
      {hydrated && (
        <Suspense fallback={null}>
          <AccountWatcher onAccount={setAccount} />
        </Suspense>
      )}
    </>
  );
}
