import { describe, expect, it } from 'vitest';
import { codeQuestionInput, programmingTopicInput } from '@exam-prep/contract/admin/programming';
import { emptyQuestionForm, toQuestionPayload } from './question-form';
import { emptyTopicForm, toTopicPayload, topicWithTitle } from './topic-form';
import { addBlock, blocksPayload, hasContent, initialBlocks, moveBlock, removeBlock, updateBlock, type BlockDraft } from './blocks';

const shape = (blocks: BlockDraft[]) => blocks.map((block) => `${block.type}:${block.order}`);

describe('content blocks of a code question', () => {
  it('starts with one python code block', () => {
    const [block, ...rest] = initialBlocks();
    expect(rest).toEqual([]);
    expect(block).toMatchObject({ type: 'code', order: 0, language: 'python', code: '' });
  });

  it('a new block takes the highest order + 1, at the end or right after the block it was added under', () => {
    let blocks = addBlock(initialBlocks(), 'text'); // code:0 text:1
    blocks = addBlock(blocks, 'code'); // … code:2
    blocks = addBlock(blocks, 'text', 0); // inserted after the first block, order 3
    expect(shape(blocks)).toEqual(['code:0', 'text:3', 'text:1', 'code:2']);
  });

  it('deleting keeps the others’ order; moving renumbers every block to its position', () => {
    let blocks = addBlock(addBlock(addBlock(initialBlocks(), 'text'), 'code'), 'text', 0); // code:0 text:3 text:1 code:2
    blocks = removeBlock(blocks, 2);
    expect(shape(blocks)).toEqual(['code:0', 'text:3', 'code:2']);
    blocks = moveBlock(blocks, 2, -1);
    expect(shape(blocks)).toEqual(['code:0', 'code:1', 'text:2']);
    // Past an end nothing moves; the last block cannot be deleted.
    expect(shape(moveBlock(blocks, 0, -1))).toEqual(['code:0', 'code:1', 'text:2']);
    expect(removeBlock(initialBlocks(), 0)).toHaveLength(1);
  });

  it('needs a block with code or text; an empty paragraph is no text', () => {
    const blocks = addBlock(initialBlocks(), 'text');
    expect(hasContent(blocks)).toBe(false);
    expect(hasContent(updateBlock(blocks, 1, { text_content: '<p><br></p>' }))).toBe(false);
    expect(hasContent(updateBlock(blocks, 1, { text_content: '<p>Why</p>' }))).toBe(true);
    expect(hasContent(updateBlock(blocks, 0, { code: '  ' }))).toBe(false);
    expect(hasContent(updateBlock(blocks, 0, { code: 'print(1)' }))).toBe(true);
  });

  it('sends each type’s own keys on create, every key on edit', () => {
    let blocks = addBlock(initialBlocks(), 'text');
    blocks = updateBlock(blocks, 0, { code: 'print(1)', label: 'Solution 1' });
    blocks = updateBlock(blocks, 1, { text_content: '<p>Why</p>' });
    expect(blocksPayload(blocks, 'create')).toEqual([
      { type: 'code', code: 'print(1)', language: 'python', order: 0, label: 'Solution 1' },
      { type: 'text', text_content: '<p>Why</p>', order: 1 },
    ]);
    expect(blocksPayload(updateBlock(blocks, 1, { language: '' }), 'edit')).toEqual([
      { type: 'code', code: 'print(1)', language: 'python', text_content: '', order: 0, label: 'Solution 1' },
      { type: 'text', code: '', language: 'python', text_content: '<p>Why</p>', order: 1, label: '' },
    ]);
  });
});

describe('what the programming forms send', () => {
  it('is what the contract accepts, on create and on edit', () => {
    const form = {
      ...emptyQuestionForm('topic-1'),
      title: 'Reverse',
      order: '3',
      blocks: addBlock(updateBlock(initialBlocks(), 0, { code: 'x' }), 'text'),
    };
    for (const mode of ['create', 'edit'] as const) {
      const checked = toQuestionPayload(form, mode);
      if (!('payload' in checked)) throw new Error(checked.error);
      expect(codeQuestionInput.safeParse(checked.payload).success).toBe(true);
    }
    const topic = toTopicPayload({ ...topicWithTitle(emptyTopicForm(), 'Python Basics'), category: 'Python', tags: ['loops'] });
    if (!('payload' in topic)) throw new Error(topic.error);
    expect(programmingTopicInput.safeParse(topic.payload).success).toBe(true);
  });
});
