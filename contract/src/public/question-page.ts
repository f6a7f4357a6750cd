import { z } from 'zod';
import { questionRecord } from './questions.js';

/**
 * A question's own page (issue #16): GET /api/questions/page/{id} answers everything /questions/{id}/{slug}
 * shows in one call: the question, where it sits (topic and subtopic, for the breadcrumbs) and its neighbours
 * in the subtopic's order (the practice page's order).
 */

export const questionNeighbour = z
  .strictObject({
    _id: z.string(),
    title: z.string().describe('Plain text of the question (its question_title).'),
    url: z.string().describe("Root-relative address of the neighbour's page."),
  })
  .meta({ id: 'QuestionNeighbour' });
export type QuestionNeighbour = z.infer<typeof questionNeighbour>;

export const questionPage = z
  .strictObject({
    record: questionRecord,
    title: z.string().describe('Plain text of the question (its question_title).'),
    url: z.string().describe('The canonical root-relative address of this page.'),
    topic_name: z.string().nullable(),
    subtopic_name: z.string().nullable(),
    previous: questionNeighbour.nullable(),
    next: questionNeighbour.nullable(),
  })
  .meta({ id: 'QuestionPage' });
export type QuestionPage = z.infer<typeof questionPage>;
