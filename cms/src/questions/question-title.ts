/**
 * A question's title: its text without markup, short enough to name the question in Strapi's lists and
 * relation pickers (the Content Manager shows `question_title` where it used to show the answer).
 * Pure and fast (regular expressions, no HTML parser): the start-up backfill runs it on 100,000 rows.
 */

/** Titles longer than this are cut at a word boundary and end with "…". */
export const QUESTION_TITLE_LENGTH = 120;
/** Stored for a question with no text at all, so the list never shows an empty row. */
export const NO_TEXT_TITLE = '(no text)';

/** Tags that separate words: "<p>a</p><p>b</p>" reads "a b", but "H<sub>2</sub>O" stays "H2O". */
const WORD_BREAKING_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  times: '×',
  divide: '÷',
  plusmn: '±',
  minus: '−',
  deg: '°',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  radic: '√',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  pi: 'π',
  rarr: '→',
  larr: '←',
  harr: '↔',
  rupee: '₹',
  euro: '€',
  pound: '£',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  zwj: '\u200d',
  zwnj: '\u200c',
};

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Elements whose content is not text a reader sees. */
const INVISIBLE_ELEMENT = /<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** An opening or closing tag, quoted attribute values (which may hold ">") included. */
const TAG = /<\/?([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;
/** What reads badly right before "…": a comma, a colon, a dash, an opening bracket or quote. */
const TRAILING_JOINERS = /[\s,;:\-–—([{'"“‘]+$/u;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return valid ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}

/** The text a reader sees: tags stripped, entities decoded, runs of white space made one space. */
export function plainTextOf(html: string): string {
  const withoutTags = html
    .replace(COMMENT, ' ')
    .replace(INVISIBLE_ELEMENT, ' ')
    .replace(TAG, (_tag, name: string) => (WORD_BREAKING_TAGS.has(name.toLowerCase()) ? ' ' : ''));
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
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
