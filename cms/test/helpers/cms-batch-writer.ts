import type { Stack } from '#harness/stack.js';

/** Calls of the CMS's batch writer (POST /api/questions/import, NDJSON) as the proxy makes them. */

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A call to Strapi with the proxy's API token (or another token, or none). */
export async function cmsCall(
  stack: Stack,
  method: string,
  url: string,
  init: { body?: string; type?: string; token?: string | null } = {},
): Promise<Answer> {
  const token = init.token === undefined ? process.env.PROXY_API_TOKEN! : init.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.type) headers['content-type'] = init.type;
  const response = await fetch(`${stack.strapiUrl}${url}`, { method, headers, body: init.body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export const ndjson = (lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';

/** A write-ready option, as the proxy sends one. */
export interface LineOption {
  option_key: string;
  option_type: 'text' | 'image';
  option_text: string;
  image: number | null;
}

/** A write-ready text question of a subtopic, as the proxy sends one. */
export function textLineOf(subtopicId: string, text: string, options: string[], correct: number, extra: Record<string, unknown> = {}) {
  return {
    question: text,
    question_type: 'text',
    answer: options[correct],
    explanation: '<p>Because.</p>',
    subtopic: subtopicId,
    exams: [],
    question_image: null,
    options: options.map((option_text, index): LineOption => ({
      option_key: String.fromCharCode(65 + index),
      option_type: 'text',
      option_text,
      image: null,
    })),
    ...extra,
  };
}
