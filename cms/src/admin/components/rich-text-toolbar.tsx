import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  BulletList,
  Code,
  CodeBlock,
  GridNine,
  HeadingThree,
  HeadingTwo,
  Image,
  Italic,
  Link,
  NumberList,
  StrikeThrough,
  Underline,
} from '@strapi/icons';
import { LinkEditor } from './rich-text-link-editor';
import { ToolButton, ToolbarRow, ToolbarSeparator } from './rich-text-styles';

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  /** A toggle: its button says whether it is on here (aria-pressed). */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Disabled while false (no row to remove outside a table...). */
  can?: (editor: Editor) => boolean;
  /** Shown only while the cursor is in a table. */
  inTable?: boolean;
  /** A separator before it. */
  group?: boolean;
}

const toggle = (key: string, label: string, icon: ReactNode, run: (editor: Editor) => void, group = false): Tool => ({
  key,
  label,
  icon,
  isActive: (editor) => editor.isActive(key),
  run,
  group,
});

const tableTool = (key: string, label: string, run: (editor: Editor) => void, can: (editor: Editor) => boolean, group = false): Tool => ({
  key,
  label,
  icon: label,
  run,
  can,
  inTable: true,
  group,
});

/** What the CMS's sanitiser keeps (src/sanitize/rich-text.ts), in the toolbar's order. */
const TOOLS: Tool[] = [
  {
    key: 'h2',
    label: 'Heading 2',
    icon: <HeadingTwo aria-hidden />,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'Heading 3',
    icon: <HeadingThree aria-hidden />,
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  toggle('bold', 'Bold', <Bold aria-hidden />, (editor) => editor.chain().focus().toggleBold().run(), true),
  toggle('italic', 'Italic', <Italic aria-hidden />, (editor) => editor.chain().focus().toggleItalic().run()),
  toggle('underline', 'Underline', <Underline aria-hidden />, (editor) => editor.chain().focus().toggleUnderline().run()),
  toggle('strike', 'Strikethrough', <StrikeThrough aria-hidden />, (editor) => editor.chain().focus().toggleStrike().run()),
  toggle('superscript', 'Superscript', <span aria-hidden>x²</span>, (editor) => editor.chain().focus().toggleSuperscript().run()),
  toggle('subscript', 'Subscript', <span aria-hidden>x₂</span>, (editor) => editor.chain().focus().toggleSubscript().run()),
  toggle('code', 'Inline code', <Code aria-hidden />, (editor) => editor.chain().focus().toggleCode().run()),
  toggle('bulletList', 'Bulleted list', <BulletList aria-hidden />, (editor) => editor.chain().focus().toggleBulletList().run(), true),
  toggle('orderedList', 'Numbered list', <NumberList aria-hidden />, (editor) => editor.chain().focus().toggleOrderedList().run()),
  toggle('codeBlock', 'Code block', <CodeBlock aria-hidden />, (editor) => editor.chain().focus().toggleCodeBlock().run()),
  // The link and picture buttons open a panel or a dialog: the toolbar runs them itself.
  { key: 'link', label: 'Link', icon: <Link aria-hidden />, isActive: (editor) => editor.isActive('link'), run: () => {}, group: true },
  { key: 'image', label: 'Picture from the media library', icon: <Image aria-hidden />, run: () => {} },
  {
    key: 'table',
    label: 'Insert a table (3 × 3)',
    icon: <GridNine aria-hidden />,
    run: (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    can: (editor) => !editor.isActive('table'),
  },
  tableTool(
    'rowAfter',
    'Add row',
    (e) => e.chain().focus().addRowAfter().run(),
    (e) => e.can().addRowAfter(),
    true,
  ),
  tableTool(
    'deleteRow',
    'Remove row',
    (e) => e.chain().focus().deleteRow().run(),
    (e) => e.can().deleteRow(),
  ),
  tableTool(
    'columnAfter',
    'Add column',
    (e) => e.chain().focus().addColumnAfter().run(),
    (e) => e.can().addColumnAfter(),
  ),
  tableTool(
    'deleteColumn',
    'Remove column',
    (e) => e.chain().focus().deleteColumn().run(),
    (e) => e.can().deleteColumn(),
  ),
  tableTool(
    'deleteTable',
    'Delete table',
    (e) => e.chain().focus().deleteTable().run(),
    (e) => e.can().deleteTable(),
  ),
];

interface RichTextToolbarProps {
  editor: Editor;
  /** Names the toolbar: '<field label> formatting'. */
  label: string;
  editorId: string;
  disabled: boolean;
  onPickImage: () => void;
}

/**
 * One tab stop; arrow keys, Home and End move between the buttons (the WAI-ARIA toolbar pattern), so a
 * keyboard user tabs past it into the text. Table tools appear while the cursor is in a table.
 */
export function RichTextToolbar({ editor, label, editorId, disabled, onPickImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const inTable = current.isActive('table');
      const tools = TOOLS.filter((tool) => !tool.inTable || inTable).map((tool) => ({
        key: tool.key,
        active: tool.isActive?.(current) ?? null,
        enabled: tool.can?.(current) ?? true,
      }));
      return { tools };
    },
  });
  const visible = state.tools.map((toolState) => ({ ...toolState, tool: TOOLS.find((tool) => tool.key === toolState.key) as Tool }));

  const [focusKey, setFocusKey] = useState(TOOLS[0].key);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusIndex = Math.max(
    0,
    visible.findIndex((entry) => entry.key === focusKey),
  );
  const onToolbarKey = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const last = visible.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = visible[next].key;
    setFocusKey(key);
    buttons.current.get(key)?.focus();
  };

  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <>
      <ToolbarRow role="toolbar" aria-label={`${label} formatting`} aria-controls={editorId} onKeyDown={onToolbarKey}>
        {visible.map(({ key, tool, active, enabled }, index) => (
          <ToolbarItem key={key} separator={Boolean(tool.group)}>
            <ToolButton
              ref={(element) => {
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={active === null ? undefined : key === 'link' ? active || linkOpen : active}
              aria-expanded={key === 'link' ? linkOpen : undefined}
              aria-haspopup={key === 'image' ? 'dialog' : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabled}
              // aria-disabled, not disabled: a tool that cannot run here stays focusable, so the toolbar's one tab
              // stop never lands on a button that cannot take focus.
              aria-disabled={!enabled || undefined}
              onFocus={() => setFocusKey(key)}
              // Keep the text's selection: the command applies to it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!enabled) return;
                if (key === 'link') setLinkOpen((open) => !open);
                else if (key === 'image') onPickImage();
                else tool.run(editor);
              }}
            >
              {tool.icon}
            </ToolButton>
          </ToolbarItem>
        ))}
      </ToolbarRow>
      {linkOpen && !disabled && (
        <LinkEditor
          editor={editor}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

function ToolbarItem({ separator, children }: { separator: boolean; children: ReactNode }) {
  return (
    <>
      {separator && <ToolbarSeparator aria-hidden />}
      {children}
    </>
  );
}
