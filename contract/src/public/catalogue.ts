import { z } from 'zod';
import { EXAM_LEVELS } from '#src/enums.js';
import { pathText } from '#src/common.js';
import { itemLocale } from '#src/locale.js';

/** Topics, subtopics and exams: the names practice pages and admin forms are built from. */

/** A topic's or subtopic's name in the asked language: only when it has one (an English item shows its slug title-cased). */
const displayName = z
  .string()
  .optional()
  .describe('The name to show in this language (translations: e.g. सामान्य योग्यता); absent: show the stored name title-cased.');

export const topic = z
  .strictObject({
    _id: z.string(),
    topic_name: z.string().describe('Stored as a slug, e.g. general-aptitude. The same in every language (addresses use it).'),
    display_name: displayName,
    locale: itemLocale,
  })
  .meta({ id: 'Topic' });
export type Topic = z.infer<typeof topic>;

export const subtopic = z
  .strictObject({
    _id: z.string(),
    subtopic_name: z.string().describe('Stored as a slug, unique site-wide. The same in every language.'),
    display_name: displayName,
    category: z.string().nullable().describe('Grouping label on the subtopic directory.'),
    topic_id: topic.nullable().describe('The topic it belongs to.'),
    locale: itemLocale,
  })
  .meta({ id: 'Subtopic' });
export type Subtopic = z.infer<typeof subtopic>;

export const exam = z
  .strictObject({
    _id: z.string(),
    exam_name: z.string(),
    exam_level: z.enum(EXAM_LEVELS).nullable(),
    locale: itemLocale.describe('Exams are not translated: always en.'),
  })
  .meta({ id: 'Exam' });
export type Exam = z.infer<typeof exam>;

export const topicList = z.array(topic);
export const subtopicList = z.array(subtopic);
export const examList = z.array(exam);

export const topicNameParams = z.object({ topicName: pathText });
