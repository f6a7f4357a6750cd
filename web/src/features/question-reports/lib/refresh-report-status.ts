import { fetchMyReports } from '@/features/question-reports/api/get-my-reports';
import { recordServerReports } from './reported-store';

/**
 * Asks the server for this browser's reports of a question and keeps the answer in the record: its reasons and the
 * newest one's status (undefined: it has none any more). Loaded by the link only for a question it reported.
 */
export async function refreshReportStatus(questionId: string) {
  const { reports } = await fetchMyReports(questionId);
  return recordServerReports(questionId, reports);
}
