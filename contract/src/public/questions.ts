import { z } from 'zod';
import { QUESTION_TYPES } from '#src/enums.js';
import { pathText } from '#src/common.js';
import { itemLocale, untranslatedFields } from '#src/locale.js';

/** Practice questions: each answer is a {question, options} record. */

export const questionOption = z
  .strictObject({
    _id: z.string().describe('A stable key of the option within its question.'),
    option_type: z.enum(QUESTION_TYPES),
    option_text: z.string().describe('Rich-text HTML (sanitised); may be empty for a picture option.'),
    path_url: z.string().nullable().describe("The picture's file name under /uploads/, or null."),
    untranslated_fields: untranslatedFields(['option_text']),
  })
  .meta({ id: 'QuestionOption' });
export type QuestionOption = z.infer<typeof questionOption>;

export const questionRecord = z
  .strictObject({
    question: z.strictObject({
      _id: z.string(),
      question: z.string().describe('Rich-text HTML (sanitised).'),
      question_type: z.enum(QUESTION_TYPES),
      question_image_url: z.string().nullable().describe("The picture's file name under /uploads/, or null."),
      answer: z.string().describe("The correct option's text (in the record's language), or its letter (A, B...) when it has none."),
      explanation: z.string().nullable().describe('Rich-text HTML (sanitised), or null.'),
      subtopic_id: z.string().nullable(),
      exam_ids: z.array(z.string()),
      locale: itemLocale.describe(
        'The language of the question, options and explanation: the one asked for, or en where the question has no translation.',
      ),
      untranslated_fields: untranslatedFields(['explanation', 'answer']),
    }),
    options: z.array(questionOption),
  })
  .meta({ id: 'QuestionRecord' });
export type QuestionRecord = z.infer<typeof questionRecord>;

export const questionList = z.array(questionRecord);

export const subtopicNameParams = z.object({ subtopicName: pathText });
export const examNameParams = z.object({ examName: pathText });
export const examAndSubtopicParams = z.object({ examName: pathText, subtopicName: pathText });
export const idParams = z.object({ id: pathText });
