import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, createAdministrator, questionForm, signIn, textOptions } from '#test/helpers/admin.js';
import { cmsDir, eventually, requireFromCms, startStack, type ProxyInstance, type Stack } from '#test/helpers/stack.js';

// The whole question lists are made page by page from Strapi and streamed; an answer over the cache's memory
// limit is kept on disk. A few hundred questions and 50-row Strapi pages stand for the 50,000-question subtopic
// of the bench (scripts/lib/bench-big-list.mjs), and a 20 KB memory limit for the 8 MB default.

const QUESTIONS = 300;
const PAGE_ROWS = 50;

let stack: Stack;
/** A proxy with 50-row Strapi pages and a 20 KB memory limit, in front of the same Strapi. */
let small: ProxyInstance;
let listPath: string;
/** Strapi's question list requests so far. */
const strapiListCalls: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  const { seedBulkQuestions } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'bulk.js'));
  const seeded = await seedBulkQuestions(stack.strapi, { questions: QUESTIONS, subtopicsCount: 1 });
  listPath = `/api/questions/subtopic/${seeded.subtopics[0]}`;
  small = await stack.addProxy({ CMS_LIST_PAGE_SIZE: String(PAGE_ROWS), CACHE_MEMORY_ENTRY_MAX_MB: '0.02' });
  stack.strapi.server.httpServer.on('request', (req: IncomingMessage) => {
    if (req.url?.startsWith('/api/questions?')) strapiListCalls.push(req.url);
  });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const fetchFrom = (base: string, pathname: string, headers: Record<string, string> = {}) => fetch(`${base}${pathname}`, { headers });
/** The JSON files the small proxy keeps (compressed copies end in .br and .gz). */
const spilledLists = () => {
  const dir = small.proxy.cache.spillDirectory;
  return dir ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
};

describe('whole question lists larger than a Strapi page', () => {
  let expected: Array<{ question: { _id: string } }>;
  let expectedText: string;

  it('list every question in order, with the same bytes whether kept in memory or on disk', async () => {
    // The pages, read one by one, are the reference: the same rows, order and shape.
    expected = [];
    for (let page = 1; page <= QUESTIONS / 100; page++) {
      const { status, body } = await stack.json(`${listPath}?limit=100&page=${page}`);
      expect(status).toBe(200);
      expected.push(...body);
    }
    expectedText = JSON.stringify(expected);

    const inMemory = await stack.json(listPath); // checked against the contract's schema
    expect(inMemory.status).toBe(200);
    expect(JSON.stringify(inMemory.body)).toBe(expectedText);
    const memoryHit = await fetchFrom(stack.proxyUrl, listPath);
    expect(memoryHit.headers.get('x-cache')).toBe('HIT');
    expect(memoryHit.headers.get('etag')).toMatch(/^W\/"/);
    expect(await memoryHit.text()).toBe(expectedText);

    const before = strapiListCalls.length;
    const onDisk = await fetchFrom(small.url, listPath);
    expect(onDisk.status).toBe(200);
    expect(onDisk.headers.get('x-cache')).toBe('MISS');
    expect(await onDisk.text()).toBe(expectedText);
    // Six full pages and the empty one that ends the list.
    expect(strapiListCalls.length - before).toBe(QUESTIONS / PAGE_ROWS + 1);
    await eventually(async () => expect(spilledLists()).toHaveLength(1));
  });

  it('answer again from disk with an ETag, 304s and gzip', async () => {
    const before = strapiListCalls.length;
    const hit = await fetchFrom(small.url, listPath, { 'accept-encoding': 'identity' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const etag = hit.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(Number(hit.headers.get('content-length'))).toBe(Buffer.byteLength(expectedText));
    expect(await hit.text()).toBe(expectedText);

    expect((await fetchFrom(small.url, listPath, { 'if-none-match': etag })).status).toBe(304);
    // Raw bytes: fetch would decompress them itself.
    const gzipped = await new Promise<Buffer>((resolve, reject) => {
      const { hostname, port } = new URL(small.url);
      import('node:http').then(({ get }) =>
        get({ host: hostname, port, path: listPath, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(gunzipSync(gzipped).toString()).toBe(expectedText);
    expect(strapiListCalls.length).toBe(before);
  });

  it('four concurrent requests after a purge cost one build, and a write removes the file', async () => {
    small.proxy.cache.applyPeerPurge(); // as a purge relayed from another proxy through Redis
    await eventually(async () => expect(spilledLists()).toHaveLength(0));

    const before = strapiListCalls.length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => fetchFrom(small.url, listPath).then((r) => r.text())));
    expect(answers).toEqual(Array(4).fill(expectedText));
    expect(strapiListCalls.length - before).toBe(QUESTIONS / PAGE_ROWS + 1);
    await eventually(async () => expect(spilledLists()).toHaveLength(1));

    // A write through this proxy: the list gains the question, and the old file is gone.
    const admin = await createAdministrator(stack.strapi);
    const viaSmall = { ...stack, get: (pathname: string, init?: RequestInit) => fetch(`${small.url}${pathname}`, init) };
    const api = adminClient(viaSmall, await signIn(viaSmall, admin.username, admin.password));
    const subtopicId = (expected[0] as unknown as { question: { subtopic_id: string } }).question.subtopic_id;
    const added = await api.post(
      '/api/questions/add',
      questionForm({ question: 'One more', subtopic_id: subtopicId, answer: 'Yes', options: textOptions('Yes', 'No') }),
    );
    expect(added.status).toBe(201);
    await eventually(async () => expect(spilledLists()).toHaveLength(0));
    const after = await fetchFrom(small.url, listPath);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(((await after.json()) as unknown[]).length).toBe(QUESTIONS + 1);
  });
});
