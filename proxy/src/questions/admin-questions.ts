import { badRequest } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import type { UploadedImage } from '#src/strapi/media.js';
import { isBlankRichText, sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiQuestion } from '#src/strapi/types.js';
import { removeFiles, removeFilesIfUnused, storeImages } from '#src/strapi/media.js';
import { QUESTION_MESSAGES, questionTextsSchema } from '@exam-prep/contract/admin/questions';
import { QUESTION_TYPES, type QuestionType } from '@exam-prep/contract/enums';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { DEFAULT_LOCALE } from '#src/strapi/locale.js';
import { getQuestion, questionQuery } from './questions.js';
import { jsonField, parseOrThrow } from '#src/lib/validation.js';

/** The add/update form: its text fields (multipart or JSON) and the pictures that came with it. */
export interface QuestionForm {
  fields: Record<string, unknown>;
  images: UploadedImage[];
}

/** A picture for the question or an option: a file from this request, or one the question already has. */
type ImageChoice = { newFrom: string } | { keepId: number } | null;

interface StoredMedia {
  id: number;
  url: string;
}

/** A question as stored, with the file ids of its pictures (needed to replace or delete them). */
interface StoredQuestion extends Omit<StrapiQuestion, 'question_image' | 'options'> {
  question_image?: StoredMedia | null;
  options?: Array<{ option_key: string | null; option_type: QuestionType; option_text: string | null; image?: StoredMedia | null }>;
}

interface QuestionDraft {
  question: string;
  question_type: QuestionType;
  subtopicId: string;
  examIds: string[];
  answer: string;
  explanation: string | null;
  questionImage: ImageChoice;
  options: Array<{ option_key?: string; option_type: QuestionType; option_text: string; image: ImageChoice }>;
  /** Held for tests; undefined keeps what is stored (false for a new question). */
  heldForTests: boolean | undefined;
}

interface SentOption {
  _id?: string;
  option_type: QuestionType;
  rawText: string;
  text: string;
  image: ImageChoice;
  kept: boolean;
}

const letterOf = (position: number) => String.fromCharCode(65 + position);

/**
 * Reads and checks the form, in the order of the admin spec. On update, `existing` is the stored question:
 * its picture counts as "uploaded", and options that carry their `_id` keep their picture unless replaced.
 */
function readDraft(form: QuestionForm, existing?: StoredQuestion): QuestionDraft {
  const fields = form.fields ?? {};
  const fileFor = (field: string) => form.images.find((image) => image.field === field);

  const rawQuestion = typeof fields.question === 'string' ? fields.question : '';
  const question = sanitizeRichText(rawQuestion);
  if (isBlankRichText(question)) throw badRequest(QUESTION_MESSAGES.text);

  const questionType = fields.question_type === undefined || fields.question_type === '' ? 'text' : fields.question_type;
  if (!(QUESTION_TYPES as readonly unknown[]).includes(questionType)) throw badRequest('question_type must be "text" or "image"');
  const type = questionType as QuestionType;
  let questionImage: ImageChoice = null;
  if (type === 'image') {
    if (fileFor('question_image')) questionImage = { newFrom: 'question_image' };
    else if (existing?.question_image) questionImage = { keepId: existing.question_image.id };
    else throw badRequest(QUESTION_MESSAGES.image);
  }

  const subtopicId = typeof fields.subtopic_id === 'string' ? fields.subtopic_id.trim() : '';
  if (!subtopicId) throw badRequest(QUESTION_MESSAGES.subtopic);

  const sent = readOptions(fields.options, form.images, existing);
  // The texts as sent, by the one rule the bulk import applies too (length, no NUL or control characters).
  parseOrThrow(questionTextsSchema(), {
    question: rawQuestion,
    options: sent.map((option) => ({ option_text: option.rawText })),
    explanation: typeof fields.explanation === 'string' ? fields.explanation : '',
  });
  const kept = sent.filter((option) => option.kept);
  if (kept.length < 2) throw badRequest(QUESTION_MESSAGES.options);

  const rawAnswer = typeof fields.answer === 'string' ? fields.answer.trim() : '';
  if (!rawAnswer) throw badRequest(QUESTION_MESSAGES.answer);
  const chosen = resolveAnswer(rawAnswer, sent);
  if (!chosen) throw badRequest(QUESTION_MESSAGES.answerNotAnOption);
  // The stored answer is the option's text; an option without text (a picture) is named by its letter.
  const answer = isBlankRichText(chosen.text) ? letterOf(kept.indexOf(chosen)) : chosen.text;

  const rawExplanation = typeof fields.explanation === 'string' ? sanitizeRichText(fields.explanation) : '';
  const explanation = isBlankRichText(rawExplanation) ? null : rawExplanation;

  const examIds = readExamIds(fields.exam_ids);
  const heldForTests = readHeldForTests(fields.held_for_tests);

  return {
    question,
    question_type: type,
    subtopicId,
    examIds,
    answer,
    explanation,
    questionImage,
    heldForTests,
    options: kept.map((option) => ({
      ...(option._id && existing?.options?.some((stored) => stored.option_key === option._id) ? { option_key: option._id } : {}),
      option_type: option.option_type,
      option_text: isBlankRichText(option.text) ? '' : option.text,
      image: option.image,
    })),
  };
}

/**
 * The `options` list as sent (JSON text in a multipart form). `option_image_{index}` refers to a position
 * in it. Text options count when they have text; image options when they have text or a picture.
 */
function readOptions(value: unknown, images: UploadedImage[], existing?: StoredQuestion): SentOption[] {
  const list = jsonField(value, 'options', 'a list of {option_type, option_text}') ?? [];
  if (!Array.isArray(list)) throw badRequest('options must be a list of {option_type, option_text}');
  for (const image of images) {
    const index = /^option_image_(\d+)$/.exec(image.field)?.[1];
    if (index !== undefined && Number(index) >= list.length) {
      throw badRequest(`${image.field} has no matching option (options has ${list.length} item${list.length === 1 ? '' : 's'})`);
    }
  }
  return list.map((item: unknown, index): SentOption => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw badRequest(`options[${index}] must be an object with option_type and option_text`);
    const option = item as { _id?: unknown; option_type?: unknown; option_text?: unknown };
    const optionType = option.option_type === undefined || option.option_type === '' ? 'text' : option.option_type;
    if (!(QUESTION_TYPES as readonly unknown[]).includes(optionType))
      throw badRequest(`options[${index}].option_type must be "text" or "image"`);
    if (option.option_text !== undefined && option.option_text !== null && typeof option.option_text !== 'string') {
      throw badRequest(`options[${index}].option_text must be text`);
    }
    const rawText = typeof option.option_text === 'string' ? option.option_text : '';
    const text = sanitizeRichText(rawText);
    const id = typeof option._id === 'string' && option._id ? option._id : undefined;
    let image: ImageChoice = null;
    if (optionType === 'image') {
      const storedImage = id ? existing?.options?.find((stored) => stored.option_key === id)?.image : undefined;
      if (images.some((file) => file.field === `option_image_${index}`)) image = { newFrom: `option_image_${index}` };
      else if (storedImage) image = { keepId: storedImage.id };
    }
    const hasText = !isBlankRichText(text);
    return { _id: id, option_type: optionType as QuestionType, rawText, text, image, kept: hasText || image !== null };
  });
}

/** The answer is an option's text, or a letter (A, B, C...) by position in the list sent. */
function resolveAnswer(answer: string, sent: SentOption[]): SentOption | undefined {
  const byText = sent.find(
    (option) => option.kept && !isBlankRichText(option.text) && (option.rawText.trim() === answer || option.text === answer),
  );
  if (byText) return byText;
  if (/^[A-Z]$/.test(answer)) {
    const option = sent[answer.charCodeAt(0) - 65];
    if (option?.kept) return option;
  }
  return undefined;
}

function readExamIds(value: unknown): string[] {
  const list = jsonField(value, 'exam_ids', 'a list of exam ids') ?? [];
  if (!Array.isArray(list) || list.some((id) => typeof id !== 'string' || !id.trim()))
    throw badRequest('exam_ids must be a list of exam ids');
  return [...new Set(list.map((id: string) => id.trim()))];
}

/** `held_for_tests`: a boolean (JSON) or `true`/`false` (a multipart form's text); absent or empty: unchanged. */
function readHeldForTests(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badRequest('held_for_tests must be true or false');
}

/** The subtopic and exams must exist (checked together, one round trip each). */
async function checkRelations(cms: StrapiClient, draft: QuestionDraft) {
  const [subtopics, exams] = await Promise.all([
    cms.get<StrapiList<{ documentId: string }>>('/subtopics', {
      fields: ['subtopic_name'],
      filters: { documentId: { $eq: draft.subtopicId } },
      pagination: { page: 1, pageSize: 1 },
    }),
    draft.examIds.length === 0
      ? Promise.resolve([])
      : cms.getAll<{ documentId: string }>('/exams', { fields: ['exam_name'], filters: { documentId: { $in: draft.examIds } } }),
  ]);
  if (subtopics.data.length === 0) throw badRequest('The selected subtopic does not exist');
  const known = new Set(exams.map((exam) => exam.documentId));
  const unknown = draft.examIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`exam_ids: unknown exam ${unknown.join(', ')}`);
}

/** Uploads the pictures the draft needs and returns Strapi's question data plus the new file ids. */
async function prepareData(cms: StrapiClient, draft: QuestionDraft, images: UploadedImage[]) {
  const wanted = [draft.questionImage, ...draft.options.map((option) => option.image)].flatMap((choice) =>
    choice && 'newFrom' in choice ? [choice.newFrom] : [],
  );
  const stored = await storeImages(
    cms,
    images.filter((image) => wanted.includes(image.field)),
  );
  const fileId = (choice: ImageChoice) => (!choice ? null : 'keepId' in choice ? choice.keepId : stored.get(choice.newFrom)!.id);
  const data = {
    question: draft.question,
    question_type: draft.question_type,
    answer: draft.answer,
    explanation: draft.explanation,
    subtopic: draft.subtopicId,
    exams: draft.examIds,
    question_image: fileId(draft.questionImage),
    options: draft.options.map((option) => ({ ...option, image: fileId(option.image) })),
    ...(draft.heldForTests === undefined ? {} : { held_for_tests: draft.heldForTests }),
  };
  return { data, newFileIds: [...stored.values()].map((file) => file.id) };
}

/** POST /api/questions/add: 201 with the new {question, options} record (held_for_tests included). */
export async function addQuestion(cms: StrapiClient, form: QuestionForm): Promise<AdminQuestionRecord> {
  const draft = readDraft(form);
  await checkRelations(cms, draft);
  const { data, newFileIds } = await prepareData(cms, draft, form.images);
  let documentId: string;
  try {
    documentId = (await cms.post<{ data: { documentId: string } }>('/questions', { data })).data.documentId;
  } catch (error) {
    await removeFiles(cms, newFileIds);
    throw error;
  }
  return getQuestionToEdit(cms, documentId);
}

/** GET /api/questions/edit/{id}: the question as the edit form reads it, held for tests or not (never cached). */
export function getQuestionToEdit(cms: StrapiClient, id: string): Promise<AdminQuestionRecord> {
  return getQuestion(cms, id, DEFAULT_LOCALE, { includeHeld: true }) as Promise<AdminQuestionRecord>;
}

/** The edit form's read: the question with how many of students' reports of a mistake in it are open. */
export async function getQuestionForEditForm(cms: StrapiClient, id: string): Promise<AdminQuestionRecord> {
  const [record, { open }] = await Promise.all([
    getQuestionToEdit(cms, id),
    cms.get<{ open: number }>(`/question-reports/admin/questions/${encodeURIComponent(id)}/open`),
  ]);
  return { ...record, open_reports: open };
}

/** PUT /api/questions/update/{id}: 200 with the updated record; replaced pictures are deleted. */
export async function updateQuestion(cms: StrapiClient, id: string, form: QuestionForm): Promise<AdminQuestionRecord> {
  const existing = await findStoredQuestion(cms, id);
  const draft = readDraft(form, existing);
  await checkRelations(cms, draft);
  const { data, newFileIds } = await prepareData(cms, draft, form.images);
  try {
    await cms.put(`/questions/${encodeURIComponent(id)}`, { data });
  } catch (error) {
    await removeFiles(cms, newFileIds);
    throw error;
  }
  const inUse = new Set([data.question_image, ...data.options.map((option) => option.image)]);
  await removeFilesIfUnused(
    cms,
    storedFileIds(existing).filter((fileId) => !inUse.has(fileId)),
  );
  return getQuestionToEdit(cms, id);
}

/** DELETE /api/questions/delete/{id}: the question goes, and so do its pictures. */
export async function deleteQuestion(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  const existing = await findStoredQuestion(cms, id);
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/questions/${encodeURIComponent(id)}?locale=*`);
  await removeFilesIfUnused(cms, storedFileIds(existing));
  return { message: 'Question deleted successfully', _id: id };
}

const storedFileIds = (question: StoredQuestion) =>
  [question.question_image?.id, ...(question.options ?? []).map((option) => option.image?.id)].filter(
    (fileId): fileId is number => typeof fileId === 'number',
  );

async function findStoredQuestion(cms: StrapiClient, id: string): Promise<StoredQuestion> {
  const { sort: _unsorted, ...query } = questionQuery;
  return findDocumentOrNotFound<StoredQuestion>(cms, 'questions', id, query, 'Question not found');
}
