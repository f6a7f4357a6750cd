import { lazy, Suspense, type ElementType } from 'react';
import { useDataSaver } from '@/lib/data-saver';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  /** The text's language when it is not the page's (an item served in English on a Hindi page: i18n/content-lang.ts). */
  lang?: string;
}

/** Pictures of a block of rich text with their address moved aside, so the browser does not fetch them. */
export const holdImages = (html: string) => html.replace(/<img\b([^>]*?)\ssrc=/gi, '<img$1 data-src=');

// The tap-to-load buttons load only where data saver is on.
const HeldImagesHtml = lazy(() => import('./held-images-html'));

/**
 * The element with the rich text in it. With data saver on (known only after hydration, so the server's HTML and
 * hydration match), a block's pictures wait behind a "Tap to load image" button each. Inline rich text (an
 * option, inside its own button) keeps its pictures: a button cannot hold another.
 */
function Html({ html, as: Tag = 'div', className, lang }: SafeHtmlProps & { html: string }) {
  const saving = useDataSaver() && Tag === 'div' && html.includes('<img');
  if (saving)
    return (
      <Suspense fallback={<div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: holdImages(html) }} />}>
        <HeldImagesHtml html={html} className={className} lang={lang} />
      </Suspense>
    );
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

// Typeset math needs KaTeX's stylesheet: fetched the first time a field holds a formula (pages without math never
// load it), and the field shown once it applies. A server-rendered page with math has it already and keeps its HTML.
const WithMathStyles = lazy(() =>
  import('@/lib/math-styles').then(({ loadMathStyles }) => loadMathStyles()).then(() => ({ default: Html })),
);

/**
 * Rich text of the public API (questions, options, explanations, cheatsheet text, paper instructions, AI
 * explanations), rendered as the API gives it. The API is its safety: the proxy cleans every rich-text field with
 * the site's rules as it leaves (proxy/src/lib/public-rich-text.ts) after the CMS cleaned it on every write, and
 * then typesets its math; so no sanitiser ships to a student's phone. HTML from anywhere else (a student's own
 * notes, an editor's unsaved text) is cleaned in the browser first (lib/sanitize.ts) before it reaches here.
 */
export function SafeHtml({ html, as, className, lang }: SafeHtmlProps) {
  const markup = html ?? '';
  // Math arrives typeset by the proxy (KaTeX's markup, `class="katex…"`, which the rules allow nowhere else).
  if (markup.includes('class="katex')) {
    const Tag = as ?? 'div';
    return (
      <Suspense fallback={<Tag className={className} lang={lang} />}>
        <WithMathStyles html={markup} as={as} className={className} lang={lang} />
      </Suspense>
    );
  }
  return <Html html={markup} as={as} className={className} lang={lang} />;
}
