/*
 * The API at the network edge for component tests: an MSW server (msw/node) answering /api/* as the proxy would.
 *
 *   const api = setupFakeApi(...catalogueHandlers());       // once per test file: listen, reset, close, check
 *   api.use(answer('listTopics', []));                    // this test only: an empty list
 *   api.use(fail('listTopics', 503, 'CMS unreachable'));  // an error answer ({message}, as the proxy's)
 *   api.use(failNetwork('listExams'));                    // the connection fails (fetch rejects)
 *   const held = hold('listTopics'); api.use(held.handler); … held.release();  // loading until released
 *   api.calls('listTopics')                               // the requests made so far (their URLs)
 *   answer('getQuestion', { question }, { breaksContract: true })   // off the contract on purpose: not checked
 *
 * Calls are named by the contract's operation ids (contract/src/routes.ts): `answer('listSubtopicsOfTopic',
 * ({ params }) => …)` gets the path's parameters by their contract names. Every faked JSON answer is checked against
 * the contract's schema for its status (as proxy/test/helpers/contract-check.ts does for the real stack): a fixture
 * that drifts from the contract fails the test. A request no handler answers fails the test too.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { checkAnswer, checkAnswerHeaders } from '@exam-prep/contract/check';
import type { Pagination } from '@exam-prep/contract/common';
import { operations } from '@exam-prep/contract/routes';

/** An operation of the route table, by its id: 'listTopics', 'adminListQuestions'… */
export type OperationId = string;

interface Call {
  params: Record<string, string>;
  url: URL;
  request: Request;
}

/**
 * A faked answer: a body (200), or one worked out from the call; `undefined` from the latter leaves the call to the
 * handlers behind this one.
 */
type Answer = JsonBodyType | ((call: Call) => JsonBodyType | Response | undefined | Promise<JsonBodyType | Response | undefined>);

/** ResponseInit, and `breaksContract` for an answer that is off the contract on purpose (a test of what the page does with one). */
type AnswerInit = ResponseInit & { breaksContract?: boolean };

const BREAKS_CONTRACT = 'x-fake-api-breaks-contract';

function operationOf(id: OperationId) {
  const operation = operations.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`No operation ${id} in the contract's route table (contract/src/routes.ts)`);
  return operation;
}

/** MSW's path for an operation: '/api/subtopics/topicname/{topicName}' → '/api/subtopics/topicname/:topicName'. */
const mswPath = (id: OperationId) => operationOf(id).path.replace(/\{([^}]+)\}/g, ':$1');

function handlerFor(id: OperationId, resolve: (call: Call) => Response | undefined | Promise<Response | undefined>): HttpHandler {
  const operation = operationOf(id);
  return http[operation.method](mswPath(id), ({ params, request }) =>
    resolve({ params: params as Record<string, string>, url: new URL(request.url), request }),
  );
}

/** Answers an operation with a JSON body (status 200 unless `init` says otherwise). */
export function answer(id: OperationId, body: Answer, { breaksContract, ...init }: AnswerInit = {}): HttpHandler {
  return handlerFor(id, async (call) => {
    const given = typeof body === 'function' ? await body(call) : body;
    if (given === undefined) return undefined;
    const response = given instanceof Response ? given : HttpResponse.json(given, init);
    if (breaksContract) response.headers.set(BREAKS_CONTRACT, '1');
    return response;
  });
}

/** One page of a list as the proxy answers `?page&limit`: the slice, with the total in X-Total-Count. */
export function listPage<T extends JsonBodyType>(items: readonly T[], url: URL, perPage = 100): Response {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const limit = Number(url.searchParams.get('limit') ?? perPage);
  const paged = url.searchParams.has('page') || url.searchParams.has('limit');
  const shown = paged ? items.slice((page - 1) * limit, page * limit) : items;
  return HttpResponse.json(shown as JsonBodyType, paged ? { headers: { 'X-Total-Count': String(items.length) } } : undefined);
}

/**
 * One page of a list as the proxy's paged lists answer `?page&limit` (`defaultLimit` without a limit): the slice and
 * its pagination object, for the list's own key (`{cheatsheets: page.items, pagination: page.pagination}`).
 */
export function pageOf<T>(items: readonly T[], url: URL, defaultLimit = 10): { items: T[]; pagination: Pagination } {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const current = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const totalPages = Math.ceil(items.length / limit);
  return {
    items: items.slice((current - 1) * limit, current * limit),
    pagination: { current, total: items.length, totalPages, limit, hasNext: current < totalPages, hasPrev: current > 1 },
  };
}

/** An error answer as the proxy gives it: `{message}` with the status. */
export const fail = (id: OperationId, status = 500, message = 'Internal server error'): HttpHandler => answer(id, { message }, { status });

/** The connection fails: fetch rejects, as when the phone is offline. */
export const failNetwork = (id: OperationId): HttpHandler => handlerFor(id, () => HttpResponse.error());

/**
 * Keeps an operation's requests waiting (the screen's loading state) until `release()`; then the handlers after
 * this one answer them (the file's defaults, or another `answer`).
 */
export function hold(id: OperationId): { handler: HttpHandler; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: handlerFor(id, async () => {
      await released;
      return undefined;
    }),
    release,
  };
}

/** GET /api/student/profile without a student session: 401 (the top bar then offers "Sign in"). */
const signedOutStudent = http.get('/api/student/profile', () =>
  HttpResponse.json({ message: 'Please sign in to continue.', error: 'Please sign in to continue.' }, { status: 401 }),
);

/** GET /api/students/admin (the admin dashboard's counts of students): none yet, unless a test says otherwise. */
const noStudents = http.get('/api/students/admin', () =>
  HttpResponse.json({
    students: [],
    pagination: { current: 1, total: 1, hasNext: false, hasPrev: false, items: 0, limit: 1 },
    counts: { total: 0, verified: 0, blocked: 0 },
  }),
);

/** GET /api/reports/admin/stats (the admin dashboard's count of open reports): none yet, unless a test says otherwise. */
const noReports = http.get('/api/reports/admin/stats', () => HttpResponse.json({ open: 0, fixed: 0, rejected: 0 }));

export interface FakeApi {
  /** Handlers for the current test only, in front of the file's (reset after each test). */
  use: (...handlers: HttpHandler[]) => void;
  /** The requests made for an operation so far in this test. */
  calls: (id: OperationId) => URL[];
  server: SetupServer;
}

/**
 * Starts the fake API for this file's tests with its default handlers; each test starts from them again. After
 * each test, every JSON answer it got is checked against the contract.
 */
export function setupFakeApi(...defaults: HttpHandler[]): FakeApi {
  // The top bar asks every page whether a student is signed in: nobody is, unless a test says otherwise; the admin
  // dashboard counts students and open reports: there are none.
  const server = setupServer(...defaults, signedOutStudent, noStudents, noReports);
  let requests: Array<{ method: string; url: URL }> = [];
  let checks: Array<Promise<string | undefined>> = [];
  let unhandled: string[] = [];

  server.events.on('request:start', ({ request }) => void requests.push({ method: request.method, url: new URL(request.url) }));
  server.events.on('response:mocked', ({ request, response }) => {
    const { pathname } = new URL(request.url);
    if (response.type === 'error' || response.headers.has(BREAKS_CONTRACT) || !response.headers.get('content-type')?.includes('json'))
      return;
    checks.push(
      response
        .clone()
        .json()
        .then(
          (body: unknown) => {
            const problem =
              checkAnswer(request.method, pathname, response.status, body) ??
              (response.ok
                ? checkAnswerHeaders(request.method, pathname, response.status, (name) => response.headers.get(name))
                : undefined);
            return problem && `${problem.call}: ${problem.message}`;
          },
          () => `${request.method} ${pathname} → ${response.status}: not JSON`,
        ),
    );
  });

  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${new URL(request.url).pathname}`),
    }),
  );
  afterEach(async () => {
    const problems = (await Promise.all(checks)).filter(Boolean);
    server.resetHandlers();
    const missed = unhandled;
    requests = [];
    checks = [];
    unhandled = [];
    expect(problems, 'faked answers that break the contract').toEqual([]);
    expect(missed, 'requests no handler answered (add one: fake-api.ts, api-fixtures.ts)').toEqual([]);
  });
  afterAll(() => server.close());

  return {
    use: (...handlers) => server.use(...handlers),
    calls: (id) => {
      const operation = operationOf(id);
      const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return requests
        .filter(({ method, url }) => method.toLowerCase() === operation.method && pattern.test(url.pathname))
        .map(({ url }) => url);
    },
    server,
  };
}
