import { LRUCache } from 'lru-cache';
import type { StrapiMockTest } from '#src/strapi/types.js';
import type { ScoredQuestion } from './mock-test-scoring.js';

/** Answer keys kept: a bank's worth of papers; an entry is its answer, explanation and option texts (about 1 KB). */
const MAX_ANSWER_KEYS = 20_000;
const MAX_ANSWER_KEY_BYTES = 64 * 1024 * 1024;
const MAX_PAPERS = 1000;

/**
 * What scoring a submission reads of the content, kept between submissions: each paper's marking scheme and
 * section names (by slug) and each question's answer key. Reading 100 questions with their options is most of
 * a submission's time in Strapi, and every attempt of a paper asks for the same ones. Like the response cache,
 * it is emptied on every purge (forget(), on any content change), and what was read while one happened is not kept.
 */
export class ScoringMemory {
  private readonly answerKeys = new LRUCache<string, ScoredQuestion>({
    max: MAX_ANSWER_KEYS,
    maxSize: MAX_ANSWER_KEY_BYTES,
    sizeCalculation: (key) =>
      100 +
      (key.pagePath?.length ?? 0) +
      (key.answer?.length ?? 0) +
      (key.explanation?.length ?? 0) +
      key.options.reduce((sum, option) => sum + 40 + option.option_text.length, 0),
  });
  private readonly papers = new LRUCache<string, StrapiMockTest>({ max: MAX_PAPERS });
  /** Goes up with every forget(). */
  private generation = 0;

  forget() {
    this.generation++;
    this.answerKeys.clear();
    this.papers.clear();
  }

  /** A paper by slug: kept once read (`read` throws for one that does not exist, which is not kept). */
  async paper(slug: string, read: () => Promise<StrapiMockTest>): Promise<StrapiMockTest> {
    const known = this.papers.get(slug);
    if (known) return known;
    const generation = this.generation;
    const paper = await read();
    if (generation === this.generation) this.papers.set(slug, paper);
    return paper;
  }

  /** The answer keys of these questions: those not kept are read in one go (`read` leaves out deleted ones). */
  async answerKeysOf(
    ids: string[],
    read: (missing: string[]) => Promise<Map<string, ScoredQuestion>>,
  ): Promise<Map<string, ScoredQuestion>> {
    const keys = new Map<string, ScoredQuestion>();
    const missing: string[] = [];
    for (const id of ids) {
      const known = this.answerKeys.get(id);
      if (known) keys.set(id, known);
      else missing.push(id);
    }
    if (missing.length === 0) return keys;
    const generation = this.generation;
    for (const [id, key] of await read(missing)) {
      keys.set(id, key);
      if (generation === this.generation) this.answerKeys.set(id, key);
    }
    return keys;
  }
}
