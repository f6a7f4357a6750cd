import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { lightMarkdownToHtml } from '#src/ai/light-markdown.js';
import { AI_FAILURE_MESSAGE } from '#src/ai/explainer.js';
import { allKeys, listen, type Stack } from '#test/helpers/stack.js';
import { startFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { FakeGemini } from '#test/helpers/fake-gemini.js';

let stack: Stack;
let fx: Fixtures;
const gemini = new FakeGemini();

beforeAll(async () => {
  await gemini.start();
  ({ stack, fx } = await startFixtureStack({
    env: {
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test-flash',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    },
  }));
  await stack.settle();
});
afterAll(async () => {
  await stack?.stop();
  await gemini.stop();
});

interface Sse {
  event: string;
  data: Record<string, unknown>;
}

/** POSTs for an explanation and reads the whole event stream. */
async function explain(
  questionId: string,
  baseUrl = stack.proxyUrl,
): Promise<{ status: number; contentType: string | null; events: Sse[]; body?: unknown }> {
  const response = await fetch(`${baseUrl}/api/ai/explanations/${questionId}`, { method: 'POST' });
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream'))
    return { status: response.status, contentType, events: [], body: await response.json() };
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
  return { status: response.status, contentType, events };
}

const percentQuestion = () => fx.questions.percentQuestions[0].documentId;

describe('Owl AI explanations', () => {
  it('reports that the feature is on', async () => {
    expect((await stack.json('/api/ai/status')).body).toEqual({ enabled: true });
  });

  it('streams a generated explanation built from the stored question and every lettered option', async () => {
    const before = gemini.calls.length;
    const { status, events } = await explain(percentQuestion());
    expect(status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'chunk', 'done']);
    expect(
      events
        .slice(0, 3)
        .map((e) => e.data.text)
        .join(''),
    ).toBe(gemini.reply.join(''));
    const done = events[3].data;
    expect(done.stored).toBe(false);
    expect(done.html).toBe(
      '<p>Let us work it out. 20% of 150 is <strong>30</strong>, because 150 × 0.2 = 30.</p><p>The correct answer is: B</p>',
    );

    expect(gemini.calls.length).toBe(before + 1);
    const call = gemini.calls.at(-1)!;
    expect(call.path).toBe('/v1beta/models/gemini-test-flash:streamGenerateContent?alt=sse');
    expect(call.apiKey).toBe('test-gemini-key');
    expect(call.prompt).toContain('Question: What is 20% of 150?');
    for (const line of ['A. 25', 'B. 30', 'C. 35', 'D. 40']) expect(call.prompt).toContain(line);
    expect(call.prompt).toContain('The correct option is B (30).');
    expect(call.prompt).toContain('under 200 words');
    expect(call.prompt).toContain('The correct answer is: [letter]');
  });

  it('serves the second request from the store without calling the model again', async () => {
    const before = gemini.calls.length;
    const { events } = await explain(percentQuestion());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'done', data: { stored: true, html: expect.stringContaining('<strong>30</strong>') } });
    expect(gemini.calls.length).toBe(before);
  });

  it('never shows the stored explanation in the public question calls', async () => {
    const { body } = await stack.json(`/api/questions/id/${percentQuestion()}`);
    expect([...allKeys(body)].some((key) => key.startsWith('ai_'))).toBe(false);
  });

  it('drops the stored explanation when its question is edited', async () => {
    await stack.strapi
      .documents('api::question.question')
      .update({ documentId: percentQuestion(), data: { explanation: '<p>Edited.</p>' } });
    const before = gemini.calls.length;
    const { events } = await explain(percentQuestion());
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { stored: false } });
    expect(gemini.calls.length).toBe(before + 1);
  });

  it('404 for a question held for tests, as for an unknown one, even with a stored explanation', async () => {
    const setHeld = (held: boolean) =>
      stack.strapi.db.connection('questions').where({ document_id: percentQuestion() }).update({ held_for_tests: held });
    // Explained (and stored) first; holding is not an edit, so the stored explanation stays and must not be shown.
    expect((await explain(percentQuestion())).events.at(-1)).toMatchObject({ event: 'done' });
    await setHeld(true);
    const before = gemini.calls.length;
    const unknown = await explain('zzzzzzzzzzzzzzzzzzzzzzzz');
    const answer = await explain(percentQuestion());
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: unknown.body });
    expect(gemini.calls.length).toBe(before);
    await setHeld(false);
    expect((await explain(percentQuestion())).events.at(-1)).toMatchObject({ event: 'done', data: { stored: true } });
  });

  it('runs one generation for concurrent first requests, and every student gets the text', async () => {
    const id = fx.questions.percentQuestions[2].documentId;
    const before = gemini.calls.length;
    const answers = await Promise.all([explain(id), explain(id), explain(id)]);
    expect(gemini.calls.length).toBe(before + 1);
    for (const { events } of answers) {
      expect(events.at(-1)?.event).toBe('done');
      expect(
        events
          .filter((e) => e.event === 'chunk')
          .map((e) => e.data.text)
          .join(''),
      ).toBe(gemini.reply.join(''));
    }
  });

  it('reports a failed generation with the spec text and stores nothing', async () => {
    const id = fx.questions.workQuestion.documentId;
    gemini.failNextWith = 503;
    const failed = await explain(id);
    expect(failed.events.at(-1)).toEqual({ event: 'error', data: { message: AI_FAILURE_MESSAGE } });
    expect(AI_FAILURE_MESSAGE).toBe('Failed to generate AI explanation. Please Try Again.');
    // Nothing was stored: the next request generates afresh, and succeeds.
    const before = gemini.calls.length;
    const retried = await explain(id);
    expect(retried.events.at(-1)).toMatchObject({ event: 'done', data: { stored: false } });
    expect(gemini.calls.length).toBe(before + 1);
  });

  it('answers 404 for an unknown question, before any streaming', async () => {
    const unknown = await explain('doesnotexist0000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Question not found' });
    expect((await explain('..%2F..%2Fetc')).status).toBe(404);
  });
});

/** A second proxy in front of the same Strapi, with other settings. */
async function otherProxy(env: Record<string, string | undefined>) {
  const proxy = createApp(loadConfig({ ...process.env, STRAPI_URL: stack.strapiUrl, ...env }), createLogger('silent'));
  const server = http.createServer(proxy.handle);
  const url = await listen(server);
  return {
    url,
    stop: async () => {
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('Owl AI limits', () => {
  it('rate limits per IP with 429 and a clear message', async () => {
    const limited = await otherProxy({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const id = percentQuestion();
      expect((await explain(id, limited.url)).status).toBe(200);
      expect((await explain(id, limited.url)).status).toBe(200);
      const third = await explain(id, limited.url);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ message: 'Too many AI explanation requests. Please wait a minute and try again.' });
    } finally {
      await limited.stop();
    }
  });

  it('without a key: status says off and the call is a clear 503', async () => {
    const off = await otherProxy({ GEMINI_API_KEY: '' });
    try {
      expect(await (await fetch(`${off.url}/api/ai/status`)).json()).toEqual({ enabled: false });
      const answer = await explain(percentQuestion(), off.url);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'AI explanations are not configured' });
    } finally {
      await off.stop();
    }
  });
});

describe('light markdown', () => {
  it('turns bold, italic and paragraphs into HTML', () => {
    expect(lightMarkdownToHtml('A **bold** and *italic* and _also italic_ word.\n\nNext line\nbroken')).toBe(
      '<p>A <strong>bold</strong> and <em>italic</em> and <em>also italic</em> word.</p><p>Next line<br>broken</p>',
    );
    expect(lightMarkdownToHtml('5 * 3 = 15 and 2 * 4 = 8')).toBe('<p>5 * 3 = 15 and 2 * 4 = 8</p>');
  });

  it('can never let model output inject markup', () => {
    const html = lightMarkdownToHtml('<script>alert(1)</script> **<img src=x onerror=alert(1)>** [x](javascript:alert(1))');
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1].toLowerCase()));
    expect([...tags].sort()).toEqual(['p', 'strong']);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
