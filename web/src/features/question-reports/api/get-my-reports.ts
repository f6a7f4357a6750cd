import type { MyReport, MyReports } from '@exam-prep/contract/reports';
import { questionReportsPath, reportRequest } from '@/features/question-reports/lib/report-request';

export type { MyReport, MyReports };

/**
 * GET /api/questions/{id}/reports/mine: this browser's (or this student's) reports of a question, with their status.
 * Asked at most once per page view and only for a question this browser reported (the link does it), so no SWR
 * cache: the answer goes into the browser's record of reported questions.
 */
export const fetchMyReports = (questionId: string) => reportRequest<MyReports>(questionReportsPath(questionId, '/mine'));
