import { z } from 'zod';
import {
  COMPETITION_LEVELS,
  EXAM_DIFFICULTY_LEVELS,
  EXAM_FREQUENCIES,
  EXAM_LEVELS,
  EXAM_MODES,
  SECTION_QUESTION_TYPES,
  TOPIC_DIFFICULTY_LEVELS,
} from '#src/enums.js';
import { pagination, pathText } from '#src/common.js';
import { itemLocale } from '#src/locale.js';

/** Exam patterns as the public pages read them (inactive ones are never shown). */

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();
/** A JSON list field of the CMS: a list of texts, or null when never filled in. */
const storedTextList = z.array(z.string()).nullable();

export const examPatternSection = z
  .strictObject({
    section_name: z.string(),
    section_code: z.string(),
    questions: z.int(),
    marks_per_question: z.number(),
    total_marks: nullableNumber,
    duration: z.int().nullable().describe('Minutes.'),
    topics: z.array(
      z.strictObject({
        topic_name: z.string(),
        weightage: nullableNumber.describe('Percent.'),
        difficulty_level: z.enum(TOPIC_DIFFICULTY_LEVELS).nullable(),
      }),
    ),
    question_types: z.array(z.enum(SECTION_QUESTION_TYPES)),
  })
  .meta({ id: 'ExamPatternSection' });
export type ExamPatternSection = z.infer<typeof examPatternSection>;

export const importantDate = z.strictObject({ event: z.string(), date: nullableText }).meta({ id: 'ImportantDate' });
export type ImportantDate = z.infer<typeof importantDate>;

export const publicExamPattern = z
  .strictObject({
    _id: z.string(),
    slug: z.string(),
    exam_name: z.string(),
    exam_level: z.enum(EXAM_LEVELS),
    exam_mode: z.enum(EXAM_MODES).nullable(),
    exam_frequency: z.enum(EXAM_FREQUENCIES).nullable(),
    description: z.string(),
    featured: z.boolean(),
    views: z.int().min(0),
    total_questions: z.int(),
    total_marks: z.number(),
    duration: z.int().describe('Minutes.'),
    application_fee: z.number().describe('Rupees, general category.'),
    exam_official_website: nullableText,
    language_options: z.array(z.string()),
    tags: z.array(z.string()),
    difficulty_level: z.enum(EXAM_DIFFICULTY_LEVELS).nullable(),
    competition_level: z.enum(COMPETITION_LEVELS).nullable(),
    average_score: nullableText,
    success_rate: nullableText,
    exam_logo: nullableText,
    exam_color: nullableText,
    marking_scheme: z
      .strictObject({
        correct_answer: nullableNumber,
        wrong_answer: nullableNumber,
        negative_marking: z.boolean().nullable(),
        negative_marking_value: nullableNumber,
      })
      .nullable(),
    sections: z.array(examPatternSection),
    eligibility_criteria: z
      .strictObject({
        age_limit: z.strictObject({ min: z.int().nullable(), max: z.int().nullable() }).nullable(),
        education_qualification: nullableText,
        nationality: nullableText,
        experience_required: nullableText,
      })
      .nullable(),
    preparation_strategy: z
      .strictObject({
        recommended_study_time: nullableText,
        important_topics: storedTextList,
        practice_tips: storedTextList,
        reference_books: storedTextList,
        online_resources: storedTextList,
      })
      .nullable(),
    cutoff_marks: z.strictObject({ general: nullableText, obc: nullableText, sc: nullableText, st: nullableText }).nullable(),
    important_dates: z.array(importantDate),
    createdAt: z.string(),
    updatedAt: z.string(),
    locale: itemLocale,
  })
  .meta({ id: 'ExamPattern' });
export type PublicExamPattern = z.infer<typeof publicExamPattern>;

export const examPatternPage = z.strictObject({ examPatterns: z.array(publicExamPattern), pagination }).meta({ id: 'ExamPatternPage' });
export const examPatternList = z.array(publicExamPattern);
export const examLevelFilters = z.strictObject({
  examLevels: z.array(z.string()).describe("Levels of active patterns, in the admin spec's order."),
});

export const slugParams = z.object({ slug: pathText });
