import { z } from 'zod';
import { pathText } from '#src/common.js';

/**
 * Translations of the content students read, as the admin screens edit them: a language switch on each
 * form of a translated type loads and saves that language's version of the same document. A translation holds the
 * texts only; everything else (numbers, flags, slugs, relations, pictures, which option is right, the order and
 * count of options, sections and items) is the English version's, shared by every language and edited in English.
 * Lists of a translation are parallel to the English ones: the same count, in the same order.
 */

export const TRANSLATED_TYPES = ['topics', 'subtopics', 'questions', 'exam-patterns', 'cheatsheets', 'mock-tests'] as const;
export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

/** Languages a translation can be in: every site language but English, the base. */
export const TRANSLATION_LOCALES = ['hi'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const TRANSLATION_LOCALE_NAMES: Record<TranslationLocale, string> = { hi: 'हिंदी' };

export const translationParams = z.object({ type: z.enum(TRANSLATED_TYPES), id: pathText });
export const translationQuery = z.object({
  locale: z.enum(TRANSLATION_LOCALES).describe('The language of the translation (not en: English is the document itself).'),
});

/** Longest text a field takes (rich texts as HTML). */
const line = (max: number) => z.string().max(max);
const lines = z.array(line(500)).max(100);
const richText = line(100_000);
const optionalLine = (max: number) => line(max).nullable();

export const topicTexts = z
  .strictObject({ display_name: line(160).describe('The name shown in this language.') })
  .meta({ id: 'TopicTexts' });
export const subtopicTexts = z
  .strictObject({
    display_name: line(160),
    category: optionalLine(80).describe("The group label in this language (empty: the English one's)."),
  })
  .meta({ id: 'SubtopicTexts' });
export const questionTexts = z
  .strictObject({
    question: richText.describe('Rich-text HTML.'),
    explanation: richText.nullable().describe('Rich-text HTML; empty: the English explanation is shown.'),
    options: z.array(line(20_000)).max(10).describe("Each option's text, in the English order (the same count)."),
  })
  .meta({ id: 'QuestionTexts' });
export const examPatternTexts = z
  .strictObject({
    exam_name: line(160),
    description: line(20_000),
    sections: z.array(z.strictObject({ section_name: line(160), topics: z.array(line(160)).max(50) })).max(20),
    eligibility_criteria: z.strictObject({
      education_qualification: optionalLine(500),
      nationality: optionalLine(500),
      experience_required: optionalLine(500),
    }),
    important_dates: z.array(z.strictObject({ event: line(200), date: optionalLine(200) })).max(30),
    preparation_strategy: z.strictObject({
      recommended_study_time: optionalLine(200),
      important_topics: lines,
      practice_tips: lines,
      reference_books: lines,
      online_resources: lines,
    }),
    language_options: lines,
    tags: lines,
    success_rate: optionalLine(40),
    average_score: optionalLine(40),
    cutoff_marks: z.strictObject({ general: optionalLine(40), obc: optionalLine(40), sc: optionalLine(40), st: optionalLine(40) }),
  })
  .meta({ id: 'ExamPatternTexts' });
export const cheatsheetTexts = z
  .strictObject({
    title: line(160),
    description: line(5_000).nullable(),
    tags: lines,
    categories: lines,
    items: z
      .array(
        z.strictObject({
          title: line(200),
          description: line(2_000).nullable(),
          category: line(80),
          text_content: richText.nullable().describe('Rich-text HTML of a text item (null for code and mixed items).'),
          blocks: z
            .array(richText.nullable())
            .max(50)
            .describe("A mixed item's blocks in order: each text block's HTML; null for a code block (code is shared)."),
        }),
      )
      .max(200),
  })
  .meta({ id: 'CheatsheetTexts' });
export const mockTestTexts = z
  .strictObject({
    title: line(200),
    instructions: richText.describe('Rich-text HTML; empty: the English instructions are shown.'),
    sections: z.array(line(120)).max(20).describe('Each section’s name, in the English order.'),
  })
  .meta({ id: 'MockTestTexts' });

export const TEXTS_OF_TYPE = {
  topics: topicTexts,
  subtopics: subtopicTexts,
  questions: questionTexts,
  'exam-patterns': examPatternTexts,
  cheatsheets: cheatsheetTexts,
  'mock-tests': mockTestTexts,
} as const satisfies Record<TranslatedType, z.ZodType>;

export type TopicTexts = z.infer<typeof topicTexts>;
export type SubtopicTexts = z.infer<typeof subtopicTexts>;
export type QuestionTexts = z.infer<typeof questionTexts>;
export type ExamPatternTexts = z.infer<typeof examPatternTexts>;
export type CheatsheetTexts = z.infer<typeof cheatsheetTexts>;
export type MockTestTexts = z.infer<typeof mockTestTexts>;
export interface TextsOf {
  topics: TopicTexts;
  subtopics: SubtopicTexts;
  questions: QuestionTexts;
  'exam-patterns': ExamPatternTexts;
  cheatsheets: CheatsheetTexts;
  'mock-tests': MockTestTexts;
}

const anyTexts = z.union([topicTexts, subtopicTexts, questionTexts, examPatternTexts, cheatsheetTexts, mockTestTexts]);

/**
 * GET/PUT /api/translations/{type}/{id}?locale=hi: the document's English texts (to translate from) and its
 * translation's (null before there is one), with the shared facts a translator should see (read-only).
 */
export const translationAnswer = z
  .strictObject({
    _id: z.string(),
    type: z.enum(TRANSLATED_TYPES),
    locale: z.enum(TRANSLATION_LOCALES),
    english: anyTexts,
    translation: anyTexts.nullable(),
    shared: z
      .array(z.strictObject({ label: z.string(), value: z.string() }))
      .describe('What every language shares (edited in English), as label and plain text: shown read-only.'),
  })
  .meta({ id: 'Translation' });
export type TranslationAnswer<T extends TranslatedType = TranslatedType> = Omit<
  z.infer<typeof translationAnswer>,
  'english' | 'translation'
> & {
  type: T;
  english: TextsOf[T];
  translation: TextsOf[T] | null;
};

/** The 400 messages of a translation that does not fit its English document (shared by the proxy and the forms). */
export const TRANSLATION_MESSAGES = {
  sameCount: (field: string, count: number) => `${field} must have ${count} entries, as the English version has`,
  required: (field: string) => `${field} is required in the translation`,
} as const;
