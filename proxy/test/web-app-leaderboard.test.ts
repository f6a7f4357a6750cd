import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stack } from './helpers/stack.js';
import { type Fixtures, startFixtureStack } from './helpers/fixtures.js';
import { choose, createPaper, quiet, sitPaper, submitPaper } from './helpers/mock-tests.js';
import { newStudent } from '#src/student-progress/test-helpers.js';

/**
 * A paper's leaderboard page, server-rendered from the real web build (web/dist and web/dist-server, made by
 * `npm run build -w web`): readable without JavaScript, its answer embedded for hydration, the same bytes for
 * everyone, and kept no longer than the API keeps the board (submissions move it without a purge).
 */

const webDist = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');
const SITE = 'https://examprep.example';

let stack: Stack;
let fx: Fixtures;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
    throw new Error('These tests render with the real web build: run `npm run build -w web` first (npm test does).');
  }
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: webDist, PUBLIC_SITE_URL: SITE } }));
  await stack.settle();
});
afterAll(async () => {
  await stack?.stop();
});

async function served(address: string) {
  const response = await stack.get(address);
  const html = await response.text();
  const app = /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-data"/.exec(html)?.[1] ?? '';
  const dataElement = /<script id="server-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return {
    status: response.status,
    html,
    text: app
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    data: dataElement ? (JSON.parse(dataElement[1]!) as Record<string, unknown>) : undefined,
  };
}

describe("a paper's leaderboard page (/mock-tests/{slug}/leaderboard)", () => {
  const slug = 'rendered-leaderboard-paper';
  const address = `/mock-tests/${slug}/leaderboard`;
  /** A signed-in student sits the paper and answers its one question rightly. */
  const sitAs = async (cookie: string) => {
    const work = fx.questions.workQuestion.documentId;
    const paper = await sitPaper(stack, slug);
    const submitted = await submitPaper(
      stack,
      slug,
      { attempt_id: paper.attempt_id, responses: [choose(paper, work, '6 days')] },
      stack.proxyUrl,
      {
        cookie,
      },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  };

  it('arrives rendered with its board embedded, the same HTML for a signed-in student, and is kept 15 s at most', async () => {
    await createPaper(stack.strapi, {
      title: 'Rendered Leaderboard Paper',
      slug,
      kind: 'practice',
      marking_scheme: { correct_answer: 2, wrong_answer: 0 },
      duration: 30,
      sections: [{ section_name: 'Work', questions: [fx.questions.workQuestion.documentId] }],
    });
    const first = await newStudent(stack, 'board-first');
    const second = await newStudent(stack, 'board-second');
    await sitAs(first.cookie);
    await quiet(stack);
    stack.proxy.cache.purge();

    const page = await served(address);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Rendered Leaderboard Paper: Leaderboard');
    expect(page.text).toContain('1 student ranked');
    expect(page.text).toMatch(/1 Student #\d+ 2 \/ 2/);
    expect(page.html).toMatch(/<title[^>]*>Rendered Leaderboard Paper – Leaderboard \| ExamPrep<\/title>/);
    expect(page.html).toContain(`rel="canonical" href="https://examprep.example${address}"`);
    const key = `/api/mock-tests/slug/${slug}/leaderboard`;
    expect(page.data![key]).toEqual((await stack.json(key)).body);
    // Nothing of the reader: a signed-in student is served the same bytes.
    const signedIn = await stack.get(address, { headers: { cookie: first.cookie } });
    expect(await signedIn.text()).toBe(page.html);
    expect((await served(`/hi${address}`)).text).toContain('Rendered Leaderboard Paper: लीडरबोर्ड');
    const unknown = await served('/mock-tests/no-such-paper/leaderboard');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Leaderboard Not Found');

    // Another student ranks: submissions purge nothing, so the page (like the API's board) moves once 15 s are past.
    await sitAs(second.cookie);
    await quiet(stack);
    // Rendered again or kept, it shows the board the API keeps for 15 s.
    expect((await served(address)).text).toContain('1 student ranked');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16_000);
      expect((await served(address)).text).toContain('2 students ranked');
    } finally {
      vi.useRealTimers();
    }
  });
});
