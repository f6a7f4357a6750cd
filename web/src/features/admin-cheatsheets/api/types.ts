import type { StoredItem } from '../lib/items';

/** A cheatsheet as the admin list answers it (no items), with the flag the public never sees. */
export interface AdminCheatsheetSummary {
  _id: string;
  title: string;
  slug: string;
  description: string | null;
  category: string;
  tags: string[];
  categories: string[];
  color: string | null;
  featured: boolean;
  is_active: boolean;
  views: number;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/cheatsheets/admin/{id}: with items, sorted by order. */
export interface AdminCheatsheet extends AdminCheatsheetSummary {
  items: StoredItem[];
}

/** `total` is the number of matching records (README), `totalPages` the page count. */
export interface Pagination {
  current: number;
  total: number;
  totalPages?: number;
  limit?: number;
  hasNext: boolean;
  hasPrev: boolean;
}
