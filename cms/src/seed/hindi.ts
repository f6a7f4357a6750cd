import type { Core, UID } from '@strapi/strapi';
import type { SeedCheatsheet, SeedExamPattern } from './types';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';

/**
 * The Hindi demo content: the Hindi versions (locale `hi`) of English demo documents, each stored as the
 * translation of its English document (same documentId). Only the translated fields are written: Strapi copies the
 * shared ones (answers, flags, numbers, pictures) from the English version. Idempotent: a document that already has
 * a Hindi version is left as it is (an editor may have changed it since), so running it twice changes nothing.
 */

export const HINDI = 'hi';

/** The Hindi demo data (cms/src/seed/data/hindi), in the shapes this seeder reads. */
export interface HindiDemoData {
  HINDI_TOPIC_NAMES: Record<string, string>;
  HINDI_SUBTOPIC_NAMES: Record<string, string>;
  HINDI_SUBTOPIC_CATEGORIES?: Record<string, string>;
  HINDI_QUESTIONS: Array<{ subtopic_name: string; english_question: string; question: string; options: string[]; explanation: string }>;
  HINDI_EXAM_PATTERNS: Array<Partial<SeedExamPattern> & { slug: string }>;
  HINDI_CHEATSHEETS: Array<Partial<SeedCheatsheet> & { slug: string }>;
}

export interface HindiSeedReport {
  topics: number;
  subtopics: number;
  questions: number;
  examPatterns: number;
  cheatsheets: number;
  /** Pieces of Hindi data whose English document is not in the database (named, for the log). */
  missing: string[];
}

type Doc = { documentId: string } & Record<string, unknown>;
type Documents = {
  findFirst(params: { filters: Record<string, unknown>; fields?: string[]; populate?: unknown }): Promise<Doc | null>;
  findOne(params: { documentId: string; locale: string; fields: string[] }): Promise<Doc | null>;
  update(params: { documentId: string; locale: string; data: object }): Promise<Doc | null>;
};
const documents = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as UID.ContentType) as unknown as Documents;

/** The fields of an exam pattern that are translated (the content type's localized ones, besides the slug). */
const PATTERN_FIELDS = [
  'exam_name',
  'description',
  'sections',
  'eligibility_criteria',
  'important_dates',
  'preparation_strategy',
  'language_options',
  'success_rate',
  'average_score',
  'cutoff_marks',
  'tags',
] as const;
const SHEET_FIELDS = ['title', 'description', 'categories', 'tags'] as const;

const pick = (source: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));

export async function seedHindiContent(
  strapi: Core.Strapi,
  data: HindiDemoData,
  log: (line: string) => void = () => {},
): Promise<HindiSeedReport> {
  const report: HindiSeedReport = { topics: 0, subtopics: 0, questions: 0, examPatterns: 0, cheatsheets: 0, missing: [] };

  /** Writes the Hindi version of an English document unless it has one; true when written. */
  const translate = async (uid: string, english: Doc | null, what: string, fields: () => object): Promise<boolean> => {
    if (!english) {
      report.missing.push(what);
      return false;
    }
    const docs = documents(strapi, uid);
    if (await docs.findOne({ documentId: english.documentId, locale: HINDI, fields: ['documentId'] })) return false;
    await docs.update({ documentId: english.documentId, locale: HINDI, data: fields() });
    return true;
  };

  for (const [topicName, displayName] of Object.entries(data.HINDI_TOPIC_NAMES)) {
    const english = await documents(strapi, 'api::topic.topic').findFirst({ filters: { topic_name: topicName }, fields: ['documentId'] });
    if (await translate('api::topic.topic', english, `topic ${topicName}`, () => ({ display_name: displayName }))) report.topics++;
  }

  for (const [subtopicName, displayName] of Object.entries(data.HINDI_SUBTOPIC_NAMES)) {
    const english = await documents(strapi, 'api::subtopic.subtopic').findFirst({
      filters: { subtopic_name: subtopicName },
      fields: ['documentId', 'category'],
    });
    const category = typeof english?.category === 'string' ? data.HINDI_SUBTOPIC_CATEGORIES?.[english.category] : undefined;
    const written = await translate('api::subtopic.subtopic', english, `subtopic ${subtopicName}`, () => ({
      display_name: displayName,
      ...(category ? { category } : {}),
    }));
    if (written) report.subtopics++;
  }

  for (const question of data.HINDI_QUESTIONS) {
    const english = await documents(strapi, 'api::question.question').findFirst({
      // The English text as stored (the CMS cleans rich text on write).
      filters: { question: sanitizeRichText(question.english_question), subtopic: { subtopic_name: question.subtopic_name } },
      fields: ['documentId'],
      populate: { options: { populate: { image: { fields: ['id'] } } } },
    });
    const written = await translate('api::question.question', english, `question "${question.english_question.slice(0, 60)}"`, () => {
      const options = (english!.options ?? []) as Array<{ option_key?: string; option_type?: string; image?: { id: number } | null }>;
      if (options.length !== question.options.length)
        throw new Error(
          `Hindi question "${question.question.slice(0, 60)}" has ${question.options.length} options, its English one ${options.length}`,
        );
      return {
        question: question.question,
        explanation: question.explanation,
        // The English options' keys (so an option is the same option in both languages), types and pictures.
        options: options.map((option, index) => ({
          option_key: option.option_key,
          option_type: option.option_type ?? 'text',
          option_text: question.options[index],
          image: option.image?.id ?? null,
        })),
      };
    });
    if (written) report.questions++;
  }

  for (const pattern of data.HINDI_EXAM_PATTERNS) {
    const english = await documents(strapi, 'api::exam-pattern.exam-pattern').findFirst({
      filters: { slug: pattern.slug },
      fields: ['documentId'],
    });
    // The slug is the English one: addresses are shared (Strapi keeps a uid per language, so it is written here).
    const fields = () => ({ ...pick(pattern as Record<string, unknown>, PATTERN_FIELDS), slug: pattern.slug });
    if (await translate('api::exam-pattern.exam-pattern', english, `exam pattern ${pattern.slug}`, fields)) report.examPatterns++;
  }

  for (const sheet of data.HINDI_CHEATSHEETS) {
    const english = await documents(strapi, 'api::cheatsheet.cheatsheet').findFirst({
      filters: { slug: sheet.slug },
      fields: ['documentId'],
    });
    const fields = () => ({
      ...pick(sheet as Record<string, unknown>, SHEET_FIELDS),
      slug: sheet.slug,
      items: (sheet.items ?? []).map((item, index) => ({ ...item, order: index })),
    });
    if (await translate('api::cheatsheet.cheatsheet', english, `cheatsheet ${sheet.slug}`, fields)) report.cheatsheets++;
  }

  if (report.missing.length > 0) log(`Hindi demo content: no English document for ${report.missing.join('; ')}`);
  return report;
}
