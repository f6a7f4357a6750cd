import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiQuestion } from '#src/strapi/types.js';
import { nameFromAddress } from '#src/lib/validation.js';
import {
  localizedQuestion,
  NOT_HELD_FILTER,
  questionQuery,
  questionTranslationQuery,
  toQuestionRecord,
  type QuestionRecord,
  type QuestionSelection,
} from './questions.js';
import { DEFAULT_LOCALE, translationsOf, type Locale } from '#src/strapi/locale.js';

/** The lists whose ids are kept: one entry per subtopic (and exam) drawn from; an id is about 30 bytes. */
const MAX_ID_LISTS = 2000;

/**
 * Draws questions at random from a list (`?sample=N`), without reading the list's records on every draw.
 *
 * A list's document ids are read once (only the ids, in id order, in one query on the link table's index) and kept
 * until the content changes (forget() runs on every purge of the response cache). A draw picks N of them
 * with a partial Fisher–Yates shuffle on crypto.randomInt, so every question is equally likely and none
 * comes twice, then fetches those N records in one call and answers them in the order drawn.
 */
export class QuestionSampler {
  private readonly ids = new LRUCache<string, string[]>({ max: MAX_ID_LISTS });
  /** Goes up with every forget(): an id list read while the content changed is not kept. */
  private generation = 0;

  forget() {
    this.generation++;
    this.ids.clear();
  }

  async draw(
    cms: StrapiClient,
    by: QuestionSelection,
    size: number,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ records: QuestionRecord[]; total: number }> {
    const pool = await this.idsOf(cms, by);
    const drawn = drawWithoutRepeats(pool, size);
    if (drawn.length === 0) return { records: [], total: pool.length };
    // The drawn questions and, in another language, their translations: side by side.
    const [{ data }, translations] = await Promise.all([
      cms.get<StrapiList<StrapiQuestion>>('/questions', {
        ...questionQuery,
        // Held since the pool was read? Left out like a deleted one (holding a question purges the pools anyway).
        filters: { documentId: { $in: drawn }, ...NOT_HELD_FILTER },
        pagination: { page: 1, pageSize: drawn.length },
      }),
      translationsOf<StrapiQuestion>(cms, '/questions', locale, drawn, questionTranslationQuery),
    ]);
    const byId = new Map(data.map((row) => [row.documentId, localizedQuestion(row, translations.get(row.documentId))]));
    // A question deleted since the ids were read is left out (the delete's purge has already forgotten the list).
    const records = drawn.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toQuestionRecord(row)] : [];
    });
    return { records, total: pool.length };
  }

  /**
   * The ids of a list's questions, in id order (kept until the next forget()); mock tests' blueprints draw from them
   * too. Questions held for tests are never among them (the CMS leaves them out): a blueprint never draws one.
   */
  async idsOf(cms: StrapiClient, by: QuestionSelection): Promise<string[]> {
    // Names are looked up exactly as written (nameFromAddress checks them), so they key the list as written.
    const key = JSON.stringify([by.subtopicName ?? null, by.examName ?? null]);
    const known = this.ids.get(key);
    if (known) return known;
    const generation = this.generation;
    // One query in the CMS, from the link tables' indexes (cms/src/api/question/routes/02-question-ids.ts).
    const { data: ids } = await cms.get<{ data: string[] }>('/questions/ids', {
      subtopic: by.subtopicName === undefined ? undefined : nameFromAddress(by.subtopicName, 'subtopic name'),
      exam: by.examName === undefined ? undefined : nameFromAddress(by.examName, 'exam name'),
    });
    if (generation === this.generation) this.ids.set(key, ids);
    return ids;
  }
}

/** `size` distinct items of `pool` (all of them when it is smaller), uniformly at random: a partial Fisher–Yates shuffle. */
export function drawWithoutRepeats<T>(pool: readonly T[], size: number): T[] {
  const count = Math.min(size, pool.length);
  // Only the swapped positions are remembered, so a draw costs O(size), not a copy of the pool.
  const swapped = new Map<number, T>();
  const at = (index: number) => (swapped.has(index) ? swapped.get(index)! : pool[index]);
  const drawn: T[] = [];
  for (let index = 0; index < count; index++) {
    const pick = randomInt(index, pool.length);
    const chosen = at(pick);
    swapped.set(pick, at(index));
    drawn.push(chosen);
  }
  return drawn;
}
