import { htmlToTextLight } from './html-text-light.js';
import { slugify } from './slug.js';

/** Words kept in a question page's slug: enough to read in a search result, short enough to share. */
const SLUG_MAX_LENGTH = 80;

/**
 * The slug of a question's page from its text (rich-text HTML or plain): the text a reader sees, tags dropped and
 * entities decoded, underscores read as spaces ("a_b" gives `a-b`, not `ab`), then the site's slug rule, cut at a
 * word boundary. A question with no letters or digits gets `question`. Read with the light reader
 * (html-text-light.ts), as the browser builds these links too (the practice page's cards) and htmlparser2 would
 * add ~29 KB (gzipped) to that page; it reads every reference the CMS's cleaned text holds. Every seeded question
 * keeps the slug it had when tags and entities were each read as a space (test/question-path.test.ts pins some);
 * a page reached by an older slug is still served, under its canonical address.
 */
export function questionSlug(text: string): string {
  const slug = slugify(htmlToTextLight(text).replace(/_/g, ' '));
  if (!slug) return 'question';
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** The one address of a question's page: `/questions/{documentId}/{slug-of-its-text}`. */
export function questionPagePath(documentId: string, text: string): string {
  return `/questions/${encodeURIComponent(documentId)}/${questionSlug(text)}`;
}
