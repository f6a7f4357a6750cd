import { Mark, Node } from '@tiptap/react';

/**
 * Formatting the toolbar does not make but stored content may have (x<sup>2</sup>, H<sub>2</sub>O, <code>,
 * tables in cheatsheet text): the server's sanitiser keeps these tags, so the editor knows them too and
 * editing a text never silently drops them. Schema only: no toolbar buttons.
 */
const simpleMark = (name: string, tag: string) =>
  Mark.create({
    name,
    // No toolbar button can turn them off: typing at their edge writes plain text.
    inclusive: false,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

export const Superscript = simpleMark('superscript', 'sup');
export const Subscript = simpleMark('subscript', 'sub');
export const InlineCode = Mark.create({
  name: 'code',
  excludes: '_',
  inclusive: false,
  code: true,
  parseHTML: () => [{ tag: 'code' }],
  renderHTML: ({ HTMLAttributes }) => ['code', HTMLAttributes, 0],
});

/** A table cell attribute kept as a whole number above 1 (colspan, rowspan). */
const spanAttribute = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Math.max(1, Number(element.getAttribute(name)) || 1),
  renderHTML: (attributes: Record<string, unknown>) => (Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {}),
});

const cell = (name: string, tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes: () => ({ colspan: spanAttribute('colspan'), rowspan: spanAttribute('rowspan') }),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

/**
 * Plain reference tables (cheatsheet text has them; the server keeps them): kept and editable cell by cell.
 * thead/tbody wrappers are read through and written back as one tbody; header cells stay th.
 */
export const TableCell = cell('tableCell', 'td');
export const TableHeader = cell('tableHeader', 'th');
export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});
export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, ['tbody', 0]],
});
