import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig, mutate } from 'swr';
import { logout, profilePath, useProfile } from '@/api/auth';
import { ApiError } from '@/lib/api';
import { ErrorState, LoadingState } from '@/components/status-views';
import { AdminSessionContext } from '@/components/admin/session';

/**
 * Checks the session on load of every admin screen (admin spec §4): a 200 with a username shows the screen;
 * no valid data or a 401 goes to /login; any other failure shows the spec's message. The gate stays mounted
 * while the admin moves between screens, so it checks again on every change of screen, and whenever a
 * screen's own data call answers 401 (the session ended or the account was blocked meanwhile).
 */
export default function SessionGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, error, isLoading, mutate: reload } = useProfile();
  const unauthenticated = (error instanceof ApiError && error.status === 401) || (!isLoading && !error && !data?.username);

  // The first screen was checked by the profile request itself; each later one checks again.
  const checkedScreen = useRef(pathname);
  useEffect(() => {
    if (pathname === checkedScreen.current) return;
    checkedScreen.current = pathname;
    void reload();
  }, [pathname, reload]);
  const onDataError = useCallback(
    (dataError: unknown) => {
      if (dataError instanceof ApiError && dataError.status === 401) void reload();
    },
    [reload],
  );
  const dataConfig = useMemo(() => ({ onError: onDataError }), [onDataError]);

  useEffect(() => {
    if (unauthenticated) navigate('/login', { replace: true });
  }, [unauthenticated, navigate]);

  const signOut = useCallback(() => {
    logout()
      .catch(() => undefined)
      .finally(() => {
        void mutate(profilePath, undefined, { revalidate: false });
        navigate('/login', { replace: true });
      });
  }, [navigate]);

  const session = useMemo(() => (data?.username ? { user: data, signOut } : null), [data, signOut]);

  if (isLoading || unauthenticated) return <LoadingState label="Authenticating..." />;
  if (error || !session) {
    return (
      <main className="container page">
        <ErrorState message="Failed to load user data. Please try refreshing the page." onAction={() => void reload()} />
        <p style={{ textAlign: 'center' }}>
          <a href="/login">Go to Login</a>
        </p>
      </main>
    );
  }
  return (
    <AdminSessionContext.Provider value={session}>
      <SWRConfig value={dataConfig}>
        <Outlet />
      </SWRConfig>
    </AdminSessionContext.Provider>
  );
}
