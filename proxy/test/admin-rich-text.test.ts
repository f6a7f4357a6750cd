import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/stack.js';
import { createFixtures } from './helpers/fixtures.js';
import { adminClient, createAdministrator, questionForm, signIn, type AdminClient } from './helpers/admin.js';

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;

beforeAll(async () => {
  stack = await startStack();
  fx = await createFixtures(stack.strapi);
  await stack.settle();
  const admin = await createAdministrator(stack.strapi);
  api = adminClient(stack, await signIn(stack, admin.username, admin.password));
});
afterAll(async () => {
  await stack?.stop();
});

/** Known ways to run script or restyle a page through HTML, old and new. */
const XSS_PAYLOADS = [
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
  'h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'sup', 'sub',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
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
function expectSafe(html: string, where: string) {
  expect(html, where).not.toMatch(/<(?![a-z/])/i); // a bare "<" is always escaped
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-zA-Z0-9-]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag!.toLowerCase()), `${where}: <${closing}${tag}> in ${html}`).toBe(true);
    for (const [, name, value = ''] of attributes!.replace(/\s*\/$/, '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      const allowed = ALLOWED_ATTRIBUTES[tag!.toLowerCase()] ?? ['class'];
      expect(allowed, `${where}: attribute ${name} on <${tag}> in ${html}`).toContain(name);
      const decoded = decodeEntities(value).replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name === 'href') expect(decoded, `${where}: href in ${html}`).toMatch(/^(https?:|mailto:)/);
      if (name === 'class') for (const className of value.split(/\s+/).filter(Boolean)) expect(className).toMatch(/^ql-/);
      if (name === 'target') expect(value).toBe('_blank');
      expect(decoded, `${where}: ${name} in ${html}`).not.toMatch(/javascript:|vbscript:|data:/);
    }
  }
}

/** One question carrying the payload in every rich-text field, checked as Strapi stored it. */
async function checkQuestion(payload: string, index: number) {
  const optionA = `${payload} A${index}`;
  const created = await api.post(
    '/api/questions/add',
    questionForm({
      question: `<p>Q${index}</p>${payload}`,
      explanation: `${payload}<p>E${index}</p>`,
      subtopic_id: fx.subtopics.percentages.documentId,
      answer: optionA,
      options: [
        { option_type: 'text', option_text: optionA },
        { option_type: 'text', option_text: `${payload} B${index}` },
      ],
    }),
  );
  expect(created.status, `${payload}: ${JSON.stringify(created.body)}`).toBe(201);
  // As stored in Strapi, not only as answered.
  const stored = await stack.strapi.documents('api::question.question').findOne({ documentId: created.body.question._id, populate: ['options'] });
  const fields: Array<[string, string]> = [
    ['question', stored.question],
    ['explanation', stored.explanation],
    ['answer', stored.answer],
    ...stored.options.map((option: { option_text: string }, at: number): [string, string] => [`option ${at}`, option.option_text]),
  ];
  for (const [name, html] of fields) expectSafe(html, `${name} of payload ${index} ${payload}`);
  expect(stored.question).toContain(`<p>Q${index}</p>`);
  expect(stored.explanation).toContain(`E${index}`);
  // The answer still names the option it was (both sanitised the same way).
  expect(stored.answer).toBe(stored.options[0].option_text);
  expect(created.body.question.answer).toBe(created.body.options[0].option_text);
}

describe('rich text is sanitised on write', () => {
  it(`the corpus has at least 30 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it('the check below catches every payload as sent (so a pass means the sanitiser did the work)', () => {
    for (const payload of XSS_PAYLOADS) expect(() => expectSafe(payload, 'raw payload'), payload).toThrow();
  });

  it('question, explanation, text options and the stored answer keep no script, handler, style or unsafe link', async () => {
    // Several at a time: the payloads are independent.
    await Promise.all(XSS_PAYLOADS.map((payload, index) => checkQuestion(payload, index)));
  });

  it('cheatsheet text items and mixed text blocks are sanitised; code stays code, exactly as typed', async () => {
    const items = XSS_PAYLOADS.flatMap((payload, index) => [
      { title: `Text ${index}`, category: 'xss', content_type: 'text', text_content: `${payload}<p>T${index}</p>` },
      {
        title: `Mixed ${index}`,
        category: 'xss',
        content_type: 'mixed',
        mixed_content: [
          { type: 'text', content: `${payload}<p>M${index}</p>` },
          { type: 'code', language: 'html', content: payload },
        ],
      },
    ]);
    const created = await api.post('/api/cheatsheets/admin/create', { title: 'XSS corpus', category: 'Security', items });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const stored = await stack.strapi.documents('api::cheatsheet.cheatsheet').findOne({
      documentId: created.body._id,
      populate: { items: { populate: ['mixed_content'] } },
    });
    expect(stored.items).toHaveLength(XSS_PAYLOADS.length * 2);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const text = stored.items.find((item: { title: string }) => item.title === `Text ${index}`);
      expectSafe(text.text_content, `text item ${index} ${payload}`);
      expect(text.text_content).toContain(`<p>T${index}</p>`);
      const mixed = stored.items.find((item: { title: string }) => item.title === `Mixed ${index}`);
      expectSafe(mixed.mixed_content[0].content, `mixed block ${index} ${payload}`);
      expect(mixed.mixed_content[1].content).toBe(payload);
    }
  });

  it('keeps what the editor toolbar makes', async () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p><strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>under</u> <s>gone</s> <strike>old</strike> x<sup>2</sup> H<sub>2</sub>O</p>' +
      '<ul><li>one</li></ul><ol><li data-list="bullet">two</li></ol><p class="ql-align-center">centred</p>' +
      '<p><a href="https://example.com/page?a=1&amp;b=2">web</a> <a href="mailto:help@example.com">mail</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a></p>' +
      '<pre class="ql-syntax">x = 1</pre><p><code>inline</code><br /></p>' +
      '<table><thead><tr><th scope="col">Form</th><th>Rule</th></tr></thead><tbody><tr><td colspan="2">1NF</td></tr></tbody></table>';
    const created = await api.post(
      '/api/questions/add',
      questionForm({ question: html, subtopic_id: fx.subtopics.percentages.documentId, answer: 'yes', options: [{ option_type: 'text', option_text: 'yes' }, { option_type: 'text', option_text: 'no' }] }),
    );
    expect(created.body.question.question).toBe(html);
    expectSafe(created.body.question.question, 'toolbar output');
  });

  it('makes new-tab links safe and drops other targets', async () => {
    const created = await api.post(
      '/api/questions/add',
      questionForm({
        question: '<p><a href="https://a.example" target="_blank">a</a> <a href="https://b.example" target="_parent" rel="opener">b</a></p>',
        subtopic_id: fx.subtopics.percentages.documentId,
        answer: 'yes',
        options: [{ option_type: 'text', option_text: 'yes' }, { option_type: 'text', option_text: 'no' }],
      }),
    );
    expect(created.body.question.question).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a> <a href="https://b.example">b</a></p>',
    );
  });

  it('a question whose text is only a script counts as empty', async () => {
    const answer = await api.post(
      '/api/questions/add',
      questionForm({ question: '<script>alert(1)</script>', subtopic_id: fx.subtopics.percentages.documentId, answer: 'yes', options: [{ option_type: 'text', option_text: 'yes' }, { option_type: 'text', option_text: 'no' }] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please enter question text' });
  });
});
