import type { ReportBody, ReportCreated } from '@exam-prep/contract/reports';
import { questionReportsPath, reportRequest } from '@/features/question-reports/lib/report-request';

export type { ReportBody, ReportCreated };

/** POST /api/questions/{id}/reports: 201 {_id, status: 'open'}; 409 already reported for this reason, 429 a flood. */
export const postReport = (questionId: string, body: ReportBody) =>
  reportRequest<ReportCreated>(questionReportsPath(questionId), { method: 'POST', body });
