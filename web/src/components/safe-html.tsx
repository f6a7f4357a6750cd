import { lazy, Suspense, useEffect, useRef, type ElementType } from 'react';
import { useI18n } from '@/i18n/i18n';
import { useDataSaver } from '@/lib/data-saver';
// The placeholders' look (a global class there: they are made outside React).
import './saved-data-image.module.css';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  /** The text's language when it is not the page's (an item served in English on a Hindi page: i18n/content-lang.ts). */
  lang?: string;
}

/** Pictures of a block of rich text with their address moved aside, so the browser does not fetch them. */
const holdImages = (html: string) => html.replace(/<img\b([^>]*?)\ssrc=/gi, '<img$1 data-src=');

/**
 * The element with the rich text in it. With data saver on (known only after hydration, so the server's HTML and
 * hydration match), a block's pictures wait behind a "Tap to load image" button each. Inline rich text (an
 * option, inside its own button) keeps its pictures: a button cannot hold another.
 */
function Html({ html, as: Tag = 'div', className, lang }: SafeHtmlProps & { html: string }) {
  const saving = useDataSaver() && Tag === 'div' && html.includes('<img');
  if (saving) return <HeldImagesHtml html={html} className={className} lang={lang} />;
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A block of rich text whose pictures load only when tapped. */
function HeldImagesHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  useEffect(() => {
    if (!ref.current) return;
    for (const image of ref.current.querySelectorAll<HTMLImageElement>('img[data-src]')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'saved-image-placeholder';
      button.textContent = t('question.loadImage');
      if (image.alt) button.setAttribute('aria-label', t('question.loadImageOf', { alt: image.alt }));
      button.addEventListener('click', () => {
        image.src = image.dataset.src ?? '';
        image.hidden = false;
        // Focus stays where the button was.
        image.tabIndex = -1;
        button.remove();
        image.focus();
      });
      image.hidden = true;
      image.before(button);
    }
  }, [html, t]);
  return <div ref={ref} className={className} lang={lang} dangerouslySetInnerHTML={{ __html: holdImages(html) }} />;
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
