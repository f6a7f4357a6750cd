/**
 * Cheatsheet items on the admin form (admin spec §2, §3, §5): add at the end, remove (never the last one),
 * move up/down, `order` renumbered by position after each change, a client-only temporary id for React keys
 * (removed before saving), and the valid-item filter applied when saving.
 */
import { CHEATSHEET_CONTENT_TYPES, type CheatsheetBlockType, type CheatsheetContentType } from '@exam-prep/contract/enums';
import type { CheatsheetItem } from '@exam-prep/contract/public/cheatsheets';
import { isBlankHtml } from '@/lib/plain-text';
import type { WithGaps } from '@/lib/schema-type';

export type ContentType = CheatsheetContentType;
export const CONTENT_TYPES: ReadonlyArray<{ value: ContentType; label: string }> = [
  { value: 'code', label: 'Code' },
  { value: 'text', label: 'Text' },
  { value: 'mixed', label: 'Mixed' },
];

export const DEFAULT_ITEM_CATEGORY = 'basics';
export const DEFAULT_LANGUAGE = 'python';

export interface MixedBlock {
  /** Client-only key. */
  tempId: string;
  type: CheatsheetBlockType;
  content: string;
  language: string;
}

export interface ItemForm {
  /** Client-only key, removed before saving. */
  tempId: string;
  title: string;
  category: string;
  description: string;
  content_type: ContentType;
  code: string;
  language: string;
  text_content: string;
  mixed_content: MixedBlock[];
  order: number;
}

/** An item as the server answers it (GET /api/cheatsheets/admin/{id}), read defensively. */
export type StoredItem = WithGaps<CheatsheetItem>;

let counter = 0;
/** Unique within the page's life; never sent. */
export const tempId = (prefix = 'tmp'): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const newBlock = (type: MixedBlock['type']): MixedBlock => ({
  tempId: tempId('block'),
  type,
  content: '',
  language: DEFAULT_LANGUAGE,
});

/** A new item: category basics, content type code, language python (spec §3, §9). */
export const newItem = (order = 0): ItemForm => ({
  tempId: tempId('item'),
  title: '',
  category: DEFAULT_ITEM_CATEGORY,
  description: '',
  content_type: 'code',
  code: '',
  language: DEFAULT_LANGUAGE,
  text_content: '',
  mixed_content: [],
  order,
});

/** `order` = position, after every change to the list. */
export const renumber = (items: readonly ItemForm[]): ItemForm[] =>
  items.map((item, position) => (item.order === position ? item : { ...item, order: position }));

export const addItem = (items: readonly ItemForm[]): ItemForm[] => renumber([...items, newItem(items.length)]);

/** The last remaining item cannot be removed. */
export const canRemoveItem = (items: readonly unknown[]): boolean => items.length > 1;

export function removeItem(items: readonly ItemForm[], index: number): ItemForm[] {
  if (!canRemoveItem(items) || index < 0 || index >= items.length) return [...items];
  return renumber(items.filter((_, position) => position !== index));
}

export const canMoveUp = (index: number): boolean => index > 0;
export const canMoveDown = (index: number, count: number): boolean => index < count - 1;

/** Moves one item up (-1) or down (+1); the first cannot go up, the last cannot go down. */
export function moveItem(items: readonly ItemForm[], index: number, direction: -1 | 1): ItemForm[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return renumber(next);
}

const isContentType = (value: unknown): value is ContentType => (CHEATSHEET_CONTENT_TYPES as readonly unknown[]).includes(value);

/** The edit form's items: sorted by order, missing values at their defaults, each with a temporary id. */
export function itemsFromStored(stored: readonly StoredItem[] | null | undefined): ItemForm[] {
  const sorted = (stored ?? [])
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
    .map(({ item }) => item);
  const items = sorted.map((item, position) => ({
    tempId: tempId('item'),
    title: item.title ?? '',
    category: item.category ?? DEFAULT_ITEM_CATEGORY,
    description: item.description ?? '',
    content_type: isContentType(item.content_type) ? item.content_type : 'code',
    code: item.code ?? '',
    language: item.language || DEFAULT_LANGUAGE,
    text_content: item.text_content ?? '',
    mixed_content: (item.mixed_content ?? []).map((block) => ({
      tempId: tempId('block'),
      type: block.type === 'code' ? ('code' as const) : ('text' as const),
      content: block.content ?? '',
      language: block.language || DEFAULT_LANGUAGE,
    })),
    order: position,
  }));
  return items.length > 0 ? items : [newItem()];
}

/** Valid when title and category are not blank and the content matches the type (spec §5). */
export function isValidItem(item: ItemForm): boolean {
  if (!item.title.trim() || !item.category.trim()) return false;
  switch (item.content_type) {
    case 'code':
      return item.code.trim() !== '';
    case 'text':
      return !isBlankHtml(item.text_content);
    case 'mixed':
      return item.mixed_content.length > 0;
    default:
      return false;
  }
}

/** The item as sent: only the fields of its type, no temporary ids, `order` = position among the kept items. */
export type ItemPayload = ReturnType<typeof toItemPayload>;
function toItemPayload(item: ItemForm, order: number) {
  const common = {
    title: item.title.trim(),
    category: item.category.trim(),
    description: item.description.trim(),
    content_type: item.content_type,
    order,
  };
  switch (item.content_type) {
    case 'code':
      return { ...common, code: item.code, language: item.language || DEFAULT_LANGUAGE };
    case 'text':
      return { ...common, text_content: item.text_content };
    case 'mixed':
      return {
        ...common,
        mixed_content: item.mixed_content.map((block) =>
          block.type === 'code'
            ? { type: 'code' as const, content: block.content, language: block.language || DEFAULT_LANGUAGE }
            : { type: 'text' as const, content: block.content },
        ),
      };
  }
}

/** The items to save: valid ones only, renumbered; an empty list is the contract's NO_VALID_ITEM_MESSAGE. */
export function itemsToSave(items: readonly ItemForm[]): ItemPayload[] {
  return items.filter(isValidItem).map((item, position) => toItemPayload(item, position));
}

/** Mixed blocks: add at the end, change, remove. */
export const addBlock = (blocks: readonly MixedBlock[], type: MixedBlock['type']): MixedBlock[] => [...blocks, newBlock(type)];
export const removeBlock = (blocks: readonly MixedBlock[], index: number): MixedBlock[] =>
  blocks.filter((_, position) => position !== index);
export const updateBlock = (blocks: readonly MixedBlock[], index: number, patch: Partial<Omit<MixedBlock, 'tempId'>>): MixedBlock[] =>
  blocks.map((block, position) => (position === index ? { ...block, ...patch } : block));
