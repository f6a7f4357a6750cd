import { htmlToText } from '@exam-prep/contract/html-text';

/**
 * A question's title: its text without markup, short enough to name the question in Strapi's lists and
 * relation pickers (the Content Manager shows `question_title` where it used to show the answer).
 * Pure and fast (a streaming parser, no DOM): the start-up backfill runs it on 100,000 rows.
 */

/** Titles longer than this are cut at a word boundary and end with "…". */
export const QUESTION_TITLE_LENGTH = 120;
/** Stored for a question with no text at all, so the list never shows an empty row. */
export const NO_TEXT_TITLE = '(no text)';

/** What reads badly right before "…": a comma, a colon, a dash, an opening bracket or quote. */
const TRAILING_JOINERS = /[\s,;:\-–—([{'"“‘]+$/u;

/**
 * The text a reader sees, on one line: the contract's reading of rich text (htmlparser2, html-text-rules.ts): tags
 * stripped ("<p>a</p><p>b</p>" reads "a b", "H<sub>2</sub>O" stays "H2O"), entities decoded, scripts and styles left
 * out, runs of white space made one space.
 */
export function plainTextOf(html: string): string {
  return htmlToText(html);
}

type GraphemeSegmenter = { segment(text: string): Iterable<{ segment: string }> };
const Segmenter = (Intl as unknown as { Segmenter?: new (locale?: string, options?: { granularity: 'grapheme' }) => GraphemeSegmenter })
  .Segmenter;
const graphemes = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** At most `length` UTF-16 units of `text`, never splitting a character (a Devanagari syllable with its marks, an emoji). */
function graphemePrefix(text: string, length: number): string {
  if (!graphemes) return text.slice(0, length).replace(/[\p{M}\u200c\u200d]+$/u, '');
  let prefix = '';
  for (const { segment } of graphemes.segment(text)) {
    if (prefix.length + segment.length > length) break;
    prefix += segment;
  }
  return prefix;
}

/**
 * The title of a question whose text is `html`: its plain text, or, when longer than QUESTION_TITLE_LENGTH, the
 * words that fit followed by "…". A single word too long to fit is cut between characters. '' when no text.
 */
export function questionTitle(html: string | null | undefined): string {
  const text = plainTextOf(typeof html === 'string' ? html : '');
  if (text.length <= QUESTION_TITLE_LENGTH) return text;
  // One character more, so a word ending exactly at the limit is kept whole.
  const lastSpace = text.lastIndexOf(' ', QUESTION_TITLE_LENGTH);
  const kept = lastSpace >= QUESTION_TITLE_LENGTH / 2 ? text.slice(0, lastSpace) : graphemePrefix(text, QUESTION_TITLE_LENGTH);
  return `${kept.replace(TRAILING_JOINERS, '')}…`;
}

/** What is stored in `question_title`: the title, or NO_TEXT_TITLE for a question without text. */
export function storedQuestionTitle(html: unknown): string {
  return questionTitle(typeof html === 'string' ? html : '') || NO_TEXT_TITLE;
}
