import { useEffect } from 'react';
import useSWR from 'swr';
import type { StudentProfile } from '@exam-prep/contract/student/account';
import { ApiError } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';
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

/**
 * The session as the browser knows it: `undefined` until the first check has answered (the server's HTML and
 * hydration know nothing of it: the check runs in the browser only), then the profile or null. Checked again on
 * window focus and on every 'studentAuthChange' event.
 */
export function useStudentProfile() {
  // No key before hydration: a key in the server's render is data the page waits for (and a page whose data
  // failed is never kept), and the session is the browser's alone.
  const hydrated = useHydrated();
  const swr = useSWR(hydrated ? PROFILE_PATH : null, fetchStudentProfile, {
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
  return swr;
}
