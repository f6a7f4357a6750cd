import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addItem,
  canMoveDown,
  canMoveUp,
  canRemoveItem,
  isValidItem,
  itemsFromStored,
  itemsToSave,
  moveItem,
  newItem,
  removeBlock,
  removeItem,
  renumber,
  updateBlock,
  type ItemForm,
} from './items';

const item = (title: string, patch: Partial<ItemForm> = {}): ItemForm => ({ ...newItem(), title, code: `print("${title}")`, ...patch });
const titles = (items: ItemForm[]) => items.map((entry) => entry.title);
const orders = (items: ItemForm[]) => items.map((entry) => entry.order);

describe('a new item (spec §3, §9)', () => {
  it('has category basics, content type code, language python and a temporary id', () => {
    const fresh = newItem();
    expect(fresh).toMatchObject({
      title: '',
      category: 'basics',
      description: '',
      content_type: 'code',
      code: '',
      language: 'python',
      text_content: '',
      mixed_content: [],
    });
    expect(fresh.tempId).toMatch(/^item-/);
    expect(newItem().tempId).not.toBe(fresh.tempId);
  });
});

describe('adding, removing and moving items', () => {
  const three = () => renumber([item('A'), item('B'), item('C')]);

  it('adds at the end with the next order', () => {
    const items = addItem(three());
    expect(items).toHaveLength(4);
    expect(items[3]!.title).toBe('');
    expect(orders(items)).toEqual([0, 1, 2, 3]);
  });
  it('removes an item and renumbers the rest', () => {
    const items = removeItem(three(), 1);
    expect(titles(items)).toEqual(['A', 'C']);
    expect(orders(items)).toEqual([0, 1]);
  });
  it('never removes the last item', () => {
    const one = [item('Only')];
    expect(canRemoveItem(one)).toBe(false);
    expect(titles(removeItem(one, 0))).toEqual(['Only']);
    expect(canRemoveItem(three())).toBe(true);
  });
  it('moves up and down and renumbers by position', () => {
    expect(titles(moveItem(three(), 2, -1))).toEqual(['A', 'C', 'B']);
    expect(titles(moveItem(three(), 0, 1))).toEqual(['B', 'A', 'C']);
    expect(orders(moveItem(three(), 0, 1))).toEqual([0, 1, 2]);
    const moved = moveItem(three(), 0, 1);
    expect(moved.find((entry) => entry.title === 'A')!.order).toBe(1);
  });
  it('cannot move the first item up or the last item down', () => {
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(2, 3)).toBe(false);
    expect(canMoveDown(1, 3)).toBe(true);
    expect(titles(moveItem(three(), 0, -1))).toEqual(['A', 'B', 'C']);
    expect(titles(moveItem(three(), 2, 1))).toEqual(['A', 'B', 'C']);
  });
  it('keeps each item its temporary id through moves', () => {
    const items = three();
    const moved = moveItem(items, 1, 1);
    expect(moved[2]!.tempId).toBe(items[1]!.tempId);
  });
});

describe('the valid-item filter (spec §5)', () => {
  it('needs a title and a category that are not blank', () => {
    expect(isValidItem(item('A'))).toBe(true);
    expect(isValidItem(item('  '))).toBe(false);
    expect(isValidItem(item('A', { category: ' ' }))).toBe(false);
  });
  it('needs code text for a code item', () => {
    expect(isValidItem(item('A', { code: '  \n ' }))).toBe(false);
  });
  it('needs text content for a text item (an emptied editor counts as empty)', () => {
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p>Hello</p>' }))).toBe(true);
    expect(isValidItem(item('A', { content_type: 'text', text_content: '' }))).toBe(false);
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p></p>' }))).toBe(false);
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p>&nbsp;</p>' }))).toBe(false);
    // Code left over from switching the type does not make a text item valid.
    expect(isValidItem(item('A', { content_type: 'text', code: 'x = 1' }))).toBe(false);
  });
  it('needs at least one block for a mixed item', () => {
    expect(isValidItem(item('A', { content_type: 'mixed' }))).toBe(false);
    expect(isValidItem(item('A', { content_type: 'mixed', mixed_content: addBlock([], 'text') }))).toBe(true);
  });
  it('keeps only valid items, renumbered, with only their type fields and no temporary ids', () => {
    const items = [
      item('Code', { description: ' About loops ', language: 'javascript', code: 'for (;;) {}' }),
      item('', {}),
      item('Text', { content_type: 'text', text_content: '<p>Note</p>', code: 'left over' }),
      item('Empty mixed', { content_type: 'mixed' }),
      item('Mixed', {
        content_type: 'mixed',
        mixed_content: [
          { tempId: 'b1', type: 'code', content: 'ls', language: 'bash' },
          { tempId: 'b2', type: 'text', content: '<p>list</p>', language: 'python' },
        ],
      }),
    ];
    const saved = itemsToSave(items);
    expect(saved).toEqual([
      {
        title: 'Code',
        category: 'basics',
        description: 'About loops',
        content_type: 'code',
        order: 0,
        code: 'for (;;) {}',
        language: 'javascript',
      },
      { title: 'Text', category: 'basics', description: '', content_type: 'text', order: 1, text_content: '<p>Note</p>' },
      {
        title: 'Mixed',
        category: 'basics',
        description: '',
        content_type: 'mixed',
        order: 2,
        mixed_content: [
          { type: 'code', content: 'ls', language: 'bash' },
          { type: 'text', content: '<p>list</p>' },
        ],
      },
    ]);
    expect(JSON.stringify(saved)).not.toContain('tempId');
  });
  it('gives an empty list when no item is valid', () => {
    expect(itemsToSave([newItem(), item(' ')])).toEqual([]);
  });
  it('treats markup without words as blank', () => {
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p><br></p>' }))).toBe(false);
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p>&#160;</p>' }))).toBe(false);
    expect(isValidItem(item('A', { content_type: 'text', text_content: '<p>x</p>' }))).toBe(true);
  });
});

describe('mixed blocks', () => {
  it('adds text and code blocks (code defaults to python), edits and removes them', () => {
    let blocks = addBlock([], 'text');
    blocks = addBlock(blocks, 'code');
    expect(blocks.map((block) => [block.type, block.language, block.content])).toEqual([
      ['text', 'python', ''],
      ['code', 'python', ''],
    ]);
    blocks = updateBlock(blocks, 1, { content: 'SELECT 1', language: 'sql' });
    expect(blocks[1]).toMatchObject({ type: 'code', content: 'SELECT 1', language: 'sql' });
    blocks = removeBlock(blocks, 0);
    expect(blocks.map((block) => block.type)).toEqual(['code']);
  });
});

describe('itemsFromStored (edit prefill)', () => {
  it('sorts by order, renumbers, and fills missing values with defaults', () => {
    const items = itemsFromStored([
      { title: 'Second', order: 5, content_type: 'text', text_content: '<p>b</p>', language: null, category: 'x' },
      { title: 'First', order: 1, content_type: 'code', code: 'a', language: 'go', category: null },
      {
        title: 'Third',
        order: 9,
        content_type: 'mixed',
        mixed_content: [
          { type: 'code', content: 'c', language: null },
          { type: 'text', content: '<p>d</p>' },
        ],
      },
    ]);
    expect(titles(items)).toEqual(['First', 'Second', 'Third']);
    expect(orders(items)).toEqual([0, 1, 2]);
    expect(items[0]).toMatchObject({ category: 'basics', language: 'go', code: 'a' });
    expect(items[1]).toMatchObject({ category: 'x', language: 'python', text_content: '<p>b</p>' });
    expect(items[2]!.mixed_content.map((block) => [block.type, block.language, block.content])).toEqual([
      ['code', 'python', 'c'],
      ['text', 'python', '<p>d</p>'],
    ]);
    expect(new Set(items.map((entry) => entry.tempId)).size).toBe(3);
  });
  it('keeps stored positions for equal orders and starts with one new item when there are none', () => {
    expect(
      titles(
        itemsFromStored([
          { title: 'x', order: 0 },
          { title: 'y', order: 0 },
        ]),
      ),
    ).toEqual(['x', 'y']);
    const empty = itemsFromStored([]);
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatchObject({ title: '', category: 'basics', content_type: 'code' });
  });
});
