import { TopNav } from '@/components/top-nav';
import { useStudentProfile } from '@/features/student/api/get-profile';
import { useAccountSync, useVisitTracking } from '@/features/student/lib/sync';

/**
 * The site's top bar with its account link: "Dashboard" once GET /api/student/profile answers 200, "Sign in"
 * otherwise, and none until the first check has answered (the server's HTML and hydration have none either).
 */
export function StudentTopNav() {
  const { data, error } = useStudentProfile();
  const known = data !== undefined || error !== undefined;
  // Mounted on every public page: a signed-in student's saves follow to the account from wherever they are made.
  useAccountSync(Boolean(data));
  useVisitTracking(Boolean(data));
  const account = !known
    ? undefined
    : data
      ? { to: '/student/dashboard', label: 'nav.dashboard' }
      : { to: '/student/login', label: 'nav.signIn' };
  return <TopNav account={account} />;
}
