/*
 * The /api/student/* calls for this feature's screen tests, faked at the network edge (MSW, as test-support/fake-api.ts
 * does for the route table's calls). Each success body is checked here against its contract schema
 * (@exam-prep/contract/student/*); until the route table lists the student calls, the central check is told to
 * leave them alone, and once it does, it checks them too.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { expect } from 'vitest';
import { matchOperation } from '@exam-prep/contract/check';
import { messageAnswer, studentProfile, type StudentProfile } from '@exam-prep/contract/student/account';
import { STUDENT_HINT_COOKIE } from '@exam-prep/contract/student/cookies';
import { dashboardAnswer, mergeAnswer, type DashboardAnswer } from '@exam-prep/contract/student/progress';

type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

/** A recorded call: its JSON body (undefined for none) and URL. */
export interface StudentCall {
  body: unknown;
  url: URL;
}

const SCHEMAS: Record<string, z.ZodType> = {
  'get /api/student/profile': studentProfile,
  'patch /api/student/profile': studentProfile,
  'get /api/student/dashboard': dashboardAnswer,
  'post /api/student/merge': mergeAnswer,
};

/** Every call made through `studentApi` handlers, by "method path". */
export const studentCalls = new Map<string, StudentCall[]>();
export const callsOf = (method: Method, path: string) => studentCalls.get(`${method} ${path}`) ?? [];

type Reply = JsonBodyType | Response | ((call: StudentCall) => JsonBodyType | Response | Promise<JsonBodyType | Response>);

/** The session's hint cookie, as the proxy sets and clears it with the session (contract/src/student/cookies.ts). */
export function setSessionHint(present: boolean) {
  document.cookie = present ? `${STUDENT_HINT_COOKIE}=1; path=/` : `${STUDENT_HINT_COOKIE}=; path=/; max-age=0`;
}
/** The calls whose success ends the session (the proxy clears its cookies then). */
const ENDING = new Set(['post /api/student/logout', 'post /api/student/logout-all', 'delete /api/student/account']);

/**
 * Answers a student call (200 unless `status`); the body of a success is checked against its schema. As the proxy
 * does, a sign-in sets the session's hint cookie and a sign-out, a deletion or a refused profile clears it; a test
 * that answers the profile is one whose page may hold a session, so the hint is set for it.
 */
export function studentApi(method: Method, path: string, reply: Reply, status = 200): HttpHandler {
  if (method === 'get' && path === '/api/student/profile') setSessionHint(true);
  return http[method](path, async ({ request }) => {
    const answered = await answerStudentCall(method, path, reply, status, request);
    const key = `${method} ${path}`;
    if (answered.status < 400 && key === 'post /api/student/login') setSessionHint(true);
    if (answered.status < 400 && ENDING.has(key)) setSessionHint(false);
    if (answered.status === 401 && key === 'get /api/student/profile') setSessionHint(false);
    return answered;
  });
}

async function answerStudentCall(method: Method, path: string, reply: Reply, status: number, request: Request): Promise<Response> {
  const text = await request.text();
  const call: StudentCall = { body: text ? JSON.parse(text) : undefined, url: new URL(request.url) };
  const key = `${method} ${path}`;
  studentCalls.set(key, [...(studentCalls.get(key) ?? []), call]);
  const given = typeof reply === 'function' ? await reply(call) : reply;
  if (given instanceof Response) return given;
  const response = HttpResponse.json(given, { status });
  if (matchOperation(method, path)) return response;
  // Not in the route table yet: checked here against its schema, and left alone by the central check.
  if (status < 400) {
    const checked = (SCHEMAS[key] ?? messageAnswer).safeParse(given);
    expect(checked.success, `${key}: ${checked.error?.message ?? ''}`).toBe(true);
  }
  response.headers.set('x-fake-api-breaks-contract', '1');
  return response;
}

/** An error answer as the proxy gives student errors: `{message, error}`, the same text. */
export const studentFail = (method: Method, path: string, status: number, message: string) =>
  studentApi(method, path, { message, error: message }, status);

export const PROFILE: StudentProfile = {
  _id: 'student-1',
  username: 'asha',
  email: 'asha@example.com',
  email_verified: true,
  locale: 'en',
  display_name: null,
  public_number: 1234,
  created_at: '2026-11-01T10:00:00.000Z',
};

/** A dashboard with nothing in it yet. */
export const EMPTY_DASHBOARD: DashboardAnswer = {
  username: 'asha',
  email: 'asha@example.com',
  savedQuestions: [],
  testResults: [],
  visitedTopics: [],
  stats: { totalSavedQuestions: 0, totalTestsCompleted: 0, totalTopicsVisited: 0, averageTestScore: 0 },
  accuracyBySubtopic: [],
  weakest: [],
  streak: { current: 0, longest: 0 },
  papers: [],
  continueAt: null,
};

/** POST /api/student/login's success. */
export const LOGGED_IN = { message: 'Login successful', user: PROFILE };

export const signedIn = (profile: StudentProfile = PROFILE) => studentApi('get', '/api/student/profile', profile);
export const signedOut = () => studentFail('get', '/api/student/profile', 401, 'Please sign in to continue.');
