import { useId } from 'react';
import { TEXT_EXTENSIONS } from '../../../components/rich-text/text-extensions';
import Heading from '@tiptap/extension-heading';
import Blockquote from '@tiptap/extension-blockquote';
import CodeBlock from '@tiptap/extension-code-block';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { UndoRedo } from '@tiptap/extensions';
import { NOTES_TOOLBAR } from '../../../components/rich-text/tools';
import { ToolbarEditor } from '../../../components/rich-text/toolbar-editor';
import { useI18n } from '../../../i18n/i18n';

/**
 * Exactly the extensions the notes toolbar offers (StarterKit, or the admin set, would also bring links with
 * linkifyjs, strike, tables...: kilobytes a student on slow 4G downloads for nothing).
 */
const NOTES_EXTENSIONS = [
  ...TEXT_EXTENSIONS,
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

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
}

/** The notes' rich-text editor: the shared toolbar editor with the notes' tools. Loaded only when the editor opens. */
export default function RichTextEditor({ initialHtml, onChange, labelledBy }: RichTextEditorProps) {
  const editorId = useId();
  const { t } = useI18n();
  return (
    <ToolbarEditor
      value={initialHtml}
      label={t('notes.content')}
      extensions={NOTES_EXTENSIONS}
      onChange={onChange}
      editorId={editorId}
      labelledBy={labelledBy}
      toolbar={NOTES_TOOLBAR}
      minHeight="12rem"
      disabled={false}
    />
  );
}
