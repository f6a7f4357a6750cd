import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsDir, requireFromCms, startStack, type Stack } from '#test/helpers/stack.js';

// The lists a public page loads besides questions stay small at 1,000 subtopics (under 50 KB gzipped),
// so they need no paging (measured 2026-11-23: 21 KB for either subtopic list, 6 KB for the sitemap). The bulk
// seeder makes the subtopics (one question each) as the bench does.

const SUBTOPICS = 1000;
const GZIPPED_BUDGET = 50 * 1024;
const BULK_TOPIC = 'bulk-practice';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  const { seedBulkQuestions } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'bulk.js'));
  const seeded = await seedBulkQuestions(stack.strapi, { questions: SUBTOPICS, subtopicsCount: SUBTOPICS });
  expect(seeded.subtopics).toHaveLength(SUBTOPICS);
  stack.proxy.cache.purge();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** The bytes the proxy sends a browser that accepts gzip (fetch would decompress them before we could count). */
function gzippedAnswer(pathname: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  const { hostname, port } = new URL(stack.proxyUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: pathname, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], bytes }));
    });
    request.on('error', reject);
  });
}

describe(`public lists at ${SUBTOPICS} subtopics`, () => {
  it.each([
    ['/api/subtopics/all', SUBTOPICS],
    [`/api/subtopics/topicname/${BULK_TOPIC}`, SUBTOPICS],
  ])('%s lists every subtopic in under 50 KB gzipped', async (pathname, expected) => {
    const { status, body } = await stack.json(pathname); // checked against the contract's schema
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(expected);
    const sent = await gzippedAnswer(pathname);
    expect(sent).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(sent.bytes).toBeLessThan(GZIPPED_BUDGET);
  });

  it('/sitemap.xml is one sitemap of every subtopic page, under 50 KB gzipped', async () => {
    const response = await stack.get('/sitemap.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    // Each subtopic is two addresses: its practice page and its mock test.
    expect(xml.match(/<url>/g)?.length).toBeGreaterThanOrEqual(2 * SUBTOPICS);
    expect(xml).toContain(`/practice/${BULK_TOPIC}/bulk-set-${SUBTOPICS}<`);
    const sent = await gzippedAnswer('/sitemap.xml');
    expect(sent).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(sent.bytes).toBeLessThan(GZIPPED_BUDGET);
  });
});
