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
import { adminListQuery, pagination } from '#src/common.js';
import {
  formFlag,
  formNumber,
  optionalChoice,
  optionalFormNumber,
  optionalObject,
  optionalText,
  requiredText,
  textList,
} from '#src/form-values.js';
import { publicExamPattern } from '#src/public/exam-patterns.js';
import { examLevelQuery } from './exams.js';

/** Exam patterns in the admin area (admin-area.md §3 and §5). */

const webAddress = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : typeof value === 'string' ? value.trim() : value,
  z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
);
/** Cut-off marks are text ('130-150'); a number typed in a number field is taken as text. */
const cutoff = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), optionalText(120));

export const examPatternSectionInput = z.object({
  section_name: requiredText(160),
  section_code: requiredText(40),
  questions: formNumber((n) => n.int().min(1)),
  marks_per_question: formNumber((n) => n.min(0)),
  total_marks: optionalFormNumber((n) => n.min(0)),
  duration: optionalFormNumber((n) => n.int().min(0)),
  topics: z
    .array(
      z.object({
        topic_name: requiredText(160),
        weightage: optionalFormNumber((n) => n.min(0).max(100)),
        difficulty_level: optionalChoice(TOPIC_DIFFICULTY_LEVELS),
      }),
    )
    .optional(),
  question_types: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    z.array(z.enum(SECTION_QUESTION_TYPES)).optional(),
  ),
});

/**
 * The full exam-pattern object of the admin forms (POST …/admin/create, PUT …/admin/{id}); unknown fields are
 * ignored. Without a slug, the slug is derived from exam_name (slug.ts).
 */
export const examPatternInput = z
  .object({
    exam_name: requiredText(160),
    slug: optionalText(160),
    exam_level: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(EXAM_LEVELS)),
    description: optionalText(20_000),
    total_questions: formNumber((n) => n.int().min(1)),
    total_marks: formNumber((n) => n.min(1)),
    duration: formNumber((n) => n.int().min(1)),
    sections: z.array(examPatternSectionInput).min(1),
    marking_scheme: optionalObject({
      correct_answer: optionalFormNumber((n) => n.min(0)),
      // Penalties are negative (0, -0.25, -0.5...).
      wrong_answer: optionalFormNumber(),
      negative_marking: formFlag,
      negative_marking_value: optionalFormNumber((n) => n.min(0)),
    }),
    eligibility_criteria: optionalObject({
      age_limit: optionalObject({
        min: optionalFormNumber((n) => n.int().min(0)),
        max: optionalFormNumber((n) => n.int().min(0)),
      }),
      education_qualification: optionalText(2000),
      nationality: optionalText(120),
      experience_required: optionalText(255),
    }),
    exam_frequency: optionalChoice(EXAM_FREQUENCIES),
    application_fee: optionalFormNumber((n) => n.min(0)),
    exam_mode: optionalChoice(EXAM_MODES),
    language_options: textList.optional(),
    important_dates: z.array(z.object({ event: requiredText(255), date: optionalText(120) })).optional(),
    preparation_strategy: optionalObject({
      recommended_study_time: optionalText(255),
      important_topics: textList.optional(),
      practice_tips: textList.optional(),
      reference_books: textList.optional(),
      online_resources: textList.optional(),
    }),
    difficulty_level: optionalChoice(EXAM_DIFFICULTY_LEVELS),
    competition_level: optionalChoice(COMPETITION_LEVELS),
    success_rate: optionalText(40),
    average_score: optionalText(40),
    exam_official_website: webAddress,
    cutoff_marks: optionalObject({ general: cutoff, obc: cutoff, sc: cutoff, st: cutoff }),
    is_active: formFlag,
    featured: formFlag,
    tags: textList.optional(),
    exam_logo: webAddress,
    exam_color: optionalText(20),
  })
  .superRefine((pattern, context) => {
    const age = pattern.eligibility_criteria?.age_limit;
    // A maximum of 0 means "no upper age limit" (e.g. NEET UG: 17 or older).
    if (age?.min !== undefined && age.max !== undefined && age.max > 0 && age.min > age.max) {
      context.addIssue({
        code: 'custom',
        path: ['eligibility_criteria', 'age_limit', 'min'],
        message: 'must not be more than age_limit.max',
      });
    }
  });
export type ExamPatternInput = z.input<typeof examPatternInput>;
export type ExamPatternData = z.output<typeof examPatternInput>;

/** The admin view: the public one plus the flag the public never sees. */
export const adminExamPattern = publicExamPattern.extend({ is_active: z.boolean() }).meta({ id: 'AdminExamPattern' });
export type AdminExamPattern = z.infer<typeof adminExamPattern>;

export const adminExamPatternsQuery = adminListQuery.extend({ exam_level: examLevelQuery });
export const adminExamPatternPage = z.strictObject({ examPatterns: z.array(adminExamPattern), pagination });

/** Counts over every pattern; examTypesStats per level, as {_id, count}. */
export const examPatternStats = z.strictObject({
  totalExams: z.int().min(0),
  activeExams: z.int().min(0),
  featuredExams: z.int().min(0),
  examTypesStats: z.array(z.strictObject({ _id: z.string().describe('An exam level.'), count: z.int().min(1) })),
});
export type ExamPatternStats = z.infer<typeof examPatternStats>;
