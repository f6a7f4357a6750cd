import { createContext, useContext } from 'react';
import type { AdminProfile } from '@/api/auth';

export interface AdminSession {
  user: AdminProfile;
  /** Ends the session and goes to /login, even if the server call fails. */
  signOut: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in administrator, for screens inside the admin layout. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession is used outside the admin layout');
  return session;
}
