import type { CheatsheetSummary } from '../../../api/cheatsheets';
import type { StoredItem } from '../lib/items';

/** A cheatsheet as the admin list answers it (no items), with the flag the public never sees. */
export interface AdminCheatsheetSummary extends Omit<CheatsheetSummary, 'createdAt' | 'updatedAt'> {
  categories: string[];
  is_active: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/cheatsheets/admin/{id}: with items, sorted by order. */
export interface AdminCheatsheet extends AdminCheatsheetSummary {
  items: StoredItem[];
}
