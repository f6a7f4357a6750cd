import { slugify } from './slug.js';

/** Words kept in a question page's slug: enough to read in a search result, short enough to share. */
const SLUG_MAX_LENGTH = 80;

/**
 * The slug of a question's page from its text (rich-text HTML or plain): tags and entities dropped, then the
 * site's slug rule, cut at a word boundary. A question with no letters or digits gets `question`.
 */
export function questionSlug(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/_/g, ' ');
  const slug = slugify(plain);
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
