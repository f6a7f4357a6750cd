import type { SiteLocale } from '@exam-prep/contract/page-locale';
import type { QuestionRecord } from '@/api/questions';
import { DOWNLOADS_CACHE } from '@/lib/offline/cache-names';
import { wholeSubtopicListUrl } from '@/features/offline/lib/subtopic-download';

/** The subtopic's whole question list in a language, at the address "Download for offline" keeps it under. */
export const keptWholeListUrl = wholeSubtopicListUrl;

/**
 * `size` items of `pool` at random, none twice, in the order drawn (a partial Fisher–Yates shuffle): the server's
 * rule for `?sample=N` (proxy/src/questions/question-sample.ts). A pool no larger than `size` comes whole, shuffled.
 */
export function drawSample<T>(pool: readonly T[], size: number, random: () => number = Math.random): T[] {
  const items = [...pool];
  const count = Math.min(size, items.length);
  for (let index = 0; index < count; index++) {
    const pick = index + Math.floor(random() * (items.length - index));
    [items[index], items[pick]] = [items[pick]!, items[index]!];
  }
  return items.slice(0, count);
}

/** The records of a whole-list answer (an array; a paged answer's `items` or `data` are accepted too). */
function recordsOf(answer: unknown): QuestionRecord[] | null {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as { items?: unknown; data?: unknown }).items ?? (answer as { data?: unknown }).data)
      : null;
  if (!Array.isArray(list)) return null;
  return list.filter((record): record is QuestionRecord => {
    const candidate = record as Partial<QuestionRecord> | null;
    return typeof candidate?.question?._id === 'string' && Array.isArray(candidate.options);
  });
}

/** Reads a kept answer from the downloads (tests hand in their own). */
export type DownloadsReader = (url: string) => Promise<unknown>;

const readDownloads: DownloadsReader = async (url) => {
  if (typeof caches === 'undefined') return undefined;
  const kept = await (await caches.open(DOWNLOADS_CACHE)).match(url);
  return kept ? kept.json() : undefined;
};

/**
 * A topic test drawn on the device, from the subtopic's whole question list as "Download for offline" kept it
 * (in the page's language, else in the other one), with the server's size and rules; null when the subtopic was
 * not downloaded.
 */
export async function downloadedSample(
  subtopicName: string,
  locale: SiteLocale,
  size: number,
  read: DownloadsReader = readDownloads,
): Promise<QuestionRecord[] | null> {
  const languages: SiteLocale[] = locale === 'en' ? ['en', 'hi'] : [locale, 'en'];
  for (const language of languages) {
    const records = recordsOf(await read(keptWholeListUrl(subtopicName, language)).catch(() => undefined));
    if (records && records.length > 0) return drawSample(records, size);
  }
  return null;
}
