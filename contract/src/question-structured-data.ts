import { correctOptionIndex, optionLetter } from './answer.js';
import { titleCase } from './page-meta.js';
import { texToPlain } from './plain-math.js';

/**
 * The JSON-LD of a question's page (schema.org `Quiz` of one multiple-choice `Question`, the shape of Google's
 * education Q&A results): the proxy writes it into the served HTML's head and the page renders the same one.
 * Texts are plain (rich text stripped). Zod-free.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Typeset math (the public API's KaTeX markup) as readable text: a formula's MathML gives way to its TeX source
 * (its annotation) made plain (plain-math.ts) and its visual rendering (`katex-html`, hidden from screen readers)
 * is dropped, so `$x^2$` reads `x²`, not `x2x^2x2` nor `x^2`.
 */
function typesetMathAsText(html: string): string {
  if (!html.includes('class="katex')) return html;
  // Escaped again: the text is still HTML until the tags are stripped (a `<` of `a < b` is no tag).
  const readable = (tex: string) => texToPlain(decodeEntities(tex)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  let out = html
    .replace(/<math\b[^>]*>[\s\S]*?<\/math>/g, (math) =>
      readable(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/.exec(math)?.[1] ?? ''),
    )
    // A formula KaTeX could not read is its source in the error style.
    .replace(/<span class="katex-error"[^>]*>([^<]*)<\/span>/g, (_whole, tex: string) => readable(tex));
  for (let start = out.indexOf('<span class="katex-html"'); start !== -1; start = out.indexOf('<span class="katex-html"', start)) {
    const spans = /<span\b|<\/span>/g;
    spans.lastIndex = start;
    let depth = 0;
    let end = out.length;
    for (let match = spans.exec(out); match; match = spans.exec(out)) {
      depth += match[0] === '</span>' ? -1 : 1;
      if (depth === 0) {
        end = spans.lastIndex;
        break;
      }
    }
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

/** HTML's character references decoded (the common named ones and every numeric one). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** Rich-text HTML as plain text without a DOM: block ends and line breaks become spaces, entities decoded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    typesetMathAsText(html)
      .replace(/<\s*br\s*\/?>/gi, ' ')
      .replace(/<\/\s*(?:p|div|li|h[1-6]|pre|blockquote|tr|td|th)\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the structured data reads of /api/questions/page/{id}. */
export interface StructuredQuestionPage {
  title: string;
  subtopic_name: string | null;
  record: {
    question: { question: string; answer: string; explanation: string | null };
    options: ReadonlyArray<{ option_text: string }>;
  };
}

/** The page's JSON-LD object; `pageUrl` is the absolute canonical address. */
export function questionStructuredData(page: StructuredQuestionPage, pageUrl: string): Record<string, unknown> {
  const { question, options } = page.record;
  const correct = correctOptionIndex(options, question.answer);
  const text = plainText(question.question);
  const answer = (index: number) => ({
    '@type': 'Answer',
    position: index,
    // A picture option has no text: it is named by its letter.
    text: plainText(options[index]!.option_text) || `Option ${optionLetter(index)}`,
  });
  const explanation = plainText(question.explanation);
  const accepted =
    correct >= 0
      ? answer(correct)
      : // No option matches (an answer given as free text): the answer's own text.
        { '@type': 'Answer', text: plainText(question.answer) || question.answer };
  const name = page.title || text || `${page.subtopic_name ? titleCase(page.subtopic_name) : 'Practice'} question`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name,
    url: pageUrl,
    ...(page.subtopic_name ? { about: { '@type': 'Thing', name: titleCase(page.subtopic_name) } } : {}),
    hasPart: [
      {
        '@type': 'Question',
        eduQuestionType: 'Multiple choice',
        learningResourceType: 'Practice problem',
        name,
        text: text || name,
        url: pageUrl,
        suggestedAnswer: options
          .map((_, index) => index)
          .filter((index) => index !== correct)
          .map(answer),
        acceptedAnswer: explanation ? { ...accepted, answerExplanation: { '@type': 'Comment', text: explanation } } : accepted,
      },
    ],
  };
}

// Kept here for its importers; it lives with the other escaper so a page's Seo needs no structured-data code.
export { jsonForScript } from './html-escape.js';
