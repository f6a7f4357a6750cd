/**
 * What the page texts of every language share (page-meta.ts in English, page-meta-hi.ts in Hindi): the site's
 * name, the shape of a page's texts, name formatting and the limits the builders keep to. A module of its own so
 * a Hindi page loads these without the English builders.
 */
export const SITE_NAME = 'ExamPrep';

/** A page's texts. `title` is without the site name: see fullTitle. */
export interface PageText {
  title: string;
  description: string;
  keywords: string[];
  /** Pages crawlers should not index (the 404 page, admin screens, this browser's saved questions). */
  noindex?: boolean;
}

/** Questions per page on the practice and saved pages: the app asks for pages of this size, the proxy preloads the first. */
export const QUESTIONS_PER_PAGE = 10;

/** The document title: suffixed with ' | ExamPrep' unless it already names the site. */
export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** 'general-aptitude' → 'General Aptitude' (topic and subtopic names are stored as slugs). */
export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Page metadata names at most the first 4 topics or subtopics (spec §1). */
export const META_NAME_COUNT = 4;
/** '{n}+ Practice Topics' when there are more than this many topics. */
export const TOPIC_COUNT_TITLE_ABOVE = 8;
/** The subtopic page's title carries a count when there are more than this many subtopics. */
export const SUBTOPIC_COUNT_TITLE_ABOVE = 5;
/** Longer exam-pattern descriptions are cut to fit a search result's snippet. */
export const DESCRIPTION_MAX_LENGTH = 155;
/** Question page titles name at most this much of the question (the site name and subtopic follow). */
export const QUESTION_TITLE_MAX_LENGTH = 70;
/** Search page titles name at most this much of the query. */
export const SEARCH_TITLE_QUERY_MAX_LENGTH = 60;

/**
 * 'A, B, C and D' / 'A, B, C, D and more' (shown: the first names; total: how many there are); `and` and `more`
 * are the language's words ('और', 'आदि' in Hindi).
 */
export function listText(
  shown: readonly string[],
  total: number,
  words: { and: string; more: string } = { and: 'and', more: 'and more' },
): string {
  if (shown.length === 0) return '';
  const joined = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} ${words.and} ${shown[shown.length - 1]}`;
  return total > shown.length ? `${shown.join(', ')} ${words.more}` : joined;
}

/** Text cut at a word boundary to at most `max` characters, with '…' when cut. */
export function shortText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:\-–—]+$/, '')}…`;
}
