import { useEffect, useRef } from 'react';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { loadLanguage } from './load-language';

export interface CodeMirrorEditorProps {
  value: string;
  onChange: (code: string) => void;
  language: string;
  labelledBy: string;
  describedBy?: string;
  minHeight: string;
}

const theme = (minHeight: string) =>
  EditorView.theme({
    '&': { border: '1px solid var(--border)', borderRadius: 'var(--radius)', background: '#fff', fontSize: '0.9rem' },
    '&.cm-focused': { outline: 'none', borderColor: 'var(--navy)', boxShadow: '0 0 0 2px var(--gold)' },
    '.cm-scroller': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      minHeight,
      maxHeight: '28rem',
      overflow: 'auto',
    },
    '.cm-gutters': { background: 'var(--surface-muted)', borderRight: '1px solid var(--border)', color: 'var(--text-muted)' },
  });

/** CodeMirror 6, fetched as its own chunk the first time a code field shows. Tab indents; Esc then Tab leaves. */
export default function CodeMirrorEditor({ value, onChange, language, labelledBy, describedBy, minHeight }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of([]),
          theme(minHeight),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; value and language changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change from outside (a loaded sheet, a reset) replaces the text; the editor's own edits already match.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    let current = true;
    void loadLanguage(language).then((extension) => {
      if (current) view.current?.dispatch({ effects: languageSlot.current.reconfigure(extension) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  return <div ref={host} data-language={language} />;
}
