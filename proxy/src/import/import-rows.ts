import { HELD_FOR_TESTS_VALUES, IMPORT_MESSAGES, IMPORT_OPTION_LETTERS, type ImportError } from '@exam-prep/contract/admin/question-import';
import { normaliseQuestionKey } from '@exam-prep/contract/question-key';
import { catalogueNameSchema, questionTextsSchema } from '@exam-prep/contract/admin/questions';
import type { QuestionType } from '@exam-prep/contract/enums';
import type { ImportFormat, RawImportRow } from './types.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';

/**
 * One row of an import file checked on its own: its subtopic and exams named, its texts sanitised like
 * every write, its options, correct letter and pictures. What needs the CMS or the ZIP's bytes (duplicates, the
 * pictures' content) is checked by import-questions.ts. Every problem is collected, none stops the check.
 */

/**
 * Names to document ids, as an editor types them: the exact name first, else the one name spelled the same in
 * another letter case (names are unique exactly, so two may differ only in case: then the exact one is needed).
 */
export class NameIndex {
  private readonly exact = new Map<string, string>();
  private readonly folded = new Map<string, string | null>();

  constructor(entries: Array<{ name: string; documentId: string }>) {
    for (const { name, documentId } of entries) {
      this.exact.set(name, documentId);
      const key = name.toLowerCase();
      this.folded.set(key, this.folded.has(key) ? null : documentId);
    }
  }

  find(name: string): string | undefined {
    return this.exact.get(name) ?? this.folded.get(name.toLowerCase()) ?? undefined;
  }
}

/** The form's defaults for rows that name no subtopic or exams. */
export interface ImportDefaults {
  subtopic: string;
  exams: string[];
}

export interface RowContext {
  format: ImportFormat;
  subtopics: NameIndex;
  exams: NameIndex;
  defaults: ImportDefaults;
  /** Is a picture of this name in the ZIP? */
  hasImage: (name: string) => boolean;
  /** The most characters of a text (IMPORT_MAX_CELL_CHARS): the add form's rule, with the import's limit. */
  maxCellChars: number;
}

/** A picture a row names: the column it is in and the file name in the ZIP. */
export interface NamedImage {
  field: string;
  name: string;
}

/** A row that passed the checks: what the CMS's batch writer takes, pictures still by name. */
export interface CheckedRow {
  line: number;
  subtopicId: string;
  /** The question's duplicate key (normaliseQuestionKey). */
  key: string;
  question: string;
  questionType: QuestionType;
  answer: string;
  explanation: string | null;
  examIds: string[];
  questionImage: string;
  options: Array<{ text: string; image: string }>;
  heldForTests: boolean;
}

export interface RowCheck {
  /** Undefined when the row has errors. */
  row?: CheckedRow;
  errors: ImportError[];
  /** The pictures it names that are in the ZIP (their bytes are checked next). */
  images: NamedImage[];
  /** The subtopic and key, when both are known (for the duplicate checks, even of a row with other errors). */
  duplicateKey?: { subtopicId: string; key: string };
}

/**
 * Sanitised rich text that shows nothing to read ('', '<p><br></p>', '<p>&nbsp;</p>'): isBlankRichText's answer for
 * text sanitizeRichText has already cleaned, without parsing it again (thousands of rows, several texts each).
 */
const isBlank = (sanitised: string) => normaliseQuestionKey(sanitised) === '';

const optionField = (index: number) => `option_${IMPORT_OPTION_LETTERS[index]!.toLowerCase()}`;

export function checkRow(raw: RawImportRow, context: RowContext): RowCheck {
  const errors: ImportError[] = [];
  const fail = (field: string, message: string) => errors.push({ line: raw.line, field, message });
  const images: NamedImage[] = [];
  const picture = (field: string, name: string): string => {
    const trimmed = name.trim();
    if (!trimmed) return '';
    if (context.hasImage(trimmed)) images.push({ field, name: trimmed });
    else fail(field, IMPORT_MESSAGES.missingImage(trimmed));
    return trimmed;
  };

  const texts = questionTextsSchema(context.maxCellChars).safeParse({
    question: raw.question,
    options: raw.options.map((option) => ({ option_text: option.text })),
    explanation: raw.explanation,
  });
  const failedTexts = new Set<string>();
  for (const issue of texts.error?.issues ?? []) {
    const field = textField(issue.path);
    if (failedTexts.has(field)) continue;
    failedTexts.add(field);
    fail(field, sentence(issue.message));
  }

  const subtopicName = raw.subtopic.trim() || context.defaults.subtopic.trim();
  const subtopicProblem = subtopicName ? nameProblem(subtopicName) : undefined;
  const subtopicId = subtopicName && !subtopicProblem ? context.subtopics.find(subtopicName) : undefined;
  if (!subtopicName) fail('subtopic', IMPORT_MESSAGES.noSubtopic);
  else if (subtopicProblem) fail('subtopic', subtopicProblem);
  else if (!subtopicId) fail('subtopic', IMPORT_MESSAGES.unknownSubtopic(subtopicName));

  const examNames = (raw.exams.length > 0 ? raw.exams : context.defaults.exams).map((name) => name.trim()).filter(Boolean);
  const examIds: string[] = [];
  for (const name of examNames) {
    const problem = nameProblem(name);
    const id = problem ? undefined : context.exams.find(name);
    if (problem) fail('exams', problem);
    else if (!id) fail('exams', IMPORT_MESSAGES.unknownExam(name));
    else if (!examIds.includes(id)) examIds.push(id);
  }

  const heldForTests = readHeldForTests(raw.heldForTests);
  if (heldForTests === undefined) fail('held_for_tests', IMPORT_MESSAGES.heldForTests(raw.heldForTests));

  const question = sanitizeRichText(raw.question);
  if (isBlank(question)) fail('question', IMPORT_MESSAGES.blankQuestion);
  const questionImage = picture('question_image', raw.questionImage);

  const options = checkOptions(raw, context.format, fail, picture);
  const answer = options && checkCorrect(raw.correct, options, fail);

  const explanationText = sanitizeRichText(raw.explanation);
  const key = normaliseQuestionKey(question);
  const duplicateKey = subtopicId && key ? { subtopicId, key } : undefined;
  if (errors.length > 0 || !subtopicId || !options || answer === undefined || heldForTests === undefined)
    return { errors, images, duplicateKey };
  return {
    errors,
    images,
    duplicateKey,
    row: {
      line: raw.line,
      subtopicId,
      key,
      question,
      questionType: questionImage ? 'image' : 'text',
      answer,
      explanation: isBlank(explanationText) ? null : explanationText,
      examIds,
      questionImage,
      options,
      heldForTests,
    },
  };
}

/** The import's column of a text the add form's schema found wrong. */
function textField(path: PropertyKey[]): string {
  if (path[0] === 'options' && typeof path[1] === 'number')
    return path[1] < IMPORT_OPTION_LETTERS.length ? optionField(path[1]) : 'options';
  return String(path[0] ?? 'question');
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** What is wrong with a subtopic or exam name by the add forms' rules (length, control characters), if anything. */
function nameProblem(name: string): string | undefined {
  const checked = catalogueNameSchema.safeParse(name);
  return checked.success ? undefined : sentence(checked.error.issues[0]!.message);
}

/** true, false, or undefined for a value that is neither. */
function readHeldForTests(cell: string): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if ((HELD_FOR_TESTS_VALUES.true as readonly string[]).includes(value)) return true;
  if ((HELD_FOR_TESTS_VALUES.false as readonly string[]).includes(value)) return false;
  return undefined;
}

type Fail = (field: string, message: string) => void;

/** The options as the add form keeps them: text sanitised, blank text '' (a picture option may have none). */
function checkOptions(
  raw: RawImportRow,
  format: ImportFormat,
  fail: Fail,
  picture: (field: string, name: string) => string,
): CheckedRow['options'] | undefined {
  if (format === 'gift' && raw.options.length === 0) {
    fail('question', IMPORT_MESSAGES.notMultipleChoice);
    return undefined;
  }
  const sent = raw.options.map((option, index) => {
    const text = sanitizeRichText(option.text);
    const image = index < IMPORT_OPTION_LETTERS.length ? picture(`${optionField(index)}_image`, option.image) : option.image.trim();
    return { text: isBlank(text) ? '' : text, image };
  });
  // Options after the last one that has text or a picture are no options.
  while (sent.length > 0 && !sent.at(-1)!.text && !sent.at(-1)!.image) sent.pop();
  if (sent.length > IMPORT_OPTION_LETTERS.length) {
    fail('options', IMPORT_MESSAGES.tooManyOptions);
    return undefined;
  }
  let usable = true;
  sent.forEach((option, index) => {
    if (option.text || option.image) return;
    fail(optionField(index), IMPORT_MESSAGES.gap(IMPORT_OPTION_LETTERS[index]!));
    usable = false;
  });
  if (sent.filter((option) => option.text || option.image).length < 2) {
    fail('options', IMPORT_MESSAGES.tooFewOptions);
    return undefined;
  }
  return usable ? sent : undefined;
}

/**
 * The stored answer of a correct letter, as the add form stores it: the option's text, or its letter when the
 * option is a picture without text. Undefined (and an error) for a missing, odd or empty choice.
 */
function checkCorrect(correct: string, options: CheckedRow['options'], fail: Fail): string | undefined {
  const letter = correct.trim().toUpperCase();
  if (!letter) {
    fail('correct', IMPORT_MESSAGES.noCorrect);
    return undefined;
  }
  const index = IMPORT_OPTION_LETTERS.indexOf(letter as (typeof IMPORT_OPTION_LETTERS)[number]);
  if (index === -1) {
    fail('correct', IMPORT_MESSAGES.badCorrect(correct.trim()));
    return undefined;
  }
  const option = options[index];
  if (!option || (!option.text && !option.image)) {
    fail('correct', IMPORT_MESSAGES.correctIsEmpty(letter));
    return undefined;
  }
  return option.text || letter;
}

/** A checked row as one line of the CMS batch writer's NDJSON, pictures by their stored file ids. */
export function writeReadyLine(row: CheckedRow, fileIds: Map<string, number>): string {
  const fileId = (name: string) => (name ? (fileIds.get(name) ?? null) : null);
  return JSON.stringify({
    question: row.question,
    question_type: row.questionType,
    answer: row.answer,
    explanation: row.explanation,
    subtopic: row.subtopicId,
    exams: row.examIds,
    question_image: fileId(row.questionImage),
    // No option_key: the CMS gives each option a random one, as for every other write (it is the option's public _id).
    options: row.options.map((option) => ({
      option_type: option.image ? 'image' : 'text',
      option_text: option.text,
      image: fileId(option.image),
    })),
    held_for_tests: row.heldForTests,
  });
}
