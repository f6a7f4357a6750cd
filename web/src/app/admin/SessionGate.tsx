import { useCallback, useEffect, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { logout, profilePath, useProfile } from '../../api/auth';
import { ApiError } from '../../lib/api';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { AdminSessionContext } from '../../components/admin/session';

/**
 * Checks the session on load of every admin screen (admin spec §4): a 200 with a username shows the screen;
 * no valid data or a 401 goes to /login; any other failure shows the spec's message.
 */
export default function SessionGate() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate: reload } = useProfile();
  const unauthenticated = (error instanceof ApiError && error.status === 401) || (data !== undefined && !data?.username);

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
      <Outlet />
    </AdminSessionContext.Provider>
  );
}
