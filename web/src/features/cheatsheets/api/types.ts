/** A cheatsheet as the public calls answer it: the contract's types (text_content is rich-text HTML). */
export type { Cheatsheet, CheatsheetItem, CheatsheetSummary } from '@exam-prep/contract/public/cheatsheets';
