import { cheatsheetInput, NO_VALID_ITEM_MESSAGE, type CheatsheetInput } from '@exam-prep/contract/admin/cheatsheets';
import { describeIssue } from '@exam-prep/contract/form-values';
import { followingSlug, loadedSlug, type SlugField } from '@/lib/slug';
import type { WithGaps } from '@/lib/schema-type';
import type { AdminCheatsheet } from '@/features/admin-cheatsheets/api/types';
import { itemsFromStored, itemsToSave, newItem, type ItemForm, type ItemPayload } from './items';

export const DEFAULT_CHEATSHEET_COLOR = '#3B82F6';

/** The category filter of /manage-cheatsheets (spec §2); '' is All Categories. */
export const CATEGORY_FILTERS = [
  'Programming',
  'Web Development',
  'Data Science',
  'DevOps',
  'Database',
  'Algorithms',
  'Linux',
  'Git',
  'Other',
] as const;

export interface CheatsheetForm {
  title: string;
  slug: SlugField;
  category: string;
  description: string;
  items: ItemForm[];
  /** Filter categories. */
  categories: string[];
  tags: string[];
  featured: boolean;
  is_active: boolean;
  color: string;
}

/** The create form: one new item, active, not featured, colour #3B82F6. */
export const defaultCheatsheetForm = (): CheatsheetForm => ({
  title: '',
  slug: followingSlug(),
  category: '',
  description: '',
  items: [newItem()],
  categories: [],
  tags: [],
  featured: false,
  is_active: true,
  color: DEFAULT_CHEATSHEET_COLOR,
});

/** A cheatsheet as the edit form loads it: any gap falls back to the form's default. */
export type LoadedCheatsheet = WithGaps<AdminCheatsheet>;

/** The edit form from GET /api/cheatsheets/admin/{id}: the slug is loaded and never follows the title. */
export function formFromCheatsheet(sheet: LoadedCheatsheet): CheatsheetForm {
  return {
    title: sheet.title ?? '',
    slug: loadedSlug(sheet.slug ?? ''),
    category: sheet.category ?? '',
    description: sheet.description ?? '',
    items: itemsFromStored(sheet.items),
    categories: Array.isArray(sheet.categories) ? sheet.categories : [],
    tags: Array.isArray(sheet.tags) ? sheet.tags : [],
    featured: Boolean(sheet.featured),
    is_active: sheet.is_active === undefined || sheet.is_active === null ? true : Boolean(sheet.is_active),
    color: sheet.color || DEFAULT_CHEATSHEET_COLOR,
  };
}

/** What create and update send: the contract's input (cheatsheetInput), as this form fills it in. */
export interface CheatsheetPayload extends CheatsheetInput {
  title: string;
  slug: string;
  category: string;
  description: string;
  items: ItemPayload[];
  categories: string[];
  tags: string[];
  featured: boolean;
  is_active: boolean;
  color: string;
}

/**
 * What create/update send, or the error the proxy would answer with (nothing is sent then): the contract's
 * cheatsheetInput checks the fields first, then at least one item must be valid, as on the server.
 */
export function toCheatsheetPayload(form: CheatsheetForm): { payload: CheatsheetPayload } | { error: string } {
  const items = itemsToSave(form.items);
  const payload: CheatsheetPayload = {
    title: form.title.trim(),
    slug: form.slug.slug.trim(),
    category: form.category.trim(),
    description: form.description.trim(),
    items,
    categories: form.categories,
    tags: form.tags,
    featured: form.featured,
    is_active: form.is_active,
    color: form.color || DEFAULT_CHEATSHEET_COLOR,
  };
  const checked = cheatsheetInput.safeParse(payload, { reportInput: true });
  if (!checked.success) return { error: describeIssue(checked.error.issues[0]!) };
  if (items.length === 0) return { error: NO_VALID_ITEM_MESSAGE };
  return { payload };
}

/** Filter categories and tags (shared with the other admin forms' word lists). */
export { addToList, removeFromList } from '@/components/admin/list-entries';
