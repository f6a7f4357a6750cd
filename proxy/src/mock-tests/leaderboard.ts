import type { Leaderboard, PaperRank } from '@exam-prep/contract/public/mock-tests';
import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiMockTest } from '#src/strapi/types.js';
import { DEFAULT_LOCALE, type Locale } from '#src/strapi/locale.js';
import { findPaper } from './mock-tests.js';
import { paperTranslations } from './mock-test-translations.js';

/** How long a paper's leaderboard is reused: a submission moves it, but nobody needs it to the second. */
const LEADERBOARD_TTL_MS = 15_000;
const MAX_KEPT = 500;

interface StoredEntry {
  rank: number;
  display_name: string | null;
  public_number: number | null;
  score: number;
  max_score: number;
  time_spent_seconds: number | null;
}

/** The name a student is shown by: the one they chose, else "Student #<number>" (no real names by default). */
const shownName = (entry: StoredEntry) =>
  entry.display_name ?? (entry.public_number == null ? 'Student' : `Student #${entry.public_number}`);

/**
 * Papers' leaderboards (cms/src/api/student-progress/leaderboard.ts), each kept for LEADERBOARD_TTL_MS: a public read
 * that a crowd refreshing after a live paper would otherwise send to the database on every request.
 */
export class Leaderboards {
  private readonly kept = new Map<string, { at: number; answer: Promise<Leaderboard> }>();

  constructor(private readonly cms: StrapiClient) {}

  /** A paper's leaderboard, its title in `locale` where the paper is translated (else English). */
  of(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Leaderboard> {
    const key = `${locale}:${slug}`;
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && now - kept.at < LEADERBOARD_TTL_MS) return kept.answer;
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    const answer = this.read(slug, locale);
    this.kept.set(key, { at: now, answer });
    // A failure is not kept: the next request asks again.
    answer.catch(() => this.kept.delete(key));
    return answer;
  }

  private async read(slug: string, locale: Locale): Promise<Leaderboard> {
    const paper: StrapiMockTest = await findPaper(
      this.cms,
      slug,
      { fields: ['slug', 'title'], populate: { sections: { fields: ['section_name'] } } },
      true,
    );
    const [{ entries, total }, translations] = await Promise.all([
      this.cms.get<{ entries: StoredEntry[]; total: number }>(`/student-progress/leaderboards/${encodeURIComponent(paper.documentId)}`),
      paperTranslations(this.cms, locale, [paper.documentId], false),
    ]);
    return {
      paper: { slug: paper.slug ?? slug, title: translations.get(paper.documentId)?.title || paper.title || slug },
      total,
      entries: entries.map((entry) => ({
        rank: entry.rank,
        name: shownName(entry),
        score: entry.score,
        max_score: entry.max_score,
        time_spent_seconds: entry.time_spent_seconds,
      })),
    };
  }
}

/**
 * Links a just-submitted attempt to the signed-in student (their own Strapi client) and answers their rank on the
 * paper; null when they have no ranked attempt (only late ones).
 */
export async function linkAttemptToStudent(studentCms: StrapiClient, attemptId: string): Promise<PaperRank | null> {
  const answer = await studentCms.post<{ linked: boolean; rank: PaperRank | null }>(
    `/student-progress/attempts/${encodeURIComponent(attemptId)}/link`,
    {},
  );
  return answer.rank;
}
