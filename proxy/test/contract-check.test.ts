import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswersOf, ContractViolation, takeProblems } from './helpers/contract-check.js';
import { listen } from './helpers/stack.js';

/** The answer check of the contract tests (helpers/contract-check.ts) must be able to fail. */
describe('the contract check of every /api answer', () => {
  let server: http.Server;
  let origin: string;
  const answers: Record<string, { status: number; type: string; body: string }> = {
    '/api/topics/all': {
      status: 200,
      type: 'application/json',
      body: JSON.stringify([{ _id: 'a1', topic_name: 'general-aptitude', locale: 'en' }]),
    },
    '/api/exams/all': {
      status: 200,
      type: 'application/json',
      body: JSON.stringify([{ _id: 'e1', exam_name: 'SSC CGL', exam_level: 'Nobody knows' }]),
    },
    '/api/subtopics/all': {
      status: 200,
      type: 'application/json',
      body: JSON.stringify([{ _id: 's1', subtopic_name: 'x', category: null, topic_id: null, extra: 1 }]),
    },
    '/api/questions/id/q1': { status: 404, type: 'application/json', body: JSON.stringify({ error: 'no message' }) },
    '/api/no-such-call': { status: 200, type: 'application/json', body: '{}' },
    '/api/cheatsheets/categories': { status: 200, type: 'text/html', body: '<p>hi</p>' },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = answers[req.url ?? ''] ?? {
        status: 404,
        type: 'application/json',
        body: JSON.stringify({ message: 'Unknown API endpoint' }),
      };
      res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
    });
    origin = await listen(server);
    checkAnswersOf(origin);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('lets an answer that matches its schema through', async () => {
    const response = await fetch(`${origin}/api/topics/all`);
    expect(await response.json()).toEqual([{ _id: 'a1', topic_name: 'general-aptitude', locale: 'en' }]);
    expect((await fetch(`${origin}/api/unknown`)).status).toBe(404);
    expect(takeProblems()).toEqual([]);
  });

  it.each([
    ['/api/exams/all', /GET \/api\/exams\/all → 200 \(listExams\).*0\.exam_level/s],
    ['/api/subtopics/all', /listSubtopics.*Unrecognized key: "extra"/s],
    ['/api/questions/id/q1', /404.*message/s],
    ['/api/no-such-call', /no operation of the route table/],
    ['/api/cheatsheets/categories', /no "text\/html" answer/],
  ])('rejects the answer of %s, naming the call and the problem', async (path, message) => {
    const failure = await fetch(`${origin}${path}`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolation);
    expect((failure as Error).message).toMatch(message);
    expect(takeProblems()).toHaveLength(1);
  });
});
