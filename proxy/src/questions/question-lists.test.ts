import { describe, expect, it, vi } from 'vitest';
import type { Stack, Strapi } from '#test/helpers/stack.js';
import { useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import type { Fixtures } from '#test/helpers/fixtures.js';

/** Question lists paged (?page, ?limit), sampled (?sample) and searched (?search) on the server. */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
/** The bank's questions in insertion order: q-01 … q-23; the odd ones are also in IBPS PO. */
let bank: string[];
const BANK_SIZE = 23;

async function createBank(strapi: Strapi, exam: string, topic: string): Promise<string[]> {
  const subtopic = await strapi.documents('api::subtopic.subtopic').create({ data: { subtopic_name: 'paging-bank', topic } });
  const ids: string[] = [];
  for (let index = 1; index <= BANK_SIZE; index++) {
    const label = `q-${String(index).padStart(2, '0')}`;
    const question = await strapi.documents('api::question.question').create({
      data: {
        question: `<p>Bank question ${label}</p>`,
        question_type: 'text',
        answer: index === 7 ? 'Seventh answer' : 'A',
        subtopic: subtopic.documentId,
        exams: index % 2 === 1 ? [exam] : [],
        options: [
          { option_type: 'text', option_text: 'A' },
          { option_type: 'text', option_text: 'B' },
        ],
      },
    });
    ids.push(question.documentId);
  }
  return ids;
}

useAdminStack(async (started) => {
  ({ stack, fx, api } = started);
  bank = await createBank(stack.strapi, fx.exams.ibpsPo.documentId, fx.topics.aptitude.documentId);
  await stack.settle();
  stack.proxy.cache.purge();
});

const ids = (body: Array<{ question: { _id: string } }>) => body.map((record) => record.question._id);
const BANK = '/api/questions/subtopic/paging-bank';

describe('public question lists, paged', () => {
  it('without page or limit, the answer is the whole list with no paging headers (unchanged)', async () => {
    const { status, headers, body } = await stack.json(BANK);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(bank);
    expect(headers.get('x-total-count')).toBeNull();
    expect(headers.get('link')).toBeNull();
  });

  it('a page is the same bare list holding that page, with X-Total-Count and Link', async () => {
    const first = await stack.json(`${BANK}?limit=10`);
    expect(ids(first.body)).toEqual(bank.slice(0, 10));
    expect(first.headers.get('x-total-count')).toBe(String(BANK_SIZE));
    expect(first.headers.get('link')).toBe(`<${BANK}?limit=10&page=2>; rel="next"`);

    const second = await stack.json(`${BANK}?page=2&limit=10`);
    expect(ids(second.body)).toEqual(bank.slice(10, 20));
    expect(second.headers.get('link')).toBe(`<${BANK}?limit=10&page=3>; rel="next", <${BANK}?limit=10&page=1>; rel="prev"`);

    const last = await stack.json(`${BANK}?page=3&limit=10`);
    expect(ids(last.body)).toEqual(bank.slice(20));
    expect(last.headers.get('link')).toBe(`<${BANK}?limit=10&page=2>; rel="prev"`);
  });

  it('asks Strapi once per page, never for the whole list', async () => {
    const spy = vi.spyOn(stack.proxy.cms, 'get');
    try {
      await stack.json(`${BANK}?page=2&limit=5`);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][1]).toMatchObject({ pagination: { page: 2, pageSize: 5 } });
    } finally {
      spy.mockRestore();
    }
  });

  it('clamps limit into 1–100 and page to at least 1; other values are a 400', async () => {
    const big = await stack.json(`${BANK}?limit=500`);
    expect(ids(big.body)).toEqual(bank);
    expect(big.headers.get('x-total-count')).toBe(String(BANK_SIZE));
    expect(ids((await stack.json(`${BANK}?limit=0`)).body)).toEqual(bank.slice(0, 1));
    expect(ids((await stack.json(`${BANK}?page=-4&limit=2`)).body)).toEqual(bank.slice(0, 2));
    expect(await stack.json(`${BANK}?page=abc`)).toMatchObject({ status: 400, body: { message: 'page must be a whole number' } });
    expect(await stack.json(`${BANK}?limit=1.5`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number' } });
    expect((await stack.json(`${BANK}?page=9&limit=10`)).body).toEqual([]);
  });

  it('the exam-and-subtopic list pages the same way', async () => {
    const odd = bank.filter((_, index) => index % 2 === 0);
    const { body, headers } = await stack.json(`/api/questions/exam/IBPS%20PO/subtopic/paging-bank?limit=5&page=2`);
    expect(ids(body)).toEqual(odd.slice(5, 10));
    expect(headers.get('x-total-count')).toBe(String(odd.length));
  });

  it('the cache keys on page and limit and replays the headers; CORS exposes them', async () => {
    await stack.settle();
    stack.proxy.cache.purge();
    const miss = await stack.get(`${BANK}?limit=4&page=2`);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const hit = await stack.get(`${BANK}?page=2&limit=4&unrelated=1`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('x-total-count')).toBe(String(BANK_SIZE));
    expect(hit.headers.get('link')).toBe(miss.headers.get('link'));
    expect(ids((await hit.json()) as Array<{ question: { _id: string } }>)).toEqual(bank.slice(4, 8));
    // The whole list and page 1 are different answers under different keys.
    expect((await stack.get(`${BANK}?page=1`)).headers.get('x-total-count')).toBe(String(BANK_SIZE));
    expect((await stack.get(BANK)).headers.get('x-total-count')).toBeNull();

    const crossSite = await stack.get(`${BANK}?limit=4&page=2`, { headers: { origin: 'https://partner.example' } });
    expect(crossSite.headers.get('x-cache')).toBe('HIT');
    expect(crossSite.headers.get('access-control-expose-headers')).toBe('X-Total-Count,Link');
  });
});

describe('public question lists, sampled', () => {
  it('draws N distinct questions of the list, uncached', async () => {
    for (let round = 0; round < 10; round++) {
      const { status, headers, body } = await stack.json(`${BANK}?sample=7`);
      expect(status).toBe(200);
      const drawn = ids(body);
      expect(drawn).toHaveLength(7);
      expect(new Set(drawn).size).toBe(7);
      for (const id of drawn) expect(bank).toContain(id);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-cache')).toBeNull();
      expect(headers.get('x-total-count')).toBe(String(BANK_SIZE));
    }
  });

  it('every question can be drawn, about equally often', async () => {
    const counts = new Map(bank.map((id) => [id, 0]));
    // 60 draws, six at a time (each is independent of the others).
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => stack.json(`${BANK}?sample=5`)));
      for (const answer of answers) for (const id of ids(answer.body)) counts.set(id, counts.get(id)! + 1);
    }
    // Expected 60 × 5 / 23 ≈ 13 per question; below 2 would be a 1-in-a-million event for a fair draw.
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(2);
  });

  it('reads a list ids in one call to the CMS, in id order, whatever its size', async () => {
    stack.proxy.cache.purge();
    const spy = vi.spyOn(stack.proxy.cms, 'get');
    try {
      await stack.json(`${BANK}?sample=3`);
      expect(spy.mock.calls.map(([path]) => path)).toEqual(['/questions/ids', '/questions']);
    } finally {
      spy.mockRestore();
    }
    const exam = 'IBPS PO';
    expect(await stack.proxy.cms.get('/questions/ids', { subtopic: 'paging-bank' })).toEqual({ data: bank, meta: { total: BANK_SIZE } });
    expect(await stack.proxy.cms.get('/questions/ids', { subtopic: 'paging-bank', exam })).toMatchObject({
      data: bank.filter((_, index) => index % 2 === 0),
    });
    expect(await stack.proxy.cms.get('/questions/ids', { subtopic: 'no-such-subtopic' })).toEqual({ data: [], meta: { total: 0 } });
    await expect(stack.proxy.cms.get('/questions/ids', {})).rejects.toMatchObject({ status: 400 });
  });

  it('reads the list ids once, then only the drawn records, until the content changes', async () => {
    await stack.json(`${BANK}?sample=3`); // the ids are known from here on
    const spy = vi.spyOn(stack.proxy.cms, 'get');
    try {
      await stack.json(`${BANK}?sample=3`);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][1]).toMatchObject({ filters: { documentId: { $in: expect.any(Array) } } });
    } finally {
      spy.mockRestore();
    }
  });

  it('asks for more than there are: every question once; a sample with paging or out of range', async () => {
    const all = await stack.json(`/api/questions/exam/IBPS%20PO/subtopic/paging-bank?sample=100`);
    expect(new Set(ids(all.body))).toEqual(new Set(bank.filter((_, index) => index % 2 === 0)));
    expect(ids((await stack.json(`${BANK}?sample=0`)).body)).toHaveLength(1);
    expect(ids((await stack.json(`${BANK}?sample=1000`)).body)).toHaveLength(BANK_SIZE);
    expect(await stack.json(`${BANK}?sample=x`)).toMatchObject({ status: 400, body: { message: 'sample must be a whole number' } });
    expect(await stack.json(`${BANK}?sample=3&page=2`)).toMatchObject({
      status: 400,
      body: { message: 'sample cannot be combined with page or limit' },
    });
    expect((await stack.json('/api/questions/subtopic/no-such-subtopic?sample=5')).body).toEqual([]);
  });
});

describe('admin question lists: filters, search, paging', () => {
  it('pages the exam list with totals (the admin screen no longer loads the whole exam)', async () => {
    const whole = ids((await api.get('/api/questions/all/exam/IBPS%20PO')).body);
    // IBPS PO holds fixture questions created before the bank, then the bank's odd questions.
    expect(whole.slice(-12)).toEqual(bank.filter((_, index) => index % 2 === 0));
    expect(whole).toContain(fx.questions.percentQuestions[1].documentId);
    const { status, headers, body } = await api.get('/api/questions/all/exam/IBPS%20PO?limit=10');
    expect(status).toBe(200);
    expect(ids(body)).toEqual(whole.slice(0, 10));
    expect(headers.get('x-total-count')).toBe(String(whole.length));
    expect(headers.get('link')).toBe('</api/questions/all/exam/IBPS%20PO?limit=10&page=2>; rel="next"');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('searches question text and answer within the subtopic, exam or both, keeping search in the links', async () => {
    const bySubtopic = await api.get('/api/questions/all/subtopic/paging-bank?search=q-1&limit=3');
    expect(ids(bySubtopic.body)).toEqual(bank.slice(9, 12));
    expect(bySubtopic.headers.get('x-total-count')).toBe('10'); // q-10 … q-19
    expect(bySubtopic.headers.get('link')).toBe('</api/questions/all/subtopic/paging-bank?search=q-1&limit=3&page=2>; rel="next"');

    const byAnswer = await api.get('/api/questions/all/subtopic/paging-bank?search=SEVENTH');
    expect(ids(byAnswer.body)).toEqual([bank[6]]);

    const both = await api.get('/api/questions/all/exam/IBPS%20PO/subtopic/paging-bank?search=q-1');
    expect(ids(both.body)).toEqual([bank[10], bank[12], bank[14], bank[16], bank[18]]);
    expect((await api.get('/api/questions/all/exam/SSC%20CGL/subtopic/paging-bank?search=q-1')).body).toEqual([]);
  });

  it('unpaged admin lists are unchanged, and clamps and 400s are those of the public lists', async () => {
    const whole = await api.get('/api/questions/all/subtopic/paging-bank');
    expect(ids(whole.body)).toEqual(bank);
    expect(whole.headers.get('x-total-count')).toBeNull();
    expect((await api.get('/api/questions/all/subtopic/paging-bank?limit=9999')).headers.get('x-total-count')).toBe(String(BANK_SIZE));
    expect(await api.get('/api/questions/all/subtopic/paging-bank?page=two')).toMatchObject({ status: 400 });
  });
});
