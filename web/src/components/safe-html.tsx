import { lazy, Suspense, useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

// Typeset math's sanitising rules and KaTeX's stylesheet: fetched the first time a field holds a formula.
const MathHtml = lazy(() => import('./math-html'));

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/** Renders CMS rich text after sanitising it in the browser too (defence in depth). */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  // Math arrives typeset by the proxy (KaTeX's markup, `class="katex…"`).
  const math = html?.includes('class="katex') ?? false;
  const clean = useMemo(() => (math ? '' : sanitizeHtml(html)), [html, math]);
  if (math)
    return (
      <Suspense fallback={<Tag className={className} />}>
        <MathHtml html={html!} as={Tag} className={className} />
      </Suspense>
    );
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
