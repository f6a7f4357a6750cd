import type { ExplanationEvent } from '@exam-prep/contract/public/ai';
import { ApiError } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * POST /api/ai/explanations/{questionId}: reads the server-sent events as they stream in and hands each to
 * `onEvent`. Rejects with an ApiError for non-stream answers (404, 429, 503) and on network failure.
 */
export async function streamAiExplanation(
  questionId: string,
  onEvent: (event: ExplanationEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(operationPath('explainQuestion', { questionId }), {
      method: 'POST',
      signal,
      headers: { accept: 'text/event-stream' },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? `Request failed (${response.status})`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (type && data) onEvent({ type, ...JSON.parse(data) } as ExplanationEvent);
    }
  }
}
