import { useState } from 'react';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { previewText } from '@/features/notes/lib/notes';
import { useI18n } from '@/i18n/i18n';
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
  const { t } = useI18n();
  const [text, setText] = useState(() => previewText(initialHtml, Number.MAX_SAFE_INTEGER));
  return (
    <>
      <p className={styles.fallbackNote} role="status">
        {t('notes.plainText')}
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
