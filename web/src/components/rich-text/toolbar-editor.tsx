import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor, type Extensions } from '@tiptap/react';
import { sanitizeHtml } from '@/lib/sanitize';
import { normaliseLinkHref, type RichTextTool } from './tools';
import styles from './rich-text-editor.module.css';
import { Button } from '@/components/ui/button';

export interface ToolbarEditorProps {
  value: string;
  /** The field's label: names the toolbar ('Question text formatting'). */
  label: string;
  /**
   * What the editor knows: at least what the toolbar makes (an extension set of its own per caller, so the
   * students' notes chunk does not carry the admin editor's links and tables).
   */
  extensions: Extensions;
  onChange: (html: string) => void;
  editorId: string;
  labelledBy: string;
  describedBy?: string;
  toolbar: readonly RichTextTool[];
  minHeight: string;
  disabled: boolean;
  /** Every text of the editor (default: English, for the admin forms; the students' notes pass the page's language). */
  labels?: ToolbarEditorLabels;
}

/** The editor's own texts: its buttons' names (also their tooltips), the toolbar's name and the link panel's texts. */
export interface ToolbarEditorLabels {
  tools: Record<RichTextTool, string>;
  /** The toolbar's accessible name from the field's label ('Question text formatting'). */
  toolbar: (fieldLabel: string) => string;
  linkAddress: string;
  linkInvalid: string;
  applyLink: string;
  removeLink: string;
  cancelLink: string;
}

/** The admin screens' texts (admin pages are English only). */
export const ENGLISH_TOOLBAR_LABELS: ToolbarEditorLabels = {
  tools: {
    h1: 'Heading 1',
    h2: 'Heading 2',
    h3: 'Heading 3',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    orderedList: 'Numbered list',
    bulletList: 'Bulleted list',
    link: 'Link',
    clean: 'Clear formatting',
    blockquote: 'Quote',
    codeBlock: 'Code',
    undo: 'Undo',
    redo: 'Redo',
  },
  toolbar: (fieldLabel) => `${fieldLabel} formatting`,
  linkAddress: 'Link address',
  linkInvalid: 'Enter a web address (https://...) or an e-mail address',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  cancelLink: 'Cancel',
};

interface ToolSpec {
  icon: ReactNode;
  isActive?: (editor: Editor) => boolean;
  run?: (editor: Editor) => void;
  /** Disabled while this says it cannot run (undo with nothing to undo). */
  can?: (editor: Editor) => boolean;
}

const TOOLS: Record<RichTextTool, ToolSpec> = {
  h1: {
    icon: 'H1',
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  h2: {
    icon: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  h3: {
    icon: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  bold: { icon: 'B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  italic: { icon: 'I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  underline: {
    icon: 'U',
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  strike: { icon: 'S', isActive: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  orderedList: {
    icon: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  bulletList: {
    icon: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  link: { icon: <LinkIcon />, isActive: (e) => e.isActive('link') },
  clean: { icon: 'Tx', run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
  blockquote: {
    icon: '❝',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  codeBlock: {
    icon: '</>',
    isActive: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  undo: { icon: '↶', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  redo: { icon: '↷', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
};

/** What the form sees: '' for an empty editor, the HTML otherwise. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Tiptap with a toolbar: the admin forms' editor (through RichTextEditor and TiptapEditor) and the notes'
 * (features/notes). Import it only from a lazily loaded module: it brings Tiptap and ProseMirror.
 */
export function ToolbarEditor({
  value,
  label,
  extensions,
  onChange,
  editorId,
  labelledBy,
  describedBy,
  toolbar,
  minHeight,
  disabled,
  labels = ENGLISH_TOOLBAR_LABELS,
}: ToolbarEditorProps) {
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The last HTML this editor reported (or was given): a different `value` came from outside.
  const known = useRef(value);

  const editor = useEditor({
    extensions,
    content: sanitizeHtml(value),
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      known.current = html;
      onChangeRef.current(html);
    },
    editorProps: {
      attributes: {
        id: editorId,
        class: `rich-text ${styles.content}`,
        style: `min-height: ${minHeight}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const toolStates = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      toolbar.map((tool) => ({ active: TOOLS[tool].isActive?.(current) ?? false, enabled: TOOLS[tool].can?.(current) ?? true })),
  });

  // The toolbar is one tab stop; arrow keys, Home and End move between its buttons (WAI-ARIA toolbar).
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onToolbarKey = (event: KeyboardEvent) => {
    const last = toolbar.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex >= last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex <= 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState('');
  const linkInputId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  const openLink = () => {
    setLinkValue((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setLinkOpen(true);
  };
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    if (!linkValue.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const href = normaliseLinkHref(linkValue);
    if (!href) {
      setLinkError(labels.linkInvalid);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: insert the address itself as the link text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: linkValue.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className={`${styles.frame} ${disabled ? styles.disabled : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label={labels.toolbar(label)} aria-controls={editorId} onKeyDown={onToolbarKey}>
        {toolbar.map((tool, index) => {
          const spec = TOOLS[tool];
          return (
            <button
              key={tool}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`${styles.tool} ${styles[`tool_${tool}`] ?? ''}`}
              aria-label={labels.tools[tool]}
              title={labels.tools[tool]}
              aria-pressed={spec.isActive ? (toolStates[index]?.active ?? false) : undefined}
              aria-expanded={tool === 'link' ? linkOpen : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabled}
              // aria-disabled, not disabled: a button that cannot run now (undo, nothing to undo) stays
              // focusable, so the toolbar's single tab stop never lands on an unfocusable button.
              aria-disabled={toolStates[index]?.enabled === false ? true : undefined}
              onFocus={() => setFocusIndex(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (toolStates[index]?.enabled === false) return;
                if (tool === 'link') return linkOpen ? closeLink() : openLink();
                spec.run?.(editor);
              }}
            >
              <span aria-hidden="true">{spec.icon}</span>
            </button>
          );
        })}
      </div>
      {linkOpen && (
        <div className={styles.linkPanel}>
          <label htmlFor={linkInputId} className={styles.linkLabel}>
            {labels.linkAddress}
          </label>
          <input
            ref={linkInput}
            id={linkInputId}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={linkValue}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkInputId}-error` : undefined}
            onChange={(event) => {
              setLinkValue(event.target.value);
              setLinkError('');
            }}
            onKeyDown={(event) => {
              // Inside a form, Enter would submit it: here it applies the link.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                closeLink();
              }
            }}
          />
          <div className={styles.linkActions}>
            <Button onClick={applyLink}>{labels.applyLink}</Button>
            {editor.isActive('link') && (
              <Button variant="secondary" onClick={removeLink}>
                {labels.removeLink}
              </Button>
            )}
            <Button variant="secondary" onClick={closeLink}>
              {labels.cancelLink}
            </Button>
          </div>
          {linkError && (
            <p id={`${linkInputId}-error`} className={styles.linkError} role="alert">
              {linkError}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/** A chain link (an emoji would depend on the device's fonts). */
function LinkIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </svg>
  );
}
