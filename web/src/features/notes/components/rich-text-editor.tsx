import { useId, useMemo } from 'react';
import { TEXT_EXTENSIONS } from '@/components/rich-text/text-extensions';
import Heading from '@tiptap/extension-heading';
import Blockquote from '@tiptap/extension-blockquote';
import CodeBlock from '@tiptap/extension-code-block';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { UndoRedo } from '@tiptap/extensions';
import { NOTES_TOOLBAR } from '@/components/rich-text/tools';
import { ToolbarEditor, type ToolbarEditorLabels } from '@/components/rich-text/toolbar-editor';
import { useI18n, type Translator } from '@/i18n/i18n';

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

/** The editor's texts in the page's language (the shared editor's defaults are the admin screens' English). */
export function notesToolbarLabels(t: Translator['t']): ToolbarEditorLabels {
  return {
    tools: {
      h1: t('notes.toolbar.h1'),
      h2: t('notes.toolbar.h2'),
      h3: t('notes.toolbar.h3'),
      bold: t('notes.toolbar.bold'),
      italic: t('notes.toolbar.italic'),
      underline: t('notes.toolbar.underline'),
      strike: t('notes.toolbar.strike'),
      orderedList: t('notes.toolbar.orderedList'),
      bulletList: t('notes.toolbar.bulletList'),
      link: t('notes.toolbar.link'),
      clean: t('notes.toolbar.clean'),
      blockquote: t('notes.toolbar.blockquote'),
      codeBlock: t('notes.toolbar.codeBlock'),
      undo: t('notes.toolbar.undo'),
      redo: t('notes.toolbar.redo'),
    },
    toolbar: (field) => t('notes.toolbar.name', { field }),
    linkAddress: t('notes.toolbar.linkAddress'),
    linkInvalid: t('notes.toolbar.linkInvalid'),
    applyLink: t('notes.toolbar.applyLink'),
    removeLink: t('notes.toolbar.removeLink'),
    cancelLink: t('notes.toolbar.cancelLink'),
  };
}

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
  const labels = useMemo(() => notesToolbarLabels(t), [t]);
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
      labels={labels}
    />
  );
}
