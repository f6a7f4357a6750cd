import { Fragment, useMemo } from 'react';
import { parseSnippet } from '@/features/search/lib/snippet';

/** A result's snippet: its text, with the matched words in <mark> (the only markup kept; see parseSnippet). */
export function ResultSnippet({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const parts = useMemo(() => parseSnippet(html), [html]);
  return (
    <p className={className} lang={lang}>
      {parts.map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </p>
  );
}
