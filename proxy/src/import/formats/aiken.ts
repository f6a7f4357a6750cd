import type { Readable } from 'node:stream';
import type { RawImportRow } from '#src/import/types.js';
import { IMPORT_OPTION_LETTERS } from '@exam-prep/contract/admin/question-import';
import { clipText, escapeText, textLines } from './lines.js';

/**
 * Aiken (Moodle's plain-text multiple choice): the question (one or more lines), options `A. text` or `A) text`,
 * then `ANSWER: B`; a blank line between questions. Text is plain, so it is HTML-escaped. A question cut short
 * (no ANSWER line) is still yielded, with `correct: ''`, for the checks to report by its line.
 */

const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i;

/** Does this text read as Aiken (an option line and an ANSWER line)? */
export function looksLikeAiken(text: string): boolean {
  return /^ANSWER\s*:\s*[A-Z]\s*$/im.test(text) && /^[A-Z][.)]\s+\S/m.test(text);
}

interface Draft {
  line: number;
  question: string[];
  options: string[];
}

/** One option more than a question may have: enough for the checks to say "too many". */
const KEPT_OPTIONS = IMPORT_OPTION_LETTERS.length + 1;

/** `maxCellChars`: a question's or option's text is kept to one character past it (then reported too long). */
export async function* aikenRows(open: () => Promise<Readable>, maxCellChars: number): AsyncGenerator<RawImportRow> {
  const keep = maxCellChars + 1;
  let draft: Draft | undefined;
  let questionChars = 0;
  for await (const { text, line } of textLines(open, maxCellChars)) {
    const trimmed = text.trim();
    if (trimmed === '') {
      // A blank line ends a question that has options; inside a question's text it is a paragraph break.
      if (draft && draft.options.length > 0) {
        yield finish(draft, '');
        draft = undefined;
      } else if (draft && questionChars <= keep) {
        draft.question.push('');
        questionChars++;
      }
      continue;
    }
    if (!draft) {
      draft = { line, question: [trimmed], options: [] };
      questionChars = trimmed.length;
      continue;
    }
    const answer = ANSWER_LINE.exec(trimmed);
    if (answer) {
      yield finish(draft, answer[1].trim());
      draft = undefined;
      continue;
    }
    const option = OPTION_LINE.exec(trimmed);
    if (option) {
      if (draft.options.length < KEPT_OPTIONS) draft.options.push(option[2].trim());
    } else if (draft.options.length > 0) {
      const last = draft.options.length - 1;
      draft.options[last] = clipText(`${draft.options[last]} ${trimmed}`, keep);
    } else if (questionChars <= keep) {
      draft.question.push(trimmed);
      questionChars += trimmed.length + 1;
    }
  }
  if (draft) yield finish(draft, '');
}

function finish(draft: Draft, correct: string): RawImportRow {
  return {
    line: draft.line,
    subtopic: '',
    question: escapeText(draft.question.join('\n').trim()),
    options: draft.options.map((text) => ({ text: escapeText(text), image: '' })),
    correct,
    explanation: '',
    exams: [],
    questionImage: '',
    heldForTests: '',
  };
}
