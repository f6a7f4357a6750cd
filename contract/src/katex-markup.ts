/**
 * Exactly the markup KaTeX writes for a formula (with `trust: false`, so no links, pictures, ids or data
 * attributes): which elements, which attributes on each, and which inline styles with which values. Both
 * sanitisers of rendered rich text keep it and nothing more: the proxy's for server-rendered pages
 * (proxy/src/lib/math.ts) and the browser's (web/src/lib/sanitize.ts). Attribute names are lowercase, as HTML
 * parsers report them (`viewBox` is `viewbox`). proxy/test/math.test.ts checks the lists against KaTeX's output.
 * Dependency-free.
 */

const MATHML_TAGS =
  'math semantics annotation mrow mi mn mo mtext mspace msub msup msubsup mfrac msqrt mroot mstyle mpadded mphantom menclose mover munder munderover mtable mtr mtd';
const MATHML_ATTRIBUTES =
  'class xmlns display encoding mathvariant stretchy fence separator lspace rspace minsize maxsize largeop movablelimits accent accentunder linethickness scriptlevel displaystyle mathcolor mathbackground mathsize rowspacing columnalign columnspacing columnlines rowlines valign width height depth voffset notation linebreak';

/** Element → the attributes KaTeX gives it. */
export const KATEX_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(MATHML_TAGS.split(' ').map((tag) => [tag, MATHML_ATTRIBUTES.split(' ')])),
  mstyle: [...MATHML_ATTRIBUTES.split(' '), 'style'],
  mpadded: [...MATHML_ATTRIBUTES.split(' '), 'style'],
  span: ['class', 'style', 'aria-hidden', 'title'],
  svg: ['xmlns', 'width', 'height', 'viewbox', 'preserveaspectratio', 'style'],
  path: ['d'],
  line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
};

/** The elements KaTeX writes besides <span>: MathML, and the SVG of roots, arrows, braces and strike-outs. */
export const KATEX_FOREIGN_TAGS: readonly string[] = [...MATHML_TAGS.split(' '), 'svg', 'path', 'line'];

const LENGTH = '-?(?:\\d+\\.?\\d*|\\.\\d+)(?:em|px)?';
const COLOR = '#[\\da-f]{3,8}|[a-z]+';
const only = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'i');

/** CSS property → the values KaTeX writes for it (lengths in em, colours as `\color{}` accepts them). */
export const KATEX_STYLES: Readonly<Record<string, RegExp>> = {
  ...Object.fromEntries(
    [
      'height',
      'width',
      'min-width',
      'top',
      'bottom',
      'left',
      'vertical-align',
      'margin-left',
      'margin-right',
      'margin-top',
      'padding-left',
      'border-width',
      'border-top-width',
      'border-right-width',
      'border-bottom-width',
    ].map((property) => [property, only(LENGTH)]),
  ),
  margin: only(`${LENGTH}(?: ${LENGTH}){0,3}`),
  position: only('relative'),
  'border-style': only('solid|dashed'),
  'border-right-style': only('solid|dashed'),
  color: only(COLOR),
  'background-color': only(COLOR),
  'border-color': only(COLOR),
  border: only(`${LENGTH} solid (?:${COLOR})`),
  'text-shadow': only(`${LENGTH} ${LENGTH} ${LENGTH}`),
};

/** True when every declaration of a style attribute is one KaTeX writes. */
export function isKatexStyle(style: string): boolean {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .every((declaration) => {
      const colon = declaration.indexOf(':');
      const pattern = colon > 0 ? KATEX_STYLES[declaration.slice(0, colon).trim().toLowerCase()] : undefined;
      return pattern !== undefined && pattern.test(declaration.slice(colon + 1).trim());
    });
}

/** True when KaTeX writes this attribute on this element (a style, with only its own declarations). */
export function isKatexAttribute(tag: string, name: string, value: string): boolean {
  if (!KATEX_ATTRIBUTES[tag]?.includes(name)) return false;
  return name !== 'style' || isKatexStyle(value);
}

/** The colour of a malformed formula, shown as its source (KaTeX's own red: 5.9:1 on white). */
export const MATH_ERROR_COLOR = '#cc0000';

/**
 * How the site renders a formula with KaTeX: on the server (proxy/src/lib/math.ts) and in the admin editor's
 * preview alike. A malformed formula is its source in the error colour, with the error as its title; `trust: false`
 * turns nothing an author writes into a link, a picture or an attribute (no \href, \includegraphics, \htmlClass);
 * Unicode text in math (a Hindi word in \text{}) is fine; sizes and macro expansion are bounded.
 */
export const KATEX_OPTIONS = {
  throwOnError: false,
  errorColor: MATH_ERROR_COLOR,
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 1000,
  output: 'htmlAndMathml',
} as const;
