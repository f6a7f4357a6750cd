import useSWR from 'swr';
import type { AiStatus } from '@exam-prep/contract/public/ai';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/ai/status: whether Owl AI explanations are configured on the server. */
export const aiStatusPath = operationPath('aiStatus');
/** Failure (an old server, the network) simply hides the button. */
export const useAiStatus = () => useSWR<AiStatus>(aiStatusPath, () => apiFetch<AiStatus>(aiStatusPath), { shouldRetryOnError: false });
