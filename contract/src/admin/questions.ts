import { z } from 'zod';
import { QUESTION_TYPES } from '#src/enums.js';
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

/** The most characters a question's text, an option's text or an explanation may have, as sent (before sanitising). */
export const MAX_QUESTION_TEXT_CHARS = 20_000;
/** Exam and subtopic names: at most this long (maxLength in the CMS's schemas). */
export const MAX_CATALOGUE_NAME_CHARS = 120;

/** NUL, the other C0 control characters except tab, line feed and carriage return, and DEL: no text of a question holds them. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain NUL or other control characters';

const questionText = (maxChars: number) =>
  z
    .string()
    .max(maxChars, `must be at most ${maxChars.toLocaleString('en-US')} characters`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTER_MESSAGE);

/**
 * The texts of one question as sent, before sanitising: the ONE rule the add/update form and the bulk import both
 * apply (the import maps question → question, options[1].option_text → option_b, explanation → explanation).
 * `maxChars` is the import's configurable cell limit; the form uses the default. Built once per limit: making a
 * schema costs far more than using it (an import checks 50,000 rows).
 */
export function questionTextsSchema(maxChars: number = MAX_QUESTION_TEXT_CHARS) {
  let schema = questionTextsSchemas.get(maxChars);
  if (!schema) questionTextsSchemas.set(maxChars, (schema = buildQuestionTextsSchema(maxChars)));
  return schema;
}
const buildQuestionTextsSchema = (maxChars: number) =>
  z.object({
    question: questionText(maxChars),
    options: z.array(z.object({ option_text: questionText(maxChars) })),
    explanation: questionText(maxChars),
  });
const questionTextsSchemas = new Map<number, ReturnType<typeof buildQuestionTextsSchema>>();
export type QuestionTexts = z.input<ReturnType<typeof questionTextsSchema>>;

/** A subtopic or exam named in text (the import's cells): a stored name's length, no control characters. */
export const catalogueNameSchema = z
  .string()
  .max(MAX_CATALOGUE_NAME_CHARS, `must be at most ${MAX_CATALOGUE_NAME_CHARS} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTER_MESSAGE);

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
