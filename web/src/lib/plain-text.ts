import { plainText } from '@exam-prep/contract/question-structured-data';

/**
 * Rich-text HTML as plain text, without a DOM (works in tests and in the browser alike): block ends and
 * line breaks become spaces, tags go, entities are decoded, whitespace is collapsed. The contract's rule, the one
 * the proxy's structured data uses too.
 */
export const stripHtml = plainText;

/** Rich text with no visible text ('', '<p></p>', '<p>&nbsp;</p>') counts as empty, as on the server. */
export const isBlankHtml = (html: string | null | undefined) => stripHtml(html) === '';
