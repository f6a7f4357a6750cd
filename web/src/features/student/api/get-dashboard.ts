import useSWR from 'swr';
import type { DashboardAnswer } from '@exam-prep/contract/student/progress';
import { studentRequest } from './student-request';

export type { DashboardAnswer };
export type DashboardTestResult = DashboardAnswer['testResults'][number];
export type DashboardVisit = DashboardAnswer['visitedTopics'][number];
export type SubtopicAccuracy = DashboardAnswer['accuracyBySubtopic'][number];
export type PaperAttempt = DashboardAnswer['papers'][number];

export const DASHBOARD_PATH = '/api/student/dashboard';

export const fetchDashboard = () => studentRequest<DashboardAnswer>(DASHBOARD_PATH);

/** GET /api/student/dashboard; a 401 comes back as the error (the screen sends the student to sign in). */
export const useDashboard = () => useSWR(DASHBOARD_PATH, fetchDashboard, { shouldRetryOnError: false });
