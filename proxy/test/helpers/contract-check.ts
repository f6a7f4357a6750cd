import { afterEach } from 'vitest';
import { checkAnswer, checkAnswerHeaders, matchOperation, type AnswerProblem } from '@exam-prep/contract/check';

/**
 * "Contract tests validate every response the suites see against the schemas": a vitest setup file
 * (vitest.config.ts) that wraps global fetch. Every answer from an /api/* address of a test stack's proxy
 * (stack.ts registers them with checkAnswersOf) is matched to its operation in the contract's route table
 * (contract/src/routes.ts) and its JSON body checked against the schema for its status. A mismatch makes that
 * fetch reject with an error naming the call and the zod issues, and fails the test even if the test caught it.
 */

const checkedOrigins = new Set<string>();
let unreported: AnswerProblem[] = [];

/** Check every /api answer from this origin ('http://127.0.0.1:1234'). */
export function checkAnswersOf(origin: string) {
  checkedOrigins.add(new URL(origin).origin);
}

/** The problems found since the last call (for the check's own test). */
export function takeProblems(): AnswerProblem[] {
  const problems = unreported;
  unreported = [];
  return problems;
}

export class ContractViolation extends Error {
  constructor(readonly problem: AnswerProblem) {
    super(`Contract violation: ${problem.call}: ${problem.message}`);
  }
}

const describeRequest = (input: Parameters<typeof fetch>[0], init: RequestInit | undefined) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return { url: new URL(url), method: method.toUpperCase() };
};

/** The problem with an answer (reading a copy of its body), or undefined. */
async function problemOf(method: string, pathname: string, response: Response): Promise<AnswerProblem | undefined> {
  if (response.status < 400) {
    const headers = checkAnswerHeaders(method, pathname, response.status, (name) => response.headers.get(name));
    if (headers) return headers;
  }
  if (method === 'HEAD' || response.status === 204 || response.status === 304) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const call = `${method} ${pathname} → ${response.status}`;
  if (!/^application\/json\b/i.test(type)) {
    if (response.status >= 400) return { call, message: `an error answer must be JSON {message}, not "${type}"` };
    // A stream of events or a page: its operation must list this status with that kind of answer.
    const answer = matchOperation(method, pathname)?.responses[response.status];
    if (answer?.contentType && answer.contentType !== 'application/json' && type.startsWith(answer.contentType)) return undefined;
    if (answer?.fileTypes?.some((fileType) => type.startsWith(fileType))) return undefined;
    return { call, message: `the route table lists no "${type}" answer with status ${response.status} for this call` };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    return { call, message: 'the body is not valid JSON' };
  }
  return checkAnswer(method, pathname, response.status, body);
}

// Test files share one worker (vitest.config.ts), and this setup file runs again before each: wrap the real fetch
// each time, not the previous file's wrapper.
const REAL_FETCH = Symbol.for('exam-prep.test.realFetch');
const fetchHolder = globalThis as typeof globalThis & { [REAL_FETCH]?: typeof fetch };
const realFetch = (fetchHolder[REAL_FETCH] ??= globalThis.fetch);
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const { url, method } = describeRequest(input, init);
  if (!checkedOrigins.has(url.origin) || !url.pathname.toLowerCase().startsWith('/api/')) return response;
  const problem = await problemOf(method, url.pathname, response);
  if (problem) {
    unreported.push(problem);
    throw new ContractViolation(problem);
  }
  return response;
};

afterEach(() => {
  const problems = takeProblems();
  if (problems.length > 0)
    throw new Error(`Answers that break the contract:\n${problems.map((problem) => `${problem.call}: ${problem.message}`).join('\n')}`);
});
