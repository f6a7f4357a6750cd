// The site's rich-text rules live in the contract, one copy for the proxy and the CMS.
export { isBlankRichText, RICH_TEXT_OPTIONS, sanitizeRichText } from '@exam-prep/contract/rich-text';
