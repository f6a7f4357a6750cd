import { useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { StudentProfile } from '@exam-prep/contract/student/account';
import { STUDENT_HINT_COOKIE } from '@exam-prep/contract/student/cookies';
import { ApiError } from '@/lib/api';
import { STUDENT_AUTH_EVENT, studentRequest } from './student-request';

export type { StudentProfile };

export const PROFILE_PATH = '/api/student/profile';

/** GET /api/student/profile: the signed-in student, or null when nobody is (401). Other failures throw. */
export async function fetchStudentProfile(): Promise<StudentProfile | null> {
  try {
    return await studentRequest<StudentProfile>(PROFILE_PATH);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Whether the session's hint cookie is there: without it nobody is signed in, and the server is not asked. */
const sessionHinted = () => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${STUDENT_HINT_COOKIE}=`));
/** The hint is read again on every 'studentAuthChange' (signing in sets it, signing out clears it) and on focus. */
const subscribeToSessionChanges = (onChange: () => void) => {
  window.addEventListener(STUDENT_AUTH_EVENT, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(STUDENT_AUTH_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
};

/**
 * The session as the browser knows it: `undefined` until it is known (the server's HTML and hydration know nothing
 * of it: the check runs in the browser only), then the profile or null. Without the session's hint cookie nobody is
 * signed in and nothing is asked; with it, GET /api/student/profile decides, again on window focus and on every
 * 'studentAuthChange' event.
 */
export function useStudentProfile() {
  // Undefined on the server and while hydrating: no key in the server's render (a key there is data the page waits
  // for, and a page whose data failed is never kept), and the session is the browser's alone.
  const hinted = useSyncExternalStore(subscribeToSessionChanges, sessionHinted, () => undefined);
  const swr = useSWR(hinted ? PROFILE_PATH : null, fetchStudentProfile, {
    revalidateOnFocus: true,
    dedupingInterval: 2000,
    shouldRetryOnError: false,
  });
  const { mutate } = swr;
  useEffect(() => {
    const recheck = () => void mutate();
    window.addEventListener(STUDENT_AUTH_EVENT, recheck);
    return () => window.removeEventListener(STUDENT_AUTH_EVENT, recheck);
  }, [mutate]);
  return { ...swr, data: hinted === undefined ? undefined : hinted ? swr.data : null };
}
