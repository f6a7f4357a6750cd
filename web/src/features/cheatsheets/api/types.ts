/** A cheatsheet as the public list answers it (no items). */
export interface CheatsheetSummary {
  _id: string;
  title: string;
  slug: string;
  description: string | null;
  category: string;
  tags: string[];
  /** Optional accent colour; cards use gold without one. */
  color: string | null;
  featured: boolean;
  views: number;
  createdAt: string;
  updatedAt: string;
}

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
