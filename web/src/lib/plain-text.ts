import { htmlToTextLight } from '@exam-prep/contract/html-text-light';

/**
 * Rich-text HTML as one line of plain text, without a DOM (works in tests and in the browser alike): block ends and
 * line breaks become spaces, tags go, entities are decoded, whitespace is collapsed. The contract's rules, the ones
 * the proxy's structured data and the CMS's titles read by too; its light reader keeps htmlparser2 out of the bundle.
 */
export const stripHtml = (html: string | null | undefined) => htmlToTextLight(html);

/** Rich text with no visible text ('', '<p></p>', '<p>&nbsp;</p>') counts as empty, as on the server. */
export const isBlankHtml = (html: string | null | undefined) => stripHtml(html) === '';
