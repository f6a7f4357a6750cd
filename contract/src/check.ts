import type { z } from 'zod';
import { errorBody } from './common.js';
import { operations } from './routes.js';
import type { Method, Operation } from './routes/operation.js';

/**
 * Matching an answer of /api/* to its operation and checking its JSON body against the schema for its status:
 * the contract tests run every answer they see through checkAnswer (proxy/test/helpers/contract-check.ts).
 */

const patterns = operations.map((operation) => ({
  operation,
  // Express matches paths without regard to case and with an optional trailing slash.
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
}));

/** The operation a request is answered by (the first whose method and path match), or undefined. */
export function matchOperation(method: string, pathname: string): Operation | undefined {
  const wanted = method.toLowerCase() === 'head' ? 'get' : (method.toLowerCase() as Method);
  return patterns.find(({ operation, pattern }) => operation.method === wanted && pattern.test(pathname))?.operation;
}

/** The schema an answer's JSON body must match: the operation's for a success status, errorBody for an error. */
export function answerSchema(operation: Operation | undefined, status: number): z.ZodType | undefined {
  if (status >= 400) return operation?.errorAnswers?.[status] ?? errorBody;
  return operation?.responses[status]?.schema;
}

export interface AnswerProblem {
  /** 'GET /api/topics/all → 200' */
  call: string;
  message: string;
}

/**
 * What is wrong with a JSON answer, or undefined when it is what the contract says. An error status always needs
 * `{message}`; a success status needs a known operation that lists it, and a body its schema accepts.
 */
export function checkAnswer(method: string, pathname: string, status: number, body: unknown): AnswerProblem | undefined {
  const operation = matchOperation(method, pathname);
  const call = `${method.toUpperCase()} ${pathname} → ${status}${operation ? ` (${operation.id})` : ''}`;
  if (status < 400 && !operation) return { call, message: 'no operation of the route table (contract/src/routes.ts) matches this call' };
  const schema = answerSchema(operation, status);
  if (!schema)
    return {
      call,
      message: `the route table lists no JSON answer with status ${status} for ${operation!.method.toUpperCase()} ${operation!.path}`,
    };
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 10)
    .map((issue) => `  - ${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('\n');
  return { call, message: `the body does not match the contract's schema:\n${issues}` };
}

/**
 * What is wrong with the headers of a success answer that its operation describes (a page's X-Total-Count and
 * Link), or undefined: each such header, when sent, must match its schema, and a required one must be sent.
 */
export function checkAnswerHeaders(
  method: string,
  pathname: string,
  status: number,
  header: (name: string) => string | null,
): AnswerProblem | undefined {
  const operation = matchOperation(method, pathname);
  const described = operation?.responses[status]?.headers;
  if (!described) return undefined;
  const call = `${method.toUpperCase()} ${pathname} → ${status} (${operation.id})`;
  for (const [name, { schema, required = true }] of Object.entries(described)) {
    const value = header(name);
    if (value === null) {
      if (required) return { call, message: `the ${name} header is missing` };
      continue;
    }
    if (!schema.safeParse(value).success) return { call, message: `the ${name} header does not match the contract: ${value}` };
  }
  return undefined;
}
