import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '@/api/questions';
import { downloadedSample, drawSample, keptWholeListUrl } from './offline-sample';

const record = (id: string) => ({ question: { _id: id }, options: [{ _id: `${id}-a` }, { _id: `${id}-b` }] }) as unknown as QuestionRecord;
const pool = Array.from({ length: 50 }, (_, index) => record(`q${index}`));
const ids = (records: QuestionRecord[]) => records.map((item) => item.question._id);

describe('drawing a topic test on the device', () => {
  it('draws the size asked for, none twice, from the pool only', () => {
    const drawn = drawSample(pool, 30);
    expect(drawn).toHaveLength(30);
    expect(new Set(ids(drawn)).size).toBe(30);
    expect(ids(drawn).every((id) => ids(pool).includes(id))).toBe(true);
    expect(pool).toHaveLength(50);
  });

  it('gives a pool no larger than the size whole', () => {
    expect(new Set(ids(drawSample(pool.slice(0, 7), 30)))).toEqual(new Set(ids(pool.slice(0, 7))));
  });

  it('gives every question a chance (a partial Fisher–Yates shuffle)', () => {
    // Always the last of the rest: q3 swaps with q0, then q0 (now last) is drawn second.
    expect(ids(drawSample(pool.slice(0, 4), 2, () => 0.999))).toEqual(['q3', 'q0']);
    expect(ids(drawSample(pool.slice(0, 4), 2, () => 0))).toEqual(['q0', 'q1']);
  });

  it('draws from the subtopic’s kept whole list, in the page’s language first, else the other', async () => {
    const kept = new Map<string, unknown>([[keptWholeListUrl('percentages', 'en'), pool.slice(0, 40)]]);
    const read = async (url: string) => kept.get(url);
    const drawn = await downloadedSample('percentages', 'hi', 30, read);
    expect(drawn).toHaveLength(30);
    expect(await downloadedSample('averages', 'en', 30, read)).toBeNull();
  });

  it('reads the list at the address the download keeps: the whole list, localized', () => {
    expect(keptWholeListUrl('percentages', 'en')).toBe('/api/questions/subtopic/percentages');
    expect(keptWholeListUrl('percentages', 'hi')).toBe('/api/questions/subtopic/percentages?locale=hi');
  });

  it('ignores what is not a question list', async () => {
    const read = async () => ({ message: 'offline' });
    expect(await downloadedSample('percentages', 'en', 30, read)).toBeNull();
  });
});
