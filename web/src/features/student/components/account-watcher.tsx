import { useEffect } from 'react';
import type { AccountLink } from '@/components/top-nav';
import { ApiError } from '@/lib/api';
import { useStudentProfile } from '@/features/student/api/get-profile';
import { useAccountSync, useVisitTracking } from '@/features/student/lib/sync';

/**
 * The session check and the account's sync, mounted on every public page once it has hydrated (a chunk of its own,
 * so that public pages' first download does not carry them): tells the top bar which account link to show.
 */
export default function AccountWatcher({ onAccount }: { onAccount: (account: AccountLink | undefined) => void }) {
  const { data, error } = useStudentProfile();
  const known = data !== undefined || error !== undefined;
  // A signed-in student's saves follow to the account from wherever they are made. A session the network could
  // not check (a page opened offline, with the session's hint) queues them too: they go once the network is back
  // (a session that turns out ended refuses them with 401, and they are dropped then, still kept on the device).
  const unreachable = error instanceof ApiError && error.status === 0;
  useAccountSync(Boolean(data) || unreachable);
  useVisitTracking(Boolean(data));
  const signedIn = Boolean(data);
  useEffect(() => {
    if (!known) onAccount(undefined);
    else onAccount(signedIn ? { to: '/student/dashboard', label: 'nav.dashboard' } : { to: '/student/login', label: 'nav.signIn' });
  }, [known, signedIn, onAccount]);
  return null;
}
