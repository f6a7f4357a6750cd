import { moveEntry, removeFromList, updateEntry } from '@/components/admin/list-entries';
import { isBlankHtml } from '@/lib/plain-text';
import type { AdminCodeQuestion, ContentBlockPayload } from '@/features/admin-programming/api/types';

/** A content block in the editor; `key` keeps React's cards (and their editors) with their block while it moves. */
export interface BlockDraft {
  key: string;
  type: 'code' | 'text';
  order: number;
  code: string;
  language: string;
  label: string;
  text_content: string;
}

let nextKey = 0;
const blockKey = () => `b${(nextKey += 1)}`;

export const DEFAULT_LANGUAGE = 'python';

export const newBlock = (type: BlockDraft['type'], order: number): BlockDraft => ({
  key: blockKey(),
  type,
  order,
  code: '',
  language: DEFAULT_LANGUAGE,
  label: '',
  text_content: '',
});

/** A new question starts with one python code block. */
export const initialBlocks = (): BlockDraft[] => [newBlock('code', 0)];

/** Stored blocks, in the order stored (the public page sorts by `order`; the editor keeps the stored sequence). */
export const blocksFromQuestion = (blocks: AdminCodeQuestion['content_blocks']): BlockDraft[] =>
  blocks.map((block, index) => ({
    key: blockKey(),
    type: block.type,
    order: typeof block.order === 'number' ? block.order : index,
    code: block.code ?? '',
    language: block.language || DEFAULT_LANGUAGE,
    label: block.label ?? '',
    text_content: block.text_content ?? '',
  }));

/**
 * Adds a block (spec §3.4): its `order` is the highest order + 1, wherever it goes; inserted right after
 * `afterIndex`, or at the end when there is none (the buttons above the list).
 */
export function addBlock(blocks: readonly BlockDraft[], type: BlockDraft['type'], afterIndex?: number): BlockDraft[] {
  const order = blocks.length ? Math.max(...blocks.map((block) => block.order)) + 1 : 0;
  const at = afterIndex === undefined ? blocks.length : afterIndex + 1;
  return [...blocks.slice(0, at), newBlock(type, order), ...blocks.slice(at)];
}

/** Moving a block renumbers every block to its position, so the public order follows the editor's. */
export const moveBlock = (blocks: readonly BlockDraft[], index: number, direction: -1 | 1): BlockDraft[] =>
  moveEntry(blocks, index, direction).map((block, order) => ({ ...block, order }));

/** Removing a block leaves the others' order as it is; the last block cannot go. */
export const removeBlock = (blocks: readonly BlockDraft[], index: number): BlockDraft[] =>
  blocks.length > 1 ? removeFromList(blocks, index) : [...blocks];

export const updateBlock = (blocks: readonly BlockDraft[], index: number, patch: Partial<Omit<BlockDraft, 'key'>>): BlockDraft[] =>
  updateEntry<BlockDraft>(blocks, index, patch);

/** At least one block with code or text is needed. */
export const hasContent = (blocks: readonly BlockDraft[]): boolean =>
  blocks.some((block) => (block.type === 'code' ? block.code.trim() !== '' : !isBlankHtml(block.text_content)));

/**
 * The blocks as sent (spec §3.2), in editor order with their `order` as it stands: on create, each type's own
 * keys; on edit, every key on every block ('' for the other type's fields).
 */
export function blocksPayload(blocks: readonly BlockDraft[], mode: 'create' | 'edit'): ContentBlockPayload[] {
  return blocks.map(({ type, order, code, language, label, text_content }) => {
    if (mode === 'edit') return { type, code, language: language || DEFAULT_LANGUAGE, text_content, order, label };
    return type === 'code' ? { type, code, language, order, label } : { type, text_content, order };
  });
}
