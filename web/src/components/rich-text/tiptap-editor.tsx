import { TEXT_EXTENSIONS } from './text-extensions';
import Strike from '@tiptap/extension-strike';
import Heading from '@tiptap/extension-heading';
import HardBreak from '@tiptap/extension-hard-break';
import Link from '@tiptap/extension-link';
import CodeBlock from '@tiptap/extension-code-block';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { UndoRedo } from '@tiptap/extensions';
import { InlineCode, Subscript, Superscript, Table, TableCell, TableHeader, TableRow } from './preserved-formatting';
import { normaliseLinkHref } from './tools';
import { ToolbarEditor, type ToolbarEditorProps } from './toolbar-editor';

/** What the admin toolbar makes plus what stored content uses; nothing the server would strip anyway. */
const ADMIN_EXTENSIONS = [
  ...TEXT_EXTENSIONS,
  Strike,
  Heading.configure({ levels: [1, 2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  HardBreak,
  UndoRedo,
  // Kept when present in stored content (no toolbar buttons): sup, sub, inline code, code blocks, tables.
  Superscript,
  Subscript,
  InlineCode,
  CodeBlock,
  Table,
  TableRow,
  TableHeader,
  TableCell,
  Link.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    isAllowedUri: (url) => normaliseLinkHref(url) === url,
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  }),
];

/** The admin forms' editor. Loaded through RichTextEditor (lazily); never import it directly. */
export default function TiptapEditor(props: Omit<ToolbarEditorProps, 'extensions'>) {
  return <ToolbarEditor {...props} extensions={ADMIN_EXTENSIONS} />;
}
