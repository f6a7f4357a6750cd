import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Underline from '@tiptap/extension-underline';
import Heading from '@tiptap/extension-heading';
import Blockquote from '@tiptap/extension-blockquote';
import CodeBlock from '@tiptap/extension-code-block';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { UndoRedo } from '@tiptap/extensions';
import { sanitizeHtml } from '../../../lib/sanitize';
import styles from './RichTextEditor.module.css';

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
}

interface ToolbarButton {
  label: string;
  icon: string;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Disabled when this says it cannot run (undo with nothing to undo). */
  can?: (editor: Editor) => boolean;
}

const BUTTONS: ToolbarButton[] = [
  { label: 'Bold', icon: 'B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: 'I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', icon: 'U', isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Heading', icon: 'H', isActive: (e) => e.isActive('heading'), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', icon: '•', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', icon: '1.', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', icon: '❝', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Code', icon: '</>', isActive: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { label: 'Undo', icon: '↶', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { label: 'Redo', icon: '↷', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

/**
 * Exactly the extensions the toolbar offers (StarterKit would also bring links with linkifyjs, strike, rules,
 * drop and gap cursors: about 16 KB gzipped more for a student on slow 4G).
 */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  Underline,
  Heading.configure({ levels: [3] }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Blockquote,
  CodeBlock,
  HardBreak,
  UndoRedo,
];

/** The notes' rich-text editor (Tiptap). Loaded only when the editor opens: never part of a page's first load. */
export default function RichTextEditor({ initialHtml, onChange, labelledBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: sanitizeHtml(initialHtml),
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: {
        class: `rich-text ${styles.content}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      BUTTONS.map((button) => ({ active: button.isActive?.(current) ?? false, enabled: button.can?.(current) ?? true })),
  });

  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        {BUTTONS.map((button, index) => (
          <button
            key={button.label}
            type="button"
            className={styles.tool}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.isActive ? state[index]?.active : undefined}
            disabled={!state[index]?.enabled}
            onClick={() => button.run(editor)}
          >
            <span aria-hidden="true">{button.icon}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
