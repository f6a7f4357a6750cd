import { findMath, mayHoldMath } from './math-delimiters.js';
import {
  ACCENTS,
  CHEMISTRY_ARROWS,
  DOUBLE_STRUCK,
  DROP,
  DROP_ARGUMENT,
  FUNCTIONS,
  OPERATORS,
  ROOTS,
  SPACES,
  SUBSCRIPTS,
  SUPERSCRIPTS,
  SYMBOLS,
  TEXT_MODE,
  UNWRAP,
} from './plain-math-symbols.js';

/**
 * LaTeX as readable plain text, for the places a formula cannot be typeset: page titles, meta descriptions,
 * Open Graph tags, JSON-LD, search results. `$\frac{1}{2}$` reads `1/2`, `$x^2$` `x²`, `\sqrt{a+b}` `√(a+b)`,
 * `\ce{H2SO4}` `H₂SO₄`. A best effort, never an exception: a command it does not know is dropped, its
 * braces' content kept. Dependency-free (the web app's bundle carries it).
 *
 * No npm package was found that does this (LaTeX with mhchem to Unicode text) and is kept up.
 */

/** A converted piece that needs no parentheses after `/`, `√` or `^`: one number, name or bracketed group. */
const BRACKETED = /^\((?:[^()]|\([^()]*\))*\)$/;
function isAtom(text: string): boolean {
  if (BRACKETED.test(text)) return true;
  return /^[^\s+\-−×÷/=<>±∓·≤≥≠≈,;:]+$/u.test(text);
}
const wrap = (text: string) => (!text || isAtom(text) ? text : `(${text})`);

/** `2` as `²`, `10` as `¹⁰`; what Unicode has no script form of as `^2x`, `^(a+b)` (`_` for subscripts). */
function script(text: string, map: Record<string, string>, mark: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const chars = [...trimmed];
  if (chars.every((char) => map[char])) return chars.map((char) => map[char]).join('');
  return `${mark}${chars.length === 1 || BRACKETED.test(trimmed) ? trimmed : `(${trimmed})`}`;
}

/** Reads TeX left to right; each command consumes its own arguments. */
class TexReader {
  private at = 0;
  constructor(
    private readonly tex: string,
    private readonly textMode = false,
  ) {}

  private skipSpaces() {
    while (this.at < this.tex.length && /\s/.test(this.tex[this.at]!)) this.at++;
  }

  /** The content of the `{…}` group starting here (unbalanced: to the end). */
  private group(): string {
    let depth = 0;
    const start = this.at + 1;
    for (; this.at < this.tex.length; this.at++) {
      const char = this.tex[this.at];
      if (char === '\\') this.at++;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) return this.tex.slice(start, this.at++);
    }
    return this.tex.slice(start);
  }

  /** The next argument as TeX source: a group's content, a command, or one character. */
  argument(): string {
    this.skipSpaces();
    const char = this.tex[this.at];
    if (char === undefined) return '';
    if (char === '{') return this.group();
    if (char === '\\') {
      const name = /^\\(?:[A-Za-z]+|.)/s.exec(this.tex.slice(this.at))![0];
      this.at += name.length;
      return name;
    }
    this.at += [...this.tex.slice(this.at, this.at + 2)][0]!.length;
    return char === '\ud835' ? this.tex.slice(this.at - 2, this.at) : char;
  }

  /** `[…]` here (an optional argument), or undefined. */
  private optional(): string | undefined {
    this.skipSpaces();
    if (this.tex[this.at] !== '[') return undefined;
    const end = this.tex.indexOf(']', this.at);
    if (end === -1) {
      this.at = this.tex.length;
      return '';
    }
    const value = this.tex.slice(this.at + 1, end);
    this.at = end + 1;
    return value;
  }

  read(): string {
    let out = '';
    while (this.at < this.tex.length) {
      const char = this.tex[this.at]!;
      if (char === '\\') {
        out += this.command(out);
      } else if (char === '{') {
        out += new TexReader(this.group(), this.textMode).read();
      } else if (char === '}') {
        this.at++;
      } else if (!this.textMode && (char === '^' || char === '_')) {
        this.at++;
        out += this.scripted(char === '^');
      } else {
        this.at++;
        if (char === '~' || char === '&') out += ' ';
        else if (char === "'" && !this.textMode) out += '′';
        else out += char;
      }
    }
    return out;
  }

  private scripted(superscript: boolean): string {
    const source = this.argument().trim();
    if (superscript && /^(?:\\circ|\\degree|o)$/.test(source)) return '°';
    const text = new TexReader(source).read().replace(/\s+/g, ' ');
    return superscript ? script(text, SUPERSCRIPTS, '^') : script(text, SUBSCRIPTS, '_');
  }

  private command(before: string): string {
    const name = /^\\(?:[A-Za-z]+|.)?/s.exec(this.tex.slice(this.at))![0].slice(1);
    this.at += name.length + 1;
    if (name in SPACES) return SPACES[name]!;
    if ('%&#_{}$|'.includes(name) && name.length === 1) return name === '|' ? '‖' : name;
    if (name in SYMBOLS) return SYMBOLS[name]!;
    if (name in OPERATORS) return ` ${OPERATORS[name]} `;
    if (FUNCTIONS.has(name)) return /^[A-Za-z0-9\\]/.test(this.tex.slice(this.at)) ? `${name} ` : name;
    if (UNWRAP.has(name)) return new TexReader(this.argument(), TEXT_MODE.test(name)).read();
    if (DROP_ARGUMENT.has(name)) {
      this.argument();
      return name.endsWith('space') ? ' ' : '';
    }
    if (DROP.has(name)) {
      // \left. and \right. are invisible delimiters.
      this.skipSpaces();
      if (this.tex[this.at] === '.') this.at++;
      return '';
    }
    switch (name) {
      case 'frac':
      case 'dfrac':
      case 'tfrac':
      case 'cfrac': {
        const numerator = this.converted(this.argument());
        const denominator = this.converted(this.argument());
        // A mixed number: 2\frac{1}{2} reads "2 1/2".
        if (!numerator && !denominator) return '';
        const gap = /\d$/.test(before) ? ' ' : '';
        return `${gap}${wrap(numerator)}/${wrap(denominator)}`;
      }
      case 'binom':
      case 'dbinom':
      case 'tbinom':
        return `C(${this.converted(this.argument())}, ${this.converted(this.argument())})`;
      case 'sqrt': {
        const index = this.optional();
        const radicand = wrap(this.converted(this.argument()));
        const root = index === undefined ? '√' : (ROOTS[index.trim()] ?? `${script(this.converted(index), SUPERSCRIPTS, '')}√`);
        return `${root}${radicand}`;
      }
      case 'textcolor':
      case 'colorbox':
        this.argument();
        return this.converted(this.argument());
      case 'mathbb': {
        const letter = this.argument();
        return DOUBLE_STRUCK[letter] ?? this.converted(letter);
      }
      case 'not': {
        const next = this.argument();
        return next === '=' ? '≠' : next === '\\in' ? ' ∉ ' : this.converted(next);
      }
      case 'begin':
      case 'end': {
        const environment = this.argument();
        if (name === 'begin' && /^(?:array|tabular)$/.test(environment)) this.argument();
        return ' ';
      }
      case 'ce':
      case 'pu':
        return chemistry(this.argument());
      default:
        if (name in ACCENTS) {
          const base = this.converted(this.argument());
          return [...base].length === 1 ? base + ACCENTS[name] : base;
        }
        // Unknown: the command goes, a group after it is read as usual.
        return '';
    }
  }

  private converted(source: string): string {
    return new TexReader(source, this.textMode).read().replace(/\s+/g, ' ').trim();
  }
}

/**
 * mhchem (`\ce{…}`, `\pu{…}`) as text, as mhchem typesets it: a number after an element or bracket is a subscript
 * (H₂SO₄), a charge after one a superscript (Na⁺, SO₄²⁻), a leading number a coefficient (2H₂O), `*` a dot.
 */
function chemistry(source: string): string {
  let out = '';
  let at = 0;
  const afterFormula = () => /[A-Za-z)\]₀-₉]$/.test(out);
  while (at < source.length) {
    const rest = source.slice(at);
    const arrow = CHEMISTRY_ARROWS.find(([written]) => rest.startsWith(written));
    if (arrow) {
      at += arrow[0].length;
      let conditions = '';
      while (source[at] === '[') {
        const end = source.indexOf(']', at);
        if (end === -1) break;
        const condition = new TexReader(source.slice(at + 1, end), true).read().trim();
        if (condition) conditions += ` (${condition})`;
        at = end + 1;
      }
      out += `${arrow[1]}${conditions}`;
      continue;
    }
    const char = source[at]!;
    if (char === '\\') {
      // A command and its one braced argument, if any (\alpha, \text{aq}), read as TeX.
      const command = /^\\(?:[A-Za-z]+|.)/s.exec(rest)?.[0] ?? '\\';
      const argument = /^\{(?:[^{}]|\{[^{}]*\})*\}/.exec(rest.slice(command.length))?.[0] ?? '';
      out += new TexReader(command + argument).read();
      at += command.length + argument.length;
      continue;
    }
    if (char === '^' || char === '_') {
      const next = source[at + 1];
      if (char === '^' && (next === undefined || /\s/.test(next))) {
        out += '↑';
        at++;
        continue;
      }
      let argument: string;
      if (next === '{') {
        const end = source.indexOf('}', at + 2);
        argument = end === -1 ? source.slice(at + 2) : source.slice(at + 2, end);
        at = end === -1 ? source.length : end + 1;
      } else {
        argument = /^(?:[0-9]*[+-]|[^\s{}^_()]+)/.exec(source.slice(at + 1))?.[0] ?? '';
        at += 1 + argument.length;
      }
      out += script(new TexReader(argument, true).read(), char === '^' ? SUPERSCRIPTS : SUBSCRIPTS, char);
      continue;
    }
    if (/[0-9]/.test(char) && afterFormula()) {
      const digits = /^[0-9]+/.exec(rest)![0];
      out += script(digits, SUBSCRIPTS, '_');
      at += digits.length;
      continue;
    }
    if ((char === '+' || char === '-') && afterFormula() && (at + 1 === source.length || /[\s)\]]/.test(source[at + 1]!))) {
      out += SUPERSCRIPTS[char];
      at++;
      continue;
    }
    if (char === 'v' && /(?:^|\s)$/.test(out) && (at + 1 === source.length || /\s/.test(source[at + 1]!))) {
      out += '↓';
      at++;
      continue;
    }
    if ((char === '*' || (char === '.' && !/[0-9]/.test(source[at + 1] ?? ''))) && afterFormula()) {
      out += '·';
      at++;
      continue;
    }
    if (char === '#') out += '≡';
    else if (char !== '{' && char !== '}' && char !== '$') out += char === '~' ? ' ' : char;
    at++;
  }
  return out;
}

/** One formula's TeX (no delimiters) as readable text; never throws. */
export function texToPlain(tex: string): string {
  try {
    return new TexReader(tex.replace(/\u00a0/g, ' '))
      .read()
      .replace(/\s+/g, ' ')
      .replace(/([([{]) | ([)\]}])/g, '$1$2')
      .trim();
  } catch {
    // Not expected; whatever happens, no TeX syntax is shown.
    return tex
      .replace(/\\[A-Za-z]+|[\\{}]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
}

/** What a search snippet marks its matched words with (the CMS's markers), kept around a formula that holds one. */
export interface MathTextOptions {
  marks?: readonly [start: string, end: string];
}

/** Every command name this file knows: a cut snippet may have lost the backslash before one (`frac{1}{2}$`). */
const KNOWN_COMMANDS = new Set([
  ...Object.keys(SYMBOLS),
  ...Object.keys(OPERATORS),
  ...FUNCTIONS,
  ...UNWRAP,
  ...Object.keys(ACCENTS),
  ...'frac dfrac tfrac cfrac sqrt binom ce pu mathbb left right text'.split(' '),
]);
/** Signs that text is TeX rather than prose. */
const looksLikeTex = (text: string) => /[\\{}^_]/.test(text) || /^[A-Za-z]$/.test(text.trim());
const ELLIPSIS = '…';

/**
 * Text with formulas (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`, the typesetting's own rule: math-delimiters.ts) made
 * readable plain text; the prose around them is kept as it is. A title or snippet cut short with "…" may start
 * or end inside a formula: such a piece is read as TeX too. With `marks`, a formula holding a marked word is
 * marked as a whole (the words themselves may not survive the conversion: `\frac` has no "frac").
 */
export function readableMath(text: string, options: MathTextOptions = {}): string {
  if (!mayHoldMath(text) && !(text.includes('\\') && text.includes(ELLIPSIS))) return text;
  const formula = (tex: string) => {
    const [start, end] = options.marks ?? ['', ''];
    const marked = Boolean(start) && (tex.includes(start) || tex.includes(end));
    const bare = marked ? tex.replaceAll(start, '').replaceAll(end, '') : tex;
    const plain = texToPlain(bare);
    return marked && plain ? `${start}${plain}${end}` : plain;
  };
  let head = '';
  let body = text;
  let tail = '';
  if (body.startsWith(ELLIPSIS)) {
    const cut = formulaCutAtStart(body.slice(ELLIPSIS.length), options.marks?.join('') ?? '');
    if (cut) {
      head = `${ELLIPSIS}${formula(cut.tex)}`;
      body = cut.rest;
    }
  }
  if (body.endsWith(ELLIPSIS)) {
    const cut = formulaCutAtEnd(body.slice(0, -ELLIPSIS.length));
    if (cut) {
      tail = `${formula(cut.tex)}${ELLIPSIS}`;
      body = cut.before;
    }
  }
  const middle = findMath(body)
    .map((segment) => (segment.type === 'text' ? segment.text : formula(segment.tex)))
    .join('');
  return `${head}${middle}${tail}`;
}

/** A formula's end at the start of a cut text (`{2}$ of 10`): its TeX and the text after its closing delimiter. */
function formulaCutAtStart(text: string, markers: string): { tex: string; rest: string } | undefined {
  const closer = /(?<!\\)(\$\$?|\\\)|\\\])/.exec(text);
  if (!closer || closer.index === 0) return undefined;
  let tex = text.slice(0, closer.index);
  if (closer[0].startsWith('$') && /\s$/.test(tex)) return undefined;
  let lead = 0;
  while (lead < tex.length && markers.includes(tex[lead]!)) lead++;
  const word = /^[A-Za-z]+/.exec(tex.slice(lead))?.[0];
  if (word && KNOWN_COMMANDS.has(word)) tex = `${tex.slice(0, lead)}\\${tex.slice(lead)}`;
  if (!looksLikeTex(tex)) return undefined;
  return { tex, rest: text.slice(closer.index + closer[0].length) };
}

/** A formula's start at the end of a cut text (`area is $\pi r`, `so $x - y`): the text before its opener and its TeX. */
function formulaCutAtEnd(text: string): { before: string; tex: string } | undefined {
  const segments = findMath(text);
  const last = segments.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const prose = last.text;
  const opener = Math.max(prose.lastIndexOf('$'), prose.lastIndexOf('\\('), prose.lastIndexOf('\\['));
  if (opener === -1) return undefined;
  let start = opener;
  while (start > 0 && prose[start - 1] === '$') start--;
  const width = prose[opener] === '$' ? opener + 1 - start : 2;
  const tex = prose.slice(start + width);
  // A dollar before a number may be a price ("costs $25…"): then only TeX-looking text is a formula.
  if (!tex.trim() || /^\s/.test(tex) || (/^\d/.test(tex) && !looksLikeTex(tex))) return undefined;
  // The segments before the last, as written (findMath's `source`), then the prose up to the opener.
  const before = segments
    .slice(0, -1)
    .map((segment) => (segment.type === 'text' ? segment.text : segment.source))
    .join('');
  return { before: before + prose.slice(0, start), tex };
}
