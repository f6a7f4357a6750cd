import { z } from 'zod';
import { MOCK_TEST_KINDS, QUESTION_TYPES } from '#src/enums.js';
import { pathText } from '#src/common.js';
import { itemLocale, untranslatedFields } from '#src/locale.js';

/**
 * Exam-real mock tests: full papers with sections, sectional timing and negative marking, sat
 * without an account and scored on the server. A paper to sit never holds answers or explanations; they come
 * back with the result of a submitted attempt.
 */

/**
 * How a paper is marked, named as exam patterns name it: marks for a right answer, and for a wrong one (negative,
 * e.g. -0.5, or 0 without negative marking). An unanswered question scores 0.
 */
export const markingScheme = z
  .strictObject({
    correct_answer: z.number().positive().describe('Marks for a right answer.'),
    wrong_answer: z.number().max(0).describe('Marks for a wrong answer: negative, or 0 without negative marking.'),
  })
  .meta({ id: 'MockTestMarkingScheme' });
export type MarkingScheme = z.infer<typeof markingScheme>;

/** What names a paper, and where it comes from, in the list and in its instructions. */
const paperNames = {
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(MOCK_TEST_KINDS),
  exam_name: z.string().nullable(),
  year: z.int().nullable().describe('Previous-year papers: the year the paper was set.'),
};
const paperMinutes = z.int().min(1).describe('Minutes for the whole paper (the sum of section times when sections are timed).');

/** One entry of `GET /api/mock-tests/all`: active papers only. */
export const mockTestSummary = z
  .strictObject({
    ...paperNames,
    total_questions: z.int().min(0),
    duration: paperMinutes,
    negative_marking: z.boolean(),
    sections_count: z.int().min(1),
    locale: itemLocale,
  })
  .meta({ id: 'MockTestSummary' });
export type MockTestSummary = z.infer<typeof mockTestSummary>;

export const mockTestList = z.strictObject({ mockTests: z.array(mockTestSummary) }).meta({ id: 'MockTestList' });
export type MockTestList = z.infer<typeof mockTestList>;

/**
 * A question as the exam screen shows it: no answer, no explanation, and ids of the attempt's own (its option's
 * too), which name nothing outside this attempt: the result maps them back to the real question.
 */
export const paperQuestion = z
  .strictObject({
    _id: z.string().describe("This attempt's id for the question (the same for every fetch of the attempt); not a question id."),
    question: z.string().describe('Rich-text HTML (sanitised).'),
    question_type: z.enum(QUESTION_TYPES),
    question_image_url: z.string().nullable().describe("The picture's file name under /uploads/, or null."),
    options: z.array(
      z.strictObject({
        _id: z.string().describe("This attempt's id for the option."),
        option_type: z.enum(QUESTION_TYPES),
        option_text: z.string().describe('Rich-text HTML (sanitised); may be empty for a picture option.'),
        path_url: z.string().nullable(),
        untranslated_fields: untranslatedFields(['option_text']),
      }),
    ),
    locale: itemLocale,
  })
  .meta({ id: 'MockTestPaperQuestion' });
export type PaperQuestion = z.infer<typeof paperQuestion>;

/** A section's name and minutes, in the paper and in its instructions. */
const sectionTiming = {
  section_name: z.string(),
  duration: z
    .int()
    .min(1)
    .nullable()
    .describe('Minutes of this section when the paper has sectional timing (it locks when they end), else null.'),
};

export const paperSection = z
  .strictObject({
    ...sectionTiming,
    questions: z.array(paperQuestion),
  })
  .meta({ id: 'MockTestPaperSection' });
export type PaperSection = z.infer<typeof paperSection>;

/** `GET /api/mock-tests/slug/{slug}`: the paper to sit, with the attempt its draw belongs to. */
export const mockTestPaper = z
  .strictObject({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: z.enum(MOCK_TEST_KINDS),
    instructions: z.string().describe('Rich-text HTML (sanitised); may be empty.'),
    duration: z.int().min(1).describe('Minutes for the whole paper.'),
    marking_scheme: markingScheme,
    negative_marking: z.boolean(),
    attempt_id: z.string().describe('Identifies this draw of the paper; send it back with the answers.'),
    sections: z.array(paperSection).min(1),
    locale: itemLocale.describe("The language of the paper's title, instructions and section names (each question has its own)."),
  })
  .meta({ id: 'MockTestPaper' });
export type MockTestPaper = z.infer<typeof mockTestPaper>;

/**
 * `GET /api/mock-tests/slug/{slug}/instructions`: what a paper's page shows before Start, the paper without its
 * questions. It draws nothing and starts no attempt, so it is cached like the list (and the page is rendered with it).
 */
export const mockTestInstructions = z
  .strictObject({
    ...paperNames,
    instructions: z.string().describe('Rich-text HTML (sanitised); may be empty.'),
    duration: paperMinutes,
    marking_scheme: markingScheme,
    negative_marking: z.boolean(),
    sections: z
      .array(
        z.strictObject({
          ...sectionTiming,
          question_count: z
            .int()
            .min(0)
            .describe('Questions the section holds: its fixed ones, else what its blueprint draws (fewer if a subtopic runs short).'),
        }),
      )
      .min(1),
    locale: itemLocale.describe("The language of the paper's title, instructions and section names."),
  })
  .meta({ id: 'MockTestInstructions' });
export type MockTestInstructions = z.infer<typeof mockTestInstructions>;

/** `POST /api/mock-tests/slug/{slug}/submit`. */
export const mockTestSubmission = z
  .strictObject({
    attempt_id: z.string().min(1).max(64),
    responses: z
      .array(z.strictObject({ question_id: z.string().min(1).max(64), option_id: z.string().min(1).max(64) }))
      .max(500)
      .describe('One entry per answered question, by the ids the paper gave; a question left out is unanswered.'),
    time_spent_seconds: z
      .int()
      .min(0)
      .max(86_400)
      .optional()
      .describe("Ignored: the server measures the time from the paper's fetch to the submission. Accepted for older clients."),
  })
  .meta({ id: 'MockTestSubmission' });
export type MockTestSubmission = z.infer<typeof mockTestSubmission>;

const tally = {
  score: z.number(),
  max_score: z.number(),
  correct: z.int().min(0),
  wrong: z.int().min(0),
  unanswered: z.int().min(0),
};

/** "Rank R of N": among students, each counted once by their first submitted on-time attempt of the paper. */
export const paperRank = z.strictObject({ rank: z.int().min(1), of: z.int().min(1) }).meta({ id: 'PaperRank' });
export type PaperRank = z.infer<typeof paperRank>;

/** GET /api/mock-tests/slug/{slug}/leaderboard: the top 50 students, by display name or "Student #1234". */
export const LEADERBOARD_SIZE = 50;
export const leaderboard = z
  .strictObject({
    paper: z.strictObject({ slug: z.string(), title: z.string() }),
    total: z.int().min(0).describe('Students ranked on the paper (each by their first on-time attempt).'),
    entries: z
      .array(
        z.strictObject({
          rank: z.int().min(1).describe('Equal scores share a rank.'),
          name: z.string().describe('The display name the student chose, or "Student #<number>": no real names unless chosen.'),
          score: z.number(),
          max_score: z.number(),
          time_spent_seconds: z.int().min(0).nullable(),
        }),
      )
      .max(LEADERBOARD_SIZE),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboard>;

export const mockTestResult = z
  .strictObject({
    ...tally,
    percentile: z.number().min(0).max(100).describe('Share of the compared attempts (counted_attempts) scoring at most this score.'),
    counted_attempts: z
      .int()
      .min(1)
      .describe(
        "The attempts the percentile compares with: the paper's counted attempts (one per client network a day, in time, not implausibly fast), plus this one when it does not count itself.",
      ),
    counted: z.boolean().describe("Whether this attempt counts in the paper's statistics."),
    late: z.boolean().describe("Submitted after the paper's time plus 60 s of grace, on the server's clock: scored, never counted."),
    time_spent_seconds: z.int().min(0).describe("Seconds from the paper's fetch to the submission, on the server's clock."),
    rank: paperRank
      .nullable()
      .optional()
      .describe(
        "Signed-in students only: the student's rank on the paper, by their first submitted on-time attempt (null while they have none); absent without a student session.",
      ),
    sections: z.array(z.strictObject({ section_name: z.string(), ...tally })),
    questions: z.array(
      z.strictObject({
        question_id: z.string().describe("The attempt's id for the question, as the paper gave it."),
        real_question_id: z.string().describe("The question's own id (its document id)."),
        question_path: z.string().nullable().describe("The question's public page, or null for a question held for tests (it has none)."),
        chosen_option_id: z.string().nullable().describe("The attempt's id for the option chosen, or null."),
        correct_option_id: z.string().nullable().describe("The attempt's id for the right option, or null."),
        explanation: z.string().nullable().describe('Rich-text HTML (sanitised), or null.'),
        untranslated_fields: untranslatedFields(['explanation']).describe(
          "['explanation'] when the explanation is served in English because the question's translation lacks one; absent otherwise.",
        ),
        percent_correct: z.number().min(0).max(100).describe("Share of the paper's counted attempts that answered it right."),
      }),
    ),
  })
  .meta({ id: 'MockTestResult' });
export type MockTestResult = z.infer<typeof mockTestResult>;

export const mockTestSlugParams = z.object({ slug: pathText });
