/** A cheatsheet as the public list answers it (no items); the admin list adds its own fields. */
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
