import useSWR from 'swr';
import type { AdministratorProfile, LoginAnswer } from '@exam-prep/contract/admin/auth';
import { apiFetch } from '@/lib/api';

/** The signed-in administrator (GET /api/auth/profile). A session counts only with a username. */
export type AdminProfile = AdministratorProfile;

export const profilePath = '/api/auth/profile';
export const fetchProfile = () => apiFetch<AdminProfile>(profilePath);

/** Never served from a cache: every admin screen checks the session on load. */
export const useProfile = () =>
  useSWR<AdminProfile>(profilePath, fetchProfile, { revalidateOnMount: true, shouldRetryOnError: false, dedupingInterval: 0 });

export const login = (username: string, password: string) =>
  apiFetch<LoginAnswer>('/api/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });

export const logout = () => apiFetch<unknown>('/api/auth/logout', { method: 'POST' });
