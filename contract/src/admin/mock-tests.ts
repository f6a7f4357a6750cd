import { z } from 'zod';
import { MOCK_TEST_KINDS } from '#src/enums.js';
import { adminListQuery, pagination } from '#src/common.js';
import { formFlag, formNumber, optionalFormNumber, optionalText, requiredText } from '#src/form-values.js';
import { markingScheme } from '#src/public/mock-tests.js';

/**
 * Mock tests in the admin area, following the other admin lists and forms:
 *   GET    /api/mock-tests/admin/all?page&limit&search   → {mockTests, pagination}, inactive papers too
 *   GET    /api/mock-tests/admin/{id}                    → the paper as stored (AdminMockTest)
 *   POST   /api/mock-tests/admin                         → 201 AdminMockTest; 409 when the slug is taken
 *   PUT    /api/mock-tests/admin/{id}                    → AdminMockTest; 409 when the slug is taken
 *   DELETE /api/mock-tests/admin/{id}                    → {message, _id}
 */

/** Previous-year papers are of these years. */
export const MOCK_TEST_YEARS = { min: 1990, max: 2100 } as const;
/** Enough for the longest papers (UPSC CSAT 80, SSC CGL Tier 2 150...), with room. */
export const MAX_SECTION_QUESTIONS = 200;

/** A blueprint line: this many questions drawn at random from a subtopic when an attempt starts. */
export const blueprintLine = z
  .strictObject({
    subtopic_id: z.string(),
    subtopic_name: z.string(),
    count: z.int().min(1),
  })
  .meta({ id: 'MockTestBlueprintLine' });

export const adminMockTestSection = z
  .strictObject({
    section_name: z.string(),
    duration: z.int().min(1).nullable().describe('Minutes, when the paper has sectional timing.'),
    question_ids: z.array(z.string()).describe('A fixed, ordered list (curated or previous-year paper); [] with a blueprint.'),
    question_titles: z.array(z.string()).describe("Each fixed question's plain-text title, in the same order (the form shows them)."),
    blueprint: z.array(blueprintLine).describe('Subtopics and counts drawn at each attempt; [] with fixed questions.'),
  })
  .meta({ id: 'AdminMockTestSection' });
export type AdminMockTestSection = z.infer<typeof adminMockTestSection>;

/** A paper as stored, for the admin list and form. */
export const adminMockTest = z
  .strictObject({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: z.enum(MOCK_TEST_KINDS),
    exam_id: z.string().nullable(),
    exam_name: z.string().nullable(),
    exam_pattern_id: z.string().nullable(),
    year: z.int().nullable(),
    shift: z.string().nullable(),
    instructions: z.string().describe('Rich-text HTML (sanitised).'),
    is_active: z.boolean(),
    marking_scheme: markingScheme.nullable().describe("Null: the linked exam pattern's, else 1 and 0."),
    duration: z.int().min(1).nullable().describe('Minutes for the whole paper when its sections have no time of their own.'),
    sections: z.array(adminMockTestSection),
    total_questions: z.int().min(0),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMockTest' });
export type AdminMockTest = z.infer<typeof adminMockTest>;

export const adminMockTestPage = z.strictObject({ mockTests: z.array(adminMockTest), pagination }).meta({ id: 'AdminMockTestPage' });
export type AdminMockTestPage = z.infer<typeof adminMockTestPage>;
export const adminMockTestsQuery = adminListQuery;

const documentIds = z.array(z.string().trim().min(1).max(64));

export const mockTestSectionInput = z
  .object({
    section_name: requiredText(120),
    duration: optionalFormNumber((n) => n.int().min(1).max(600)),
    question_ids: documentIds.max(MAX_SECTION_QUESTIONS).optional(),
    blueprint: z
      .array(
        z.object({ subtopic_id: z.string().trim().min(1).max(64), count: formNumber((n) => n.int().min(1).max(MAX_SECTION_QUESTIONS)) }),
      )
      .optional(),
  })
  .superRefine((section, context) => {
    const fixed = section.question_ids?.length ?? 0;
    const drawn = section.blueprint?.length ?? 0;
    if (fixed > 0 && drawn > 0)
      context.addIssue({ code: 'custom', path: ['blueprint'], message: 'must be empty when the section has fixed questions' });
    if (fixed === 0 && drawn === 0)
      context.addIssue({ code: 'custom', path: ['question_ids'], message: 'must list questions, or give a blueprint to draw them' });
    if (new Set(section.question_ids ?? []).size !== fixed)
      context.addIssue({ code: 'custom', path: ['question_ids'], message: 'must not list a question twice' });
    if ((section.blueprint ?? []).reduce((sum, line) => sum + line.count, 0) > MAX_SECTION_QUESTIONS)
      context.addIssue({ code: 'custom', path: ['blueprint'], message: `must draw at most ${MAX_SECTION_QUESTIONS} questions` });
  });

/**
 * The paper of the admin form (POST, PUT). Without a slug, it is derived from the title (slug.ts). Sections
 * are timed all or none: with section times the paper's duration is their sum; without, `duration` is needed.
 */
export const mockTestInput = z
  .object({
    title: requiredText(200),
    slug: optionalText(160),
    kind: z.enum(MOCK_TEST_KINDS),
    exam_id: z.string().trim().min(1).max(64),
    exam_pattern_id: optionalText(64),
    year: optionalFormNumber((n) => n.int().min(MOCK_TEST_YEARS.min).max(MOCK_TEST_YEARS.max)),
    shift: optionalText(80),
    instructions: optionalText(20_000),
    is_active: formFlag,
    marking_scheme: z
      .object({
        correct_answer: formNumber((n) => n.positive().max(100)),
        wrong_answer: formNumber((n) => n.max(0).min(-100)),
      })
      .nullable()
      .optional(),
    duration: optionalFormNumber((n) => n.int().min(1).max(600)),
    sections: z.array(mockTestSectionInput).min(1).max(10),
  })
  .superRefine((paper, context) => {
    if (paper.kind === 'previous_year' && paper.year === undefined)
      context.addIssue({ code: 'custom', path: ['year'], message: 'is required for a previous-year paper' });
    const timed = paper.sections.filter((section) => section.duration !== undefined).length;
    if (timed > 0 && timed < paper.sections.length)
      context.addIssue({ code: 'custom', path: ['sections'], message: 'must all have a duration, or none' });
    if (timed === 0 && paper.duration === undefined)
      context.addIssue({ code: 'custom', path: ['duration'], message: 'is required when the sections have no duration' });
  });
export type MockTestInput = z.input<typeof mockTestInput>;
export type MockTestData = z.output<typeof mockTestInput>;
