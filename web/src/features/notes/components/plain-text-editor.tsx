import { useState } from 'react';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { previewText } from '../lib/notes';
import styles from './notes-overlay.module.css';

/** Paragraphs of plain text as the HTML the notes store. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The fallback when the rich-text editor cannot be loaded: a plain text box, so a note can still be written. */
export function PlainTextEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const [text, setText] = useState(() => previewText(initialHtml, Number.MAX_SAFE_INTEGER));
  return (
    <>
      <p className={styles.fallbackNote} role="status">
        The formatting toolbar could not be loaded (check your connection); you can still write plain text.
      </p>
      <textarea
        className={`input ${styles.plainText}`}
        aria-labelledby={labelledBy}
        value={text}
        rows={10}
        onChange={(event) => {
          setText(event.target.value);
          onChange(textToHtml(event.target.value));
        }}
      />
    </>
  );
}
