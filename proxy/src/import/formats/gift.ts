import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES, IMPORT_OPTION_LETTERS } from '@exam-prep/contract/admin/question-import';
import { ImportFileError, type RawImportRow } from '#src/import/types.js';
import { escapeText, textLines } from './lines.js';

/**
 * GIFT (Moodle), multiple choice: `::title::` (optional) `[html]` (optional) question `{ =right ~wrong ~wrong }`.
 * Questions are separated by blank lines; `//` lines are comments; `$CATEGORY: a/b/c` names the subtopic of the
 * questions after it (its last segment). `#feedback` on the right answer and `####general feedback` become the
 * explanation. `\~ \= \# \{ \} \:` are literal characters and `\n` a line break. Other kinds of question (true/false,
 * short answer, numeric, matching, essay) are yielded with no options, for the checks to report.
 */

/** Does this text read as GIFT (a `::title::`, a $CATEGORY line or an answer block with = or ~)? */
export function looksLikeGift(text: string): boolean {
  return /^\s*::[^\n]*::/m.test(text) || /^\s*\$CATEGORY\s*:/m.test(text) || /\{[^}]*(?:^|\s|\{)[=~][^}]*\}/s.test(text);
}

// Escaped characters stand in as private-use characters while the question is taken apart.
const ESCAPES: Record<string, string> = {
  '~': '\uE001',
  '=': '\uE002',
  '#': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  ':': '\uE006',
  '\\': '\uE007',
};
const UNESCAPES = new Map(Object.entries(ESCAPES).map(([char, stand]) => [stand, char]));

function hideEscapes(text: string): string {
  // `\n` is a line break, but not at the start of a LaTeX command such as `\neq`.
  return text.replace(/\\([~=#{}:\\]|n(?![a-zA-Z]))/g, (_all, char: string) => (char === 'n' ? '\n' : ESCAPES[char]));
}

function restore(text: string): string {
  return text.replace(/[\uE001-\uE007]/g, (stand) => UNESCAPES.get(stand) ?? stand);
}

type TextFormat = 'html' | 'plain';

/** A text's own [format] prefix, or the format it inherits; HTML kept, plain text escaped. */
function giftText(raw: string, inherited: TextFormat): { text: string; format: TextFormat } {
  let text = raw.trim();
  let format = inherited;
  const prefix = /^\[(html|moodle|plain|markdown)\]\s*/i.exec(text);
  if (prefix) {
    format = ['html', 'moodle'].includes(prefix[1].toLowerCase()) ? 'html' : 'plain';
    text = text.slice(prefix[0].length);
  }
  text = restore(text).trim();
  return { text: format === 'html' ? text : escapeText(text), format };
}

interface Block {
  line: number;
  lines: string[];
  chars: number;
}

/**
 * `maxCellChars`: the most characters of one text. A question block may hold its texts (question, options,
 * feedback) at that limit and their markup; a longer block is refused as it is read.
 */
export async function* giftRows(open: () => Promise<Readable>, maxCellChars: number): AsyncGenerator<RawImportRow> {
  const maxBlockChars = (IMPORT_OPTION_LETTERS.length + 3) * (maxCellChars + 16);
  let subtopic = '';
  let block: Block | undefined;
  const finish = (done: Block): RawImportRow | undefined => {
    const text = done.lines.join('\n');
    const category = /^\s*\$CATEGORY\s*:\s*(.*)$/i.exec(text);
    if (category) {
      const path = category[1]
        .trim()
        .split('/')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      subtopic = path.length > 0 ? path[path.length - 1] : '';
      return undefined;
    }
    return parseQuestion(text, done.line, subtopic);
  };
  for await (const { text, line } of textLines(open, maxBlockChars)) {
    if (text.trim() === '') {
      const row = block && finish(block);
      block = undefined;
      if (row) yield row;
      continue;
    }
    if (/^\s*\/\//.test(text)) continue;
    if (/^\s*\$CATEGORY\s*:/i.test(text)) {
      // A category line stands alone even without blank lines around it.
      const row = block && finish(block);
      if (row) yield row;
      block = undefined;
      finish({ line, lines: [text], chars: text.length });
      continue;
    }
    if (!block) block = { line, lines: [], chars: 0 };
    block.lines.push(text);
    block.chars += text.length + 1;
    if (block.chars > maxBlockChars) throw new ImportFileError(IMPORT_MESSAGES.recordTooLong(block.line, maxCellChars));
  }
  const row = block && finish(block);
  if (row) yield row;
}

function parseQuestion(source: string, line: number, subtopic: string): RawImportRow {
  let text = hideEscapes(source).trim();
  const title = /^::(.*?)::/s.exec(text);
  if (title) text = text.slice(title[0].length);
  const open = text.indexOf('{');
  const close = open === -1 ? -1 : text.indexOf('}', open);
  const row: RawImportRow = {
    line,
    subtopic,
    question: '',
    options: [],
    correct: '',
    explanation: '',
    exams: [],
    questionImage: '',
    heldForTests: '',
  };
  if (open === -1 || close === -1) {
    row.question = giftText(text, 'plain').text;
    return row;
  }
  const before = text.slice(0, open);
  const after = text.slice(close + 1).trim();
  // A missing-word question ("Moodle costs {~lots =nothing} to use") keeps a blank where its answers stood.
  const question = giftText(after === '' ? before : `${before.trimEnd()} _____ ${after}`, 'plain');
  row.question = question.text;
  const answers = parseAnswers(text.slice(open + 1, close), question.format);
  if (answers) Object.assign(row, answers);
  return row;
}

/** The options, correct letter and explanation of a multiple-choice answer block; undefined for other kinds. */
function parseAnswers(block: string, format: TextFormat): Pick<RawImportRow, 'options' | 'correct' | 'explanation'> | undefined {
  let body = block;
  let generalFeedback = '';
  const general = body.indexOf('####');
  if (general !== -1) {
    generalFeedback = giftText(body.slice(general + 4), format).text;
    body = body.slice(0, general);
  }
  const parts = body.split(/(?=[=~])/).map((part) => part.trim());
  if (parts.length > 0 && !/^[=~]/.test(parts[0])) {
    if (parts[0] !== '') return undefined; // true/false, numeric (#), essay ({}) or stray text
    parts.shift();
  }
  const right = parts.filter((part) => part.startsWith('='));
  const wrong = parts.filter((part) => part.startsWith('~'));
  if (right.length !== 1 || wrong.length === 0 || parts.some((part) => part.includes('->'))) return undefined;
  const options: RawImportRow['options'] = [];
  let correct = '';
  let rightFeedback = '';
  parts.forEach((part, index) => {
    const [answer, ...feedback] = part
      .slice(1)
      .replace(/^%-?\d+(?:\.\d+)?%/, '')
      .split('#');
    options.push({ text: giftText(answer, format).text, image: '' });
    if (part.startsWith('=')) {
      correct = String.fromCharCode(65 + index);
      rightFeedback = giftText(feedback.join('#'), format).text;
    }
  });
  const explanation = [rightFeedback, generalFeedback].filter((text) => text !== '').join('\n');
  return { options, correct, explanation };
}
