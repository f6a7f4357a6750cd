import { createRequire } from 'node:module';
import { escapeHtml } from '@exam-prep/contract/html-escape';

/*
 * Code highlighted on the server when a public read is built (and cached with it), so no highlighter ships to
 * phones: highlight.js's core with the languages the site's content uses. Its output is the code escaped, with
 * `<span class="hljs-…">` around tokens and nothing else; the web's CSS colours the classes.
 */

/**
 * The part of highlight.js used here, loaded without its type declarations: they begin with
 * `/// <reference lib="dom" />`, which would put the browser's Headers and Blob types in place of Node's in the whole
 * proxy program (and the CMS tests that boot it). Strings in, strings out.
 */
interface Highlighter {
  registerLanguage(name: string, language: unknown): void;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
}
const load = createRequire(import.meta.url);
const hljs = load('highlight.js/lib/core') as Highlighter;
const LANGUAGES = new Set(['bash', 'c', 'cpp', 'csharp', 'css', 'go', 'java', 'javascript', 'json', 'python', 'sql', 'typescript', 'xml']);
for (const name of LANGUAGES) hljs.registerLanguage(name, load(`highlight.js/lib/languages/${name}`));

/** Names editors type for the registered languages. */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  python3: 'python',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  html: 'xml',
  xhtml: 'xml',
  svg: 'xml',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  golang: 'go',
  mysql: 'sql',
  postgresql: 'sql',
};

/** The highlight.js language for a block's language as typed (any letter case), or undefined when unknown. */
export function highlightLanguage(language: string | null | undefined): string | undefined {
  const name = (language ?? '').trim().toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return LANGUAGES.has(resolved) ? resolved : undefined;
}

/** Code as HTML: hljs-* spans for a known language, the text escaped otherwise. Never markup from the code itself. */
export function highlightCode(code: string, language: string | null | undefined): string {
  const known = highlightLanguage(language);
  if (!known) return escapeHtml(code);
  return hljs.highlight(code, { language: known, ignoreIllegals: true }).value;
}

/** The languages a code block inside rich text is guessed to be in (the spec's list). */
export type GuessedLanguage = 'python' | 'javascript' | 'java' | 'html' | 'css' | 'text';

/** A code block's language from its text alone: the first rule that matches, else text. */
export function guessLanguage(code: string): GuessedLanguage {
  if (/^\s*<(!doctype|html|head|body|div|span|p|a|ul|ol|li|table|form|input|button|script|style|h[1-6])\b/i.test(code)) return 'html';
  if (/\b(public|private|protected)\s+(static\s+)?(class|void|int|String)\b|System\.out\.print/.test(code)) return 'java';
  if (/^\s*(def|class)\s+\w+.*:\s*$|^\s*(import|from)\s+[\w.]+|\bprint\(|\belif\b|\bself\b/m.test(code)) return 'python';
  if (/\b(const|let|var|function)\b|=>|console\.log|document\.|\brequire\(/.test(code)) return 'javascript';
  if (/^\s*[@.#]?[\w-][\w\s.#:,>+~()[\]="-]*\{[^{}]*:[^{}]*\}/m.test(code)) return 'css';
  return 'text';
}

const HIGHLIGHT_FOR_GUESS: Record<GuessedLanguage, string | undefined> = {
  python: 'python',
  javascript: 'javascript',
  java: 'java',
  html: 'xml',
  css: 'css',
  text: undefined,
};

/** The character references sanitised HTML holds in text (sanitize-html writes &amp; &lt; &gt; &quot;), and numeric ones. */
function decodeText(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? whole;
  });
}
const safeCodePoint = (value: number, fallback: string) => (value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback);

/** The text of an HTML fragment as code: `<br>` is a line break, other tags go, references are decoded. */
const codeText = (html: string) => decodeText(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));

/** A code block as the public pages show it. */
function codeBlockHtml(code: string): string {
  const language = guessLanguage(code);
  const body = HIGHLIGHT_FOR_GUESS[language] ? highlightCode(code, HIGHLIGHT_FOR_GUESS[language]) : escapeHtml(code);
  return `<pre class="code-block" data-language="${language}"><code>${body}</code></pre>`;
}

const PRE_BLOCK = /<pre\b[^>]*>([\s\S]*?)<\/pre>/gi;
const QUILL_CONTAINER_START = /<div\b[^>]*\bclass="[^"]*\bql-code-block-container\b[^"]*"[^>]*>/gi;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;
const QUILL_LINE = /<div\b[^>]*\bclass="[^"]*\bql-code-block\b[^"]*"[^>]*>([\s\S]*?)<\/div>/gi;

/** Quill 2's code blocks (a container div of one div per line) as code blocks: their divs counted to find each end. */
function replaceQuillContainers(html: string): string {
  let result = '';
  let from = 0;
  QUILL_CONTAINER_START.lastIndex = 0;
  for (let start = QUILL_CONTAINER_START.exec(html); start; start = QUILL_CONTAINER_START.exec(html)) {
    if (start.index < from) continue;
    DIV_TAG.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = html.length;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    const inner = html.slice(start.index + start[0].length, end).replace(/<\/div>$/i, '');
    const lines = [...inner.matchAll(QUILL_LINE)].map((line) => codeText(line[1] ?? ''));
    result += html.slice(from, start.index) + codeBlockHtml(lines.length > 0 ? lines.join('\n') : codeText(inner));
    from = end;
    QUILL_CONTAINER_START.lastIndex = end;
  }
  return result + html.slice(from);
}

/**
 * Sanitised rich text ready to show: each `<pre>` (and each Quill code-block container) becomes
 * `<pre class="code-block" data-language="{guess}"><code>{hljs spans}</code></pre>`; everything else is kept as
 * it is. The input must already be sanitised: this only re-writes code blocks, whose text it escapes again.
 */
export function highlightRichText(sanitisedHtml: string): string {
  if (!/<pre\b|ql-code-block-container/i.test(sanitisedHtml)) return sanitisedHtml;
  return replaceQuillContainers(sanitisedHtml).replace(PRE_BLOCK, (whole, inner: string) =>
    whole.startsWith('<pre class="code-block" data-language=') ? whole : codeBlockHtml(codeText(inner)),
  );
}
