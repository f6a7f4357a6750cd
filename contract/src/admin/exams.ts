import { z } from 'zod';
import { EXAM_LEVELS } from '#src/enums.js';
import { adminListQuery, pagination } from '#src/common.js';
import { exam } from '#src/public/catalogue.js';

/** Exams, topics and subtopics as the admin screens manage them. */

/** POST /api/exams/add: the name must be new (compared without regard to case). */
export const newExamSchema = z.object({
  exam_name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().min(1, 'Please enter an exam name').max(120),
  ),
  exam_level: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(EXAM_LEVELS).optional()),
});
export type NewExam = z.input<typeof newExamSchema>;

export const examLevelQuery = z.enum(EXAM_LEVELS).or(z.literal('')).optional().describe('Only exams of this level.');

export const adminExamsQuery = adminListQuery.extend({ exam_level: examLevelQuery });
export const adminExamPage = z.strictObject({ exams: z.array(exam), pagination });

/**
 * POST /api/topics/add. The name is stored as a slug (slug.ts): 'General Aptitude' → 'general-aptitude', at most
 * 120 characters.
 */
export const newTopicBody = z.object({ topic_name: z.string().describe('Stored as a slug.') });

/** POST /api/subtopics/add. Subtopic names are stored as slugs too, and are unique site-wide. */
export const newSubtopicBody = z.object({
  subtopic_name: z.string().describe('Stored as a slug.'),
  topic_id: z.string().describe("The topic's _id."),
  category: z.string().max(80).nullable().optional(),
});

export const topicIdParams = z.object({ topicId: z.string().min(1) });
