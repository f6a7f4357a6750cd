import { QUESTION_MESSAGES } from '@exam-prep/contract/admin/questions';
import type { QuestionType } from '@exam-prep/contract/enums';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { isBlankHtml } from '@/lib/plain-text';

/** A question and each option is text or a picture. */
export type ContentType = QuestionType;

/** One option row of the form. Rows are labelled A, B, C... by position. */
export interface OptionDraft {
  /** A client-only key for React (never sent). */
  key: string;
  /** The stored option's id (edit): sent back so the option keeps its picture. */
  _id?: string;
  option_type: ContentType;
  option_text: string;
  /** A newly chosen picture. */
  file: File | null;
  /** The stored picture's file name (edit). */
  path_url: string | null;
}

export interface QuestionDraft {
  /** Rich-text HTML. */
  question: string;
  question_type: ContentType;
  /** A newly chosen question picture. */
  questionImage: File | null;
  /** The stored question picture's file name (edit): it counts as uploaded. */
  existingQuestionImage: string | null;
  subtopicId: string;
  examIds: string[];
  /** Rich-text HTML, optional. */
  explanation: string;
  options: OptionDraft[];
  /** The correct option's letter, or ''. */
  answer: string;
  /** Held for tests: kept for mock-test papers, left out of every public page. */
  heldForTests: boolean;
}

/** Rows shown by default and after a reset (admin spec §9). */
export const DEFAULT_OPTION_ROWS = 4;
/** Rows never go below this: the remove button shows only above it. */
export const MIN_OPTIONS = 2;

let keys = 0;
const newKey = () => `option-${++keys}`;

/** 0 → 'A', 1 → 'B'... */
export const letterFor = (index: number) => String.fromCharCode(65 + index);

/** 'C' → 2; anything but one capital letter → -1. */
export const letterIndex = (letter: string) => (/^[A-Z]$/.test(letter) ? letter.charCodeAt(0) - 65 : -1);

export const emptyOption = (): OptionDraft => ({ key: newKey(), option_type: 'text', option_text: '', file: null, path_url: null });

/** The add form's start and its state after a successful add: type text, four empty text options, fields cleared. */
export function emptyQuestionDraft(): QuestionDraft {
  return {
    question: '',
    question_type: 'text',
    questionImage: null,
    existingQuestionImage: null,
    subtopicId: '',
    examIds: [],
    explanation: '',
    options: Array.from({ length: DEFAULT_OPTION_ROWS }, emptyOption),
    answer: '',
    heldForTests: false,
  };
}

/** The remove button appears only when there are more than 2 options. */
export const canRemoveOption = (count: number) => count > MIN_OPTIONS;

/** A new empty text option at the end (there is no upper limit). */
export const addOption = (options: OptionDraft[]): OptionDraft[] => [...options, emptyOption()];

/**
 * Removes a row. The answer is a letter by position: removing the answer's option clears it; removing a row
 * above it moves the letter up with its option (so it keeps meaning the same option).
 */
export function removeOption(options: OptionDraft[], index: number, answer: string): { options: OptionDraft[]; answer: string } {
  if (!canRemoveOption(options.length) || index < 0 || index >= options.length) return { options, answer };
  const chosen = letterIndex(answer);
  const next = options.filter((_, position) => position !== index);
  if (chosen === index) return { options: next, answer: '' };
  if (chosen > index) return { options: next, answer: letterFor(chosen - 1) };
  return { options: next, answer };
}

/** Keeps at least four rows on screen (an edited question with two options shows two empty rows more). */
export function padOptionRows(options: OptionDraft[], rows = DEFAULT_OPTION_ROWS): OptionDraft[] {
  return options.length >= rows ? options : [...options, ...Array.from({ length: rows - options.length }, emptyOption)];
}

/** Sent to the server: a text option with text; an image option with text or a picture (new or stored). */
export function isSendable(option: OptionDraft): boolean {
  if (!isBlankHtml(option.option_text)) return true;
  return option.option_type === 'image' && (option.file !== null || Boolean(option.path_url));
}

/** The form's checks, in the admin spec's order (§5), with the messages the proxy answers (the contract's); null when it can be sent. */
export function validateQuestion(draft: QuestionDraft): string | null {
  if (isBlankHtml(draft.question)) return QUESTION_MESSAGES.text;
  if (draft.question_type === 'image' && !draft.questionImage && !draft.existingQuestionImage) return QUESTION_MESSAGES.image;
  if (!draft.subtopicId) return QUESTION_MESSAGES.subtopic;
  if (draft.options.filter(isSendable).length < MIN_OPTIONS) return QUESTION_MESSAGES.options;
  if (!draft.answer) return QUESTION_MESSAGES.answer;
  const chosen = letterIndex(draft.answer);
  if (chosen < 0 || chosen >= draft.options.length || !isSendable(draft.options[chosen]!)) return QUESTION_MESSAGES.answerNotAnOption;
  return null;
}

/**
 * The `answer` field: the chosen option's text, or — when that option has no text (a picture) — its letter
 * among the options actually sent (empty rows are not sent, so a later letter moves up).
 */
export function answerToSend(options: OptionDraft[], answer: string): string {
  const chosen = options[letterIndex(answer)];
  if (!chosen) return answer;
  if (!isBlankHtml(chosen.option_text)) return chosen.option_text.trim();
  const position = options.filter(isSendable).indexOf(chosen);
  return position >= 0 ? letterFor(position) : answer;
}

/**
 * A stored answer as a letter (admin spec §4): a single capital letter is used as it is; otherwise the
 * option with identical text; otherwise the answer's first letter if that is a capital; otherwise ''.
 */
export function letterFromStoredAnswer(answer: string | null | undefined, options: Array<{ option_text: string }>): string {
  const text = (answer ?? '').trim();
  if (!text) return '';
  if (/^[A-Z]$/.test(text)) return text;
  const index = options.findIndex((option) => option.option_text === answer || option.option_text.trim() === text);
  if (index >= 0) return letterFor(index);
  const first = text.charAt(0);
  return /^[A-Z]$/.test(first) ? first : '';
}

/** The edit form's start: the stored question, its options (at least four rows) and the answer as a letter. */
export function draftFromRecord({ question, options }: AdminQuestionRecord): QuestionDraft {
  return {
    question: question.question ?? '',
    question_type: question.question_type === 'image' ? 'image' : 'text',
    questionImage: null,
    existingQuestionImage: question.question_image_url,
    subtopicId: question.subtopic_id ?? '',
    examIds: [...question.exam_ids],
    explanation: question.explanation ?? '',
    options: padOptionRows(
      options.map((option) => ({
        key: newKey(),
        _id: option._id,
        option_type: option.option_type === 'image' ? 'image' : 'text',
        option_text: option.option_text ?? '',
        file: null,
        path_url: option.path_url,
      })),
    ),
    answer: letterFromStoredAnswer(question.answer, options),
    heldForTests: question.held_for_tests,
  };
}

/**
 * The multipart body of POST /api/questions/add and PUT /api/questions/update/{id}: text fields, exam_ids
 * and options as JSON text (options carry their _id on edit), question_image for an image question, and
 * option_image_{index} where index is the option's position in the list sent.
 */
export function buildQuestionFormData(draft: QuestionDraft): FormData {
  const sent = draft.options.filter(isSendable);
  const form = new FormData();
  form.append('question', draft.question);
  form.append('question_type', draft.question_type);
  form.append('subtopic_id', draft.subtopicId);
  form.append('answer', answerToSend(draft.options, draft.answer));
  form.append('explanation', isBlankHtml(draft.explanation) ? '' : draft.explanation);
  form.append('exam_ids', JSON.stringify(draft.examIds));
  form.append('held_for_tests', String(draft.heldForTests));
  form.append(
    'options',
    JSON.stringify(
      sent.map((option) => ({
        option_type: option.option_type,
        option_text: option.option_text.trim(),
        ...(option._id ? { _id: option._id } : {}),
      })),
    ),
  );
  if (draft.question_type === 'image' && draft.questionImage) form.append('question_image', draft.questionImage);
  sent.forEach((option, index) => {
    if (option.option_type === 'image' && option.file) form.append(`option_image_${index}`, option.file);
  });
  return form;
}
