import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
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
  const [account, setAccount] = useState<AccountLink>();
  useEffect(() => framePartReady('site-bar'), []);
  return (
    <>
      <TopNav account={account} />
      <LateAccountWatcher onAccount={setAccount} />
    </>
  );
}

/**
 * The watcher, mounted once hydrated by a component of its own: the render that mounts it is this one's alone, not
 * the bar's. The account link it reports renders the bar again as a transition, in slices a tap can interrupt.
 */
function LateAccountWatcher({ onAccount }: { onAccount: (account: AccountLink | undefined) => void }) {
  const hydrated = useHydrated();
  const report = useCallback((account: AccountLink | undefined) => startTransition(() => onAccount(account)), [onAccount]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AccountWatcher onAccount={report} />
    </Suspense>
  );
}
