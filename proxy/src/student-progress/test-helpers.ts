import { expect } from 'vitest';
import { dashboardAnswer, type DashboardAnswer } from '@exam-prep/contract/student/progress';
import { createVerifiedStudent, signInStudent } from '#test/helpers/students.js';
import type { JsonAnswer, Stack } from '#test/helpers/stack.js';

/** What the student-progress contract tests share (left out of the build: tsconfig.build.json). */

export const PASSWORD = 'violet tiger lantern 42';
export const DAY_MS = 86_400_000;

/** A student's calls through the proxy, with the session cookie given (none: anonymous). */
export function studentClient(stack: Stack, cookie: string | undefined) {
  const call = (method: string, path: string, body?: unknown): Promise<JsonAnswer> =>
    stack.json(path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    call,
    save: (questionId: string) => call('POST', '/api/student/save-question', { questionId }),
    remove: (questionId: string) => call('POST', '/api/student/remove-saved-question', { questionId }),
    visit: (topicName: string, subTopicName?: string) => call('POST', '/api/student/track-topic-visit', { topicName, subTopicName }),
    result: (body: unknown) => call('POST', '/api/student/save-test-result', body),
    notes: () => call('GET', '/api/student/notes'),
    putNote: (id: string, body: unknown) => call('PUT', `/api/student/notes/${id}`, body),
    deleteNote: (id: string) => call('DELETE', `/api/student/notes/${id}`),
    merge: (body: unknown) => call('POST', '/api/student/merge', body),
    /** The dashboard, which must be a 200 that is never stored, parsed with the contract's schema. */
    dashboard: async (): Promise<DashboardAnswer> => {
      const answer = await call('GET', '/api/student/dashboard');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return dashboardAnswer.parse(answer.body);
    },
  };
}
export type StudentClient = ReturnType<typeof studentClient>;

/** A new verified student (username@example.com), signed in through the proxy. */
export async function newStudent(stack: Stack, username: string) {
  const student = await createVerifiedStudent(stack, { username, email: `${username}@example.com`, password: PASSWORD });
  const cookie = await signInStudent(stack, username, PASSWORD);
  return { student, cookie, client: studentClient(stack, cookie) };
}

/** An error answer of a student call: this status and message, with `error` the same text. */
export function expectError(answer: JsonAnswer, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ message, error: message });
}
