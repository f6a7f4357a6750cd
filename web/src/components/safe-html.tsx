import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/** Renders CMS rich text after sanitising it in the browser too (defence in depth). */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
