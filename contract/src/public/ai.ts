import { z } from 'zod';
import { pathText } from '#src/common.js';

/** Owl AI explanations of a practice question. */

export const aiStatus = z.strictObject({ enabled: z.boolean().describe('False: the explanation button is hidden.') });
export type AiStatus = z.infer<typeof aiStatus>;

/**
 * The events of POST /api/ai/explanations/{questionId} (text/event-stream): `chunk` events while it is written,
 * then one `done` or `error`. Each event's `data:` line is the JSON of its payload.
 */
export const explanationEvents = {
  chunk: z.strictObject({ text: z.string().describe('The next piece of the explanation, as it is written.') }),
  done: z.strictObject({ html: z.string().describe('The whole explanation as sanitised HTML.'), stored: z.boolean() }),
  error: z.strictObject({ message: z.string() }),
} as const;
export type ExplanationEvent =
  | ({ type: 'chunk' } & z.infer<typeof explanationEvents.chunk>)
  | ({ type: 'done' } & z.infer<typeof explanationEvents.done>)
  | ({ type: 'error' } & z.infer<typeof explanationEvents.error>);

export const questionIdParams = z.object({ questionId: pathText });
