import { describe, expect, it } from 'vitest';
import type { CodeBlock, TextBlock } from '@exam-prep/contract/public/programming';
import { TOPICS } from '@/test-support/programming-fixtures';
import { filterTopics, groupBlocks, tabTitle } from './topics';

const code = (order: number, language: string, label = ''): CodeBlock => ({
  type: 'code',
  order,
  code: `// ${order}`,
  language,
  label,
  code_html: `// ${order}`,
});
const text = (order: number): TextBlock => ({ type: 'text', order, text_content: '<p>x</p>', text_html: '<p>x</p>' });
const shape = (blocks: Array<CodeBlock | TextBlock>) =>
  groupBlocks(blocks).map((group) => (group.kind === 'tabs' ? group.blocks.map((block) => block.order) : group.block.order));

describe('groupBlocks', () => {
  it('sorts by order and turns a run of code blocks in more than one language into tabs', () => {
    expect(shape([code(3, 'java'), code(1, 'python'), text(0), code(2, 'Python')])).toEqual([0, [1, 2, 3]]);
  });
  it('keeps a run of one language (any case) as single blocks, and text splits runs', () => {
    expect(shape([code(0, 'python'), code(1, 'PYTHON '), text(2), code(3, 'java'), text(4), code(5, 'c')])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shape([code(0, 'python'), code(1, 'java'), text(2), code(3, 'c'), code(4, 'cpp')])).toEqual([[0, 1], 2, [3, 4]]);
  });
  it('names a tab by its language and label', () => {
    expect(tabTitle(code(0, 'python', ' Solution 1 '))).toBe('PYTHON (Solution 1)');
    expect(tabTitle(code(0, 'java'))).toBe('JAVA');
  });
});

describe('filterTopics', () => {
  const titles = (search: string, category = '') => filterTopics(TOPICS, search, category).map((topic) => topic.title);
  it('matches title, description, category and tags, any case; then the exact category', () => {
    expect(titles('')).toHaveLength(3);
    expect(titles('JOINS')).toEqual(['SQL Joins']);
    expect(titles('databases')).toEqual(['SQL Joins']);
    expect(titles('dsa')).toEqual(['Data Structures']);
    expect(titles('', 'Python')).toEqual(['Python Basics', 'Data Structures']);
    expect(titles('', 'python')).toEqual([]);
    expect(titles('strings', 'Databases')).toEqual([]);
  });
});
