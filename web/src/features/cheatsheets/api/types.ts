import type { CheatsheetSummary } from '../../../api/cheatsheets';

export interface MixedPart {
  /** 'code', or anything else meaning rich text. */
  type: string;
  language: string | null;
  content: string;
}

export interface CheatsheetItem {
  title: string;
  description: string | null;
  category: string | null;
  order: number;
  content_type: 'code' | 'text' | 'mixed';
  language: string | null;
  code: string | null;
  /** Rich-text HTML. */
  text_content: string | null;
  mixed_content: MixedPart[] | null;
}

export interface Cheatsheet extends CheatsheetSummary {
  items: CheatsheetItem[];
}
