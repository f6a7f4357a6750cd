import { z } from 'zod';
import { questionRecord } from '#src/public/questions.js';

/**
 * A question as the admin screens read it: the public {question, options} record with `held_for_tests`, which
 * public reads never show (they leave a held question out altogether).
 */
export const adminQuestionRecord = z
  .strictObject({
    question: questionRecord.shape.question.extend({
      held_for_tests: z
        .boolean()
        .describe(
          'Held for tests: kept for mock-test papers and left out of every public read. Set when the question is put into a fixed section of an active paper; an editor may release it.',
        ),
    }),
    options: questionRecord.shape.options,
    open_reports: z
      .int()
      .min(0)
      .optional()
      .describe("How many of students' reports of a mistake in this question are open (the edit form's read only)."),
  })
  .meta({ id: 'AdminQuestionRecord' });
export type AdminQuestionRecord = z.infer<typeof adminQuestionRecord>;

export const adminQuestionList = z.array(adminQuestionRecord);

/** The form's `held_for_tests`: a boolean in JSON, `true`/`false` text in a multipart form. */
export const heldForTestsField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .describe('Held for tests (left out of every public read). On update, absent keeps the stored value; on add, absent is false.');
