import { z } from 'zod';
import { QUESTION_TYPES } from '../enums.js';
import { heldForTestsField } from './question-records.js';

/** The question form (admin-area.md §5) of POST /api/questions/add and PUT /api/questions/update/{id}. */

/** The admin spec's messages, checked in this order. */
export const QUESTION_MESSAGES = {
  text: 'Please enter question text',
  image: 'Please upload a question image',
  subtopic: 'Please select a subtopic',
  options: 'Please provide at least 2 options',
  answer: 'Please select the correct answer',
  answerNotAnOption: 'Please select a valid answer from the options',
} as const;

/** Pictures: PNG, JPEG, WebP or GIF, at most 5 MB and 40 megapixels each. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const sentOption = z.object({
  _id: z.string().optional().describe('On update: the stored option this one is (keeps its picture unless replaced).'),
  option_type: z.enum(QUESTION_TYPES).or(z.literal('')).optional(),
  option_text: z.string().nullable().optional().describe('Rich-text HTML; sanitised on the way in.'),
});

/**
 * The form's fields: multipart/form-data (with pictures) or JSON. In a multipart form, `options` and `exam_ids`
 * are JSON text. Pictures go in the file fields `question_image` and `option_image_{index}` (index into options).
 * The proxy checks the fields one by one in the admin spec's order, answering 400 with QUESTION_MESSAGES.
 */
export const questionForm = z.object({
  question: z.string().describe('Rich-text HTML; sanitised on the way in.'),
  question_type: z.enum(QUESTION_TYPES).or(z.literal('')).optional(),
  subtopic_id: z.string(),
  options: z.array(sentOption).or(z.string()).describe('At least 2 options that have text or a picture.'),
  answer: z.string().describe("An option's text, or its letter (A, B, C...)."),
  explanation: z.string().optional(),
  exam_ids: z.array(z.string()).or(z.string()).optional(),
  held_for_tests: heldForTestsField,
  question_image: z
    .string()
    .meta({ format: 'binary' })
    .optional()
    .describe('A picture file (multipart only); required when question_type is image.'),
});
export type QuestionFormFields = z.input<typeof questionForm>;
