import { z } from 'zod';
import { questionRecord } from './questions.js';
import { itemLocale } from '#src/locale.js';

/**
 * A question's own page: GET /api/questions/page/{id} answers everything /questions/{id}/{slug}
 * shows in one call: the question, where it sits (topic and subtopic, for the breadcrumbs) and its neighbours
 * in the subtopic's order (the practice page's order).
 */

export const questionNeighbour = z
  .strictObject({
    _id: z.string(),
    title: z.string().describe('Plain text of the question (its question_title), in `locale`.'),
    url: z.string().describe("Root-relative address of the neighbour's page (the same in every language)."),
    locale: itemLocale,
  })
  .meta({ id: 'QuestionNeighbour' });
export type QuestionNeighbour = z.infer<typeof questionNeighbour>;

export const questionPage = z
  .strictObject({
    record: questionRecord,
    title: z.string().describe('Plain text of the question (its question_title), in `locale`.'),
    url: z.string().describe('The canonical root-relative address of this page (made from the English text: the same in every language).'),
    topic_name: z.string().nullable(),
    subtopic_name: z.string().nullable(),
    topic_display_name: z
      .string()
      .optional()
      .describe("The topic's name in this language, when it has one (else show topic_name title-cased)."),
    subtopic_display_name: z
      .string()
      .optional()
      .describe("The subtopic's name in this language, when it has one (else show subtopic_name title-cased)."),
    previous: questionNeighbour.nullable(),
    next: questionNeighbour.nullable(),
    locale: itemLocale.describe("The question's language (record.question.locale)."),
  })
  .meta({ id: 'QuestionPage' });
export type QuestionPage = z.infer<typeof questionPage>;
