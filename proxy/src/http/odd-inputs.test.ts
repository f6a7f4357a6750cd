import { describe, expect, it } from 'vitest';
import { searchText } from '#src/lib/validation.js';
import type { Stack } from '#test/helpers/stack.js';
import type { createFixtures } from '#test/helpers/fixtures.js';
import { createAdministrator, questionForm, signIn, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { expectJsonError, parseRawAnswer, rawBytes, rawRequest } from '#test/helpers/raw-http.js';
import { bodyFor, fill, LISTS_WITH_QUERIES, PLAIN_ROUTES, ROUTES_WITH_PARAMETERS } from '#test/helpers/api-routes.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';

/**
 * Odd inputs get a clear JSON 4xx `{message}`, never a 5xx, never an empty or non-JSON
 * body. Requests go out byte for byte (fetch would normalise dot segments and refuse some of them).
 */

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;
let cookie: string;

useAdminStack(async (started) => {
  ({ stack, fx, api } = started);
  cookie = await sessionCookie();
});

/** A session cookie of the suite's own (the shared client keeps its cookie to itself). */
async function sessionCookie(): Promise<string> {
  const admin = await createAdministrator(stack.strapi);
  return signIn(stack, admin.username, admin.password);
}

/** One request with the path exactly as given, signed in unless told otherwise. */
const send = (method: string, path: string, options: { body?: string; signedIn?: boolean; headers?: Record<string, string> } = {}) =>
  rawRequest(stack.proxyUrl, method, path, { ...options, cookie: options.signedIn === false ? undefined : cookie });
const sendBytes = (bytes: Buffer) => rawBytes(stack.proxyUrl, bytes);

describe("what Node's HTTP parser refuses is answered with JSON too", () => {
  // Node counts the address toward its 16 KB limit for a request head: an address that alone goes over is still
  // "too long" (414), and only headers are "too large" (431).
  it('a 20 KB query or name in the path is 414 JSON {message}, not an empty answer or a 431', async () => {
    for (const path of ['/api/topics/all', '/api/exams/admin/all', '/', '/uploads/a.png']) {
      const message = expectJsonError(await send('GET', `${path}?q=${'a'.repeat(20_000)}`), 414, path);
      expect(message).toMatch(/address is too long/);
    }
    expectJsonError(await send('GET', `/api/questions/subtopic/${'%C3%A9'.repeat(4000)}`), 414);
  });

  it('a 20 KB cookie is 431 JSON', async () => {
    const message = expectJsonError(
      await send('GET', '/api/topics/all', { headers: { cookie: `x=${'a'.repeat(20_000)}` }, signedIn: false }),
      431,
    );
    expect(message).toMatch(/too large/);
  });

  it('TRACE, CONNECT and methods no route serves are a JSON 405 with Allow, not an HTML page', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/api/topics/all', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['PROPFIND', '/practice', 'GET, HEAD'],
    ]) {
      const raw = await sendBytes(Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
      const message = expectJsonError(parseRawAnswer(raw), 405, `${method} ${path}`);
      expect(message).toBe(`The method ${method} is not allowed here; use ${allow}.`);
      expect(raw).toMatch(new RegExp(`^allow: ${allow}\r$`, 'im'));
    }
    // Methods Node's parser does not know never reach Express; CONNECT is no forward proxy's here.
    for (const head of ['TRACK / HTTP/1.1', 'FOO /api/topics/all HTTP/1.1', 'CONNECT example.org:443 HTTP/1.1']) {
      const raw = await sendBytes(Buffer.from(`${head}\r\nHost: x\r\n\r\n`));
      expect(expectJsonError(parseRawAnswer(raw), 405, head)).toMatch(/^The method (TRACK|FOO|CONNECT) is not allowed/);
      expect(raw).toMatch(/^allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r$/im);
    }
  });

  it('a request line with a raw NUL, space, non-UTF-8 byte or a broken header is 400 JSON', async () => {
    const requests = [
      Buffer.from('GET /api/topics/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      Buffer.from('GET /api/topics/a b HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      Buffer.concat([Buffer.from('GET /api/questions/id/'), Buffer.from([0xff, 0xfe]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
      Buffer.from('GET /api/topics/all HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 'latin1'),
      Buffer.from('NONSENSE\r\n\r\n', 'latin1'),
    ];
    for (const bytes of requests) {
      const answer = parseRawAnswer(await sendBytes(bytes));
      expectJsonError(answer, 400, JSON.stringify(bytes.toString('latin1')));
    }
  });
});

describe('names, slugs and ids in the address', () => {
  it('a subtopic name of 6,000 "(" is a 400 JSON on every route that takes one (a 502 before)', async () => {
    const parens = '('.repeat(6000);
    for (const [method, template] of ROUTES_WITH_PARAMETERS) {
      // Two names of 6,000 characters make an address over 8 KB: 414.
      const status = template.split('{x}').length > 2 ? 414 : 400;
      expectJsonError(await send(method, fill(template, parens), { body: bodyFor(method) }), status, `${method} ${template}`);
    }
  });

  it('names longer than any stored one are 400s naming the field; names up to the limit are an empty list', async () => {
    const long = encodeURIComponent('é'.repeat(121));
    expect(expectJsonError(await send('GET', `/api/questions/subtopic/${long}`), 400)).toBe('subtopic name must be at most 120 characters');
    expect(expectJsonError(await send('GET', `/api/questions/exam/${long}/subtopic/x`), 400)).toBe(
      'exam name must be at most 120 characters',
    );
    expect(expectJsonError(await send('GET', `/api/subtopics/topicname/${long}`), 400)).toBe('topic name must be at most 120 characters');
    expect(expectJsonError(await send('GET', `/api/questions/all/subtopic/${long}`), 400)).toBe(
      'subtopic name must be at most 120 characters',
    );
    // 120 characters of 3-byte UTF-8 (a worst case for the encoded query Strapi is sent) is still a plain miss.
    const longest = encodeURIComponent('中'.repeat(120));
    for (const path of [
      `/api/questions/exam/${longest}/subtopic/${longest}`,
      `/api/subtopics/topicname/${longest}`,
      `/api/questions/all/exam/${longest}/subtopic/${longest}`,
    ]) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(200);
      expect(JSON.parse(answer.text)).toEqual([]);
    }
  });

  // Each kind of malformed segment, and the answer it gets on every route that takes a parameter.
  const MALFORMED: Array<[kind: string, value: string, status: number]> = [
    ['a segment of 201 characters', 'a'.repeat(201), 400],
    ['invalid percent-encoding', '%zz', 400],
    ['a lone "%"', 'a%', 400],
    ['non-UTF-8 bytes', '%ff%fe', 400],
    ['an overlong UTF-8 dot', '%c0%ae', 400],
    ['a truncated UTF-8 sequence', '%c3%28', 400],
    ['a NUL byte', 'a%00b', 400],
    ['a newline', 'a%0Ab', 400],
    ['an escape character', '%1b%5b31m', 400],
    ['an encoded dot-dot', '%2e%2e', 400],
    ['an encoded dot-dot in capitals', '%2E%2E', 400],
    ['a plain dot', '.', 400],
    ['a plain dot-dot', '..', 400],
    ['an encoded dot', '%2e', 400],
  ];

  for (const [kind, value, status] of MALFORMED) {
    it(`${kind} is ${status} JSON on every route that takes a parameter`, async () => {
      for (const [method, template] of ROUTES_WITH_PARAMETERS) {
        expectJsonError(
          await send(method, fill(template, value), { body: bodyFor(method) }),
          status,
          `${method} ${fill(template, value).slice(0, 80)}`,
        );
      }
    });
  }

  // Unusual but well-formed values: each its own test, every route that takes a parameter (a few hundred requests in
  // all, most reaching the database: one value at a time keeps each test well inside its time on a loaded machine).
  const UNUSUAL = [
    encodeURIComponent('ünïcödé'),
    encodeURIComponent('😀'.repeat(100)),
    encodeURIComponent('é'.repeat(200)),
    '%E2%80%AE',
    '*',
    '$eq',
    '%5B%5D',
    encodeURIComponent("'; DROP TABLE questions; --"),
    '%2F',
    '%5C',
    '%252e%252e',
    '...',
    encodeURIComponent('<script>alert(1)</script>'),
    '(((',
  ];
  for (const value of UNUSUAL) {
    it(`an unusual but well-formed value (${value.slice(0, 40)}) never gives a 5xx or a non-JSON answer`, async () => {
      for (const [method, template] of ROUTES_WITH_PARAMETERS) {
        const path = fill(template, value);
        const answer = await send(method, path, { body: bodyFor(method) });
        expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        expect(answer.contentType, `${method} ${path}`).toMatch(/^application\/json/);
        const body = JSON.parse(answer.text);
        if (answer.status >= 400) expect(typeof body.message, `${method} ${path}`).toBe('string');
      }
    });
  }
});

describe('query parameters', () => {
  it('bracket syntax (?page[]=1, ?filters[$eq]=) is a 400 naming the parameter', async () => {
    for (const [path] of LISTS_WITH_QUERIES) {
      for (const query of ['page[]=1', 'limit[$gt]=1', 'filters[subtopic_name][$eq]=x', 'search%5B%5D=a']) {
        const message = expectJsonError(await send('GET', `${path}?${query}`), 400, `${path}?${query}`);
        expect(message).toMatch(/plain names/);
      }
    }
    expectJsonError(await send('GET', '/api/topics/all?populate[options]=*'), 400);
  });

  it('a parameter given twice is a 400', async () => {
    for (const [path, parameters] of LISTS_WITH_QUERIES) {
      for (const parameter of parameters) {
        const message = expectJsonError(await send('GET', `${path}?${parameter}=1&${parameter}=2`), 400, `${path} ${parameter}`);
        expect(message).toContain(`"${parameter}" is given more than once`);
      }
    }
  });

  it('numbers that are not whole numbers (1e9, 1.5, 0x10, 10 digits over the safe range) are 400s naming the parameter', async () => {
    for (const [path] of LISTS_WITH_QUERIES) {
      for (const [parameter, value] of [
        ['limit', '1e9'],
        ['page', '1e9'],
        ['page', '1.5'],
        ['limit', '0x10'],
        ['page', '99999999999999999999'],
        ['limit', 'abc'],
      ]) {
        expect(expectJsonError(await send('GET', `${path}?${parameter}=${value}`), 400, `${path}?${parameter}=${value}`)).toBe(
          `${parameter} must be a whole number`,
        );
      }
    }
  });

  it('invalid percent-encoding, NUL bytes and control characters in any query value are 400s', async () => {
    for (const [path, parameters] of LISTS_WITH_QUERIES) {
      for (const parameter of [...parameters, 'unknown']) {
        for (const value of ['%zz', '%ff', 'a%00b', '%0d%0aSet-Cookie:x=1', '%7f']) {
          expectJsonError(await send('GET', `${path}?${parameter}=${value}`), 400, `${path}?${parameter}=${value}`);
        }
      }
    }
    for (const path of PLAIN_ROUTES) expectJsonError(await send('GET', `${path}?x=%00`), 400, path);
  });

  it('an odd address gets its 4xx also when the well-formed one is cached (the cache key drops unknown parameters)', async () => {
    await stack.settle();
    for (const path of ['/api/topics/all', '/api/exam-patterns/all', '/api/questions/subtopic/percentages']) {
      const warm = await send('GET', path, { signedIn: false });
      expect(warm.status, path).toBe(200);
      const hit = await send('GET', path, { signedIn: false });
      expect(hit.status, path).toBe(200);
      for (const odd of ['?x=%00', '?page[]=1', '?x=1&x=2', '?x=%zz', `?x=${'a'.repeat(9000)}`]) {
        const answer = await send('GET', `${path}${odd}`, { signedIn: false });
        expectJsonError(answer, 'any4xx', `${path}${odd.slice(0, 20)}`);
      }
      // Unknown but well-formed parameters still share the cached answer.
      expect((await send('GET', `${path}?utm_source=mail`, { signedIn: false })).status).toBe(200);
    }
  });

  it('long query values: a 10 KB address is 414 JSON; a long search is cut, not refused', async () => {
    for (const [path] of LISTS_WITH_QUERIES) {
      const message = expectJsonError(await send('GET', `${path}?search=${'a'.repeat(10_000)}`), 414, path);
      expect(message).toMatch(/too long/);
    }
    const answer = await send('GET', `/api/exams/admin/all?search=${encodeURIComponent('中'.repeat(800))}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).exams).toEqual([]);
  });

  it('unusual but valid values (unicode, negative numbers, huge pages, unknown parameters) are never 5xx', async () => {
    for (const [path, parameters] of LISTS_WITH_QUERIES) {
      for (const parameter of [...parameters, 'unknown']) {
        // A parameter's values side by side: hundreds of requests one after another took most of a minute on a busy machine.
        const values = ['-1', '0', '99999999999', encodeURIComponent('ünïcödé 😀'), '%25', '*', '', encodeURIComponent('%_\\')];
        const answers = await Promise.all(values.map((value) => send('GET', `${path}?${parameter}=${value}`)));
        answers.forEach((answer, index) => {
          expect(answer.status, `${path}?${parameter}=${values[index]}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
          expect(answer.contentType).toMatch(/^application\/json/);
          if (answer.status >= 400) expect(typeof JSON.parse(answer.text).message).toBe('string');
        });
      }
    }
  });

  it('a search given twice or a category with control characters is refused, also past the address check', async () => {
    // The same check in the service (lib/validation.ts) for callers that do not come through the address guard.
    expect(() => searchText(['a', 'b'])).toThrow(/given once/);
    expect(() => searchText('a\u0000b')).toThrow(/control characters/);
    expect(searchText('  x  ')).toBe('x');
    expect(searchText('y'.repeat(500))).toHaveLength(200);
  });
});

describe('bodies', () => {
  it('a NUL character anywhere in a JSON body is a 400 naming the field (PostgreSQL cannot store it: a 503 before)', async () => {
    const exam = await api.post('/api/exams/add', { exam_name: 'Odd\u0000Exam', exam_level: 'Graduate' });
    expect(exam.status).toBe(400);
    expect(exam.body).toEqual({ message: 'exam_name must not contain NUL characters' });
    const sheet = await api.post('/api/cheatsheets/admin/create', {
      title: 'Odd sheet',
      category: 'Misc',
      items: [{ title: 'one', content: 'a\u0000b' }],
    });
    expect(sheet.status).toBe(400);
    expect(sheet.body.message).toBe('items[0].content must not contain NUL characters');
    const pattern = await api.put(`/api/exam-patterns/admin/${fx.patterns.sscPattern.documentId}`, { exam_name: 'SSC\u0000' });
    expect(pattern.status).toBe(400);
    expect(pattern.body.message).toBe('exam_name must not contain NUL characters');
  });

  it('a NUL character in a question form (a text field, or JSON inside a field) or its JSON body is a 400 naming the field', async () => {
    const question = (overrides: Record<string, unknown>) => ({
      question: '<p>Which?</p>',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'x',
      options: [
        { option_type: 'text' as const, option_text: 'x' },
        { option_type: 'text' as const, option_text: 'y' },
      ],
      ...overrides,
    });
    const form = await api.post('/api/questions/add', questionForm(question({ question: '<p>a\u0000b</p>' })));
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ message: 'question must not contain NUL characters' });
    const options = [
      { option_type: 'text' as const, option_text: 'x' },
      { option_type: 'text' as const, option_text: 'y\u0000' },
    ];
    const inForm = await api.post('/api/questions/add', questionForm(question({ options })));
    expect(inForm.status).toBe(400);
    expect(inForm.body).toEqual({ message: 'options[1].option_text must not contain NUL characters' });
    const inJson = await api.post('/api/questions/add', question({ options }));
    expect(inJson.status).toBe(400);
    expect(inJson.body).toEqual({ message: 'options[1].option_text must not contain NUL characters' });
  });

  it('a NUL character in a sign-in or a new subtopic is a 400 naming the field', async () => {
    const signIn = await fetch(`${stack.proxyUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ad\u0000min', password: 'whatever-password' }),
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual({ message: 'username must not contain NUL characters' });
    const subtopic = await api.post('/api/subtopics/add', {
      subtopic_name: 'odd-one',
      topic_id: fx.topics.aptitude.documentId,
      category: 'Odd\u0000',
    });
    expect(subtopic.status).toBe(400);
    expect(subtopic.body).toEqual({ message: 'category must not contain NUL characters' });
  });

  it('refuseNulInBody names the field of a parsed body that holds a NUL character', () => {
    const outcome = (body: unknown) => {
      let passed: unknown = 'not called';
      refuseNulInBody({ body } as never, {} as never, (error?: unknown) => (passed = error));
      return passed instanceof Error ? passed.message : passed;
    };
    expect(outcome({ username: 'a\u0000b', password: 'x' })).toBe('username must not contain NUL characters');
    expect(outcome({ list: [{ deep: ['ok', 'n\u0000'] }] })).toBe('list[0].deep[1] must not contain NUL characters');
    expect(outcome('\u0000')).toBe('The request body must not contain NUL characters');
    expect(outcome({ username: 'admin', password: 'tab\tand newline\n are fine' })).toBeUndefined();
    expect(outcome(undefined)).toBeUndefined();
  });

  it('bodies that are not JSON objects are 400 JSON', async () => {
    for (const body of ['{', 'null', '[]', '"text"', '1e999', '{"exam_name": {"$ne": null}}']) {
      const answer = await send('POST', '/api/exams/add', { body });
      expectJsonError(answer, 400, body);
    }
  });
});

describe('public pages with odd addresses', () => {
  it("answer the app's own 404 page (HTML, noindex), never a 5xx or an empty answer", async () => {
    for (const path of [
      `/practice/${'('.repeat(6000)}`,
      '/practice/a%00b',
      '/exam-patterns/..%2f..%2fadmin',
      `/test/${encodeURIComponent('😀'.repeat(50))}`,
    ]) {
      const answer = await send('GET', path, { signedIn: false });
      expect(answer.status, path).toBe(404);
      expect(answer.contentType).toMatch(/^text\/html/);
      expect(answer.text).toContain('noindex');
    }
  });

  it('a page address that cannot be decoded is a 400 JSON saying why', async () => {
    for (const path of ['/practice/%zz', '/cheatsheets/%ff', '/exam-patterns/%c0%ae']) {
      expect(expectJsonError(await send('GET', path, { signedIn: false }), 400, path)).toMatch(/not valid/);
    }
  });
});
