import { expect } from 'vitest';

// Shared by the suites that write hostile HTML through each door (the proxy's admin API, Strapi's Content
// Manager and REST API, the document service, the database) and check what comes out.

/** Known ways to run script or restyle a page through HTML, old and new. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<sCrIpT>alert(1)</ScRiPt>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<a href="javascript:alert(1)">plain js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">entity encoded</a>',
  '<a href="java\tscript:alert(1)">tab inside</a>',
  '<a href="  javascript:alert(1)">leading spaces</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data url</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="//evil.example/steal">protocol relative</a>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_top">hover</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onclick="alert(1)" id="x" data-x="1">handler</p>',
  '<strong onmouseover=alert(1)>bold handler</strong>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)><summary>toggle</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<style>@import "https://evil.example/x.css"; body{display:none}</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>marquee</marquee>',
  '<template><script>alert(1)</script></template>',
  '<table background="javascript:alert(1)"><tr><td>cell</td></tr></table>',
  '<p class="ql-align-center evil-class">classes</p>',
  '<ol><li data-list="bullet" data-evil="1" onclick="alert(1)">item</li></ol>',
];

const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'sup',
  'sub',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'class'],
  li: ['data-list', 'class'],
  th: ['colspan', 'rowspan', 'scope', 'class'],
  td: ['colspan', 'rowspan', 'class'],
  col: ['span', 'class'],
};

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);?/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** Every tag is on the toolbar's list, every attribute harmless, every link http(s) or mailto. */
export function expectSafe(html: string, where: string) {
  expect(html, where).not.toMatch(/<(?![a-z/])/i); // a bare "<" is always escaped
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-zA-Z0-9-]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag!.toLowerCase()), `${where}: <${closing}${tag}> in ${html}`).toBe(true);
    for (const [, name, value = ''] of attributes!.replace(/\s*\/$/, '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      const allowed = ALLOWED_ATTRIBUTES[tag!.toLowerCase()] ?? ['class'];
      expect(allowed, `${where}: attribute ${name} on <${tag}> in ${html}`).toContain(name);
      const decoded = decodeEntities(value)
        .replace(/[\s\u0000-\u001f]/g, '')
        .toLowerCase();
      if (name === 'href') expect(decoded, `${where}: href in ${html}`).toMatch(/^(https?:|mailto:)/);
      if (name === 'class') for (const className of value.split(/\s+/).filter(Boolean)) expect(className).toMatch(/^ql-/);
      if (name === 'target') expect(value).toBe('_blank');
      expect(decoded, `${where}: ${name} in ${html}`).not.toMatch(/javascript:|vbscript:|data:/);
    }
  }
}
