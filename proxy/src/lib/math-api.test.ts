import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack, type Strapi } from '#test/helpers/stack.js';
import { adminClient, createAdministrator, signIn } from '#test/helpers/admin.js';
import { FakeGemini } from '#test/helpers/fake-gemini.js';
import { MATH_STYLESHEET_PATH, MATH_STYLES_BASE } from '#src/web-app/math-styles.js';
import { releaseHeldQuestions } from '#test/helpers/release-held.js';

/**
 * Math typeset by the proxy in every public answer that carries rich text (questions, options and the
 * answer, explanations, cheatsheet items, mock test papers and results, Owl AI explanations), once per answer (the
 * caches keep it), while the admin screens read the author's LaTeX; server-rendered pages keep the typeset math
 * and carry KaTeX's stylesheet only when they show some. Runs on SQLite and PostgreSQL (TEST_DATABASE), with the
 * real web build (web/dist, web/dist-server) for the served pages.
 */

const webDist = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');
const gemini = new FakeGemini();
let stack: Stack;
const ids = {} as Record<'algebra' | 'chemistry' | 'broken' | 'plain', string>;

interface Record_ {
  question: { _id: string; question: string; answer: string; explanation: string | null };
  options: Array<{ _id: string; option_text: string }>;
}

const create = async (strapi: Strapi, uid: string, data: Record<string, unknown>) =>
  (await strapi.documents(uid).create({ data })) as { documentId: string };

const ALGEBRA = {
  question: '<p>If $x^2 = 4$ and $x &lt; 0$, what is $\\frac{x}{2}$?</p>',
  options: ['$-1$', '$1$', '$\\pm 1$', '$\\sqrt{2}$'],
  answer: '$-1$',
  explanation: '<p>$$x = -\\sqrt{4} = -2$$</p><p>Keep <code>$x$</code> as code; a pen costs $5 and a book $10.</p>',
};

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
    throw new Error('These tests render with the real web build: run `npm run build -w web` first (npm test does).');
  }
  await gemini.start();
  gemini.reply = ['Since $a_1 * b_2 = 6$ and ', '$\\frac{1}{2} \\cdot 12 = 6$, **B** is right.\n\nThe correct answer is: B'];
  gemini.pieceDelayMs = 5;
  stack = await startStack({
    env: {
      WEB_DIST_DIR: webDist,
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test-flash',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      MOCK_TEST_PAPERS_PER_WINDOW: '1000',
      MOCK_TEST_SUBMITS_PER_WINDOW: '1000',
    },
  });
  const { strapi } = stack;
  const topic = await create(strapi, 'api::topic.topic', { topic_name: 'general-aptitude' });
  const subtopic = await create(strapi, 'api::subtopic.subtopic', {
    subtopic_name: 'algebra',
    category: 'Algebra',
    topic: topic.documentId,
  });
  const question = (data: { question: string; options: string[]; answer: string; explanation: string }) =>
    create(strapi, 'api::question.question', {
      ...data,
      question_type: 'text',
      subtopic: subtopic.documentId,
      options: data.options.map((option_text) => ({ option_type: 'text', option_text })),
    });
  ids.algebra = (await question(ALGEBRA)).documentId;
  ids.chemistry = (
    await question({
      question: '<p>Balance \\(\\ce{2H2 + O2 -> 2H2O}\\): how many molecules of water?</p>',
      options: ['1', '2', '3', '4'],
      answer: '2',
      explanation: '<p>\\[\\ce{2H2 + O2 -> 2H2O}\\]</p>',
    })
  ).documentId;
  ids.broken = (
    await question({
      question: '<p>Broken $\\frac{1}{$ formula</p>',
      options: ['A', 'B', 'C', 'D'],
      answer: 'A',
      explanation: '<p>None.</p>',
    })
  ).documentId;
  ids.plain = (
    await question({
      question: '<p>Plain: pay $5 and $10.</p>',
      options: ['5', '10', '15', '20'],
      answer: '15',
      explanation: '<p>5 + 10.</p>',
    })
  ).documentId;
  await create(strapi, 'api::cheatsheet.cheatsheet', {
    title: 'Algebra Formulas',
    slug: 'algebra-formulas',
    category: 'Other',
    is_active: true,
    items: [
      { title: 'Squares', category: 'algebra', order: 0, content_type: 'text', text_content: '<p>$(a+b)^2 = a^2 + 2ab + b^2$</p>' },
      {
        title: 'Roots',
        category: 'algebra',
        order: 1,
        content_type: 'mixed',
        mixed_content: [
          { type: 'text', content: '<p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p>' },
          { type: 'code', language: 'python', content: 'print("$x$")' },
        ],
      },
    ],
  });
  await create(strapi, 'api::mock-test.mock-test', {
    title: 'Algebra Paper',
    slug: 'algebra-paper',
    kind: 'practice',
    is_active: true,
    instructions: '<p>Each question carries $+1$ mark.</p>',
    duration: 10,
    sections: [{ section_name: 'Algebra', questions: [ids.algebra, ids.chemistry] }],
  });
  // Their pages, lists and search are tested too.
  await releaseHeldQuestions(strapi, [ids.algebra, ids.chemistry]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
  await gemini.stop();
});

/** The TeX sources of the typeset formulas in some HTML, in order. */
const sources = (html: string) =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map((m) => m[1]);

const json = async <T>(address: string) => {
  const answer = await stack.json(address);
  expect(answer.status, `${address}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
};

describe('the public API typesets math', () => {
  it('in a question, its options, its answer (still the correct option’s text) and its explanation', async () => {
    const { question, options } = await json<Record_>(`/api/questions/id/${ids.algebra}`);
    expect(sources(question.question)).toEqual(['x^2 = 4', 'x &lt; 0', '\\frac{x}{2}']);
    expect(question.question).toMatch(/^<p>If <span class="katex">/);
    expect(options.map((option) => sources(option.option_text))).toEqual([['-1'], ['1'], ['\\pm 1'], ['\\sqrt{2}']]);
    expect(question.answer).toBe(options[0]!.option_text);
    expect(question.explanation).toMatch(/^<p><span class="katex-display"><span class="katex">/);
    // Code and currency stay as written.
    expect(question.explanation).toContain('<p>Keep <code>$x$</code> as code; a pen costs $5 and a book $10.</p>');
  });

  it('the same in every list, page and draw, with chemistry (mhchem) and the other delimiters', async () => {
    const one = await json<Record_>(`/api/questions/id/${ids.algebra}`);
    const whole = await json<Record_[]>('/api/questions/subtopic/algebra');
    const paged = await json<Record_[]>('/api/questions/subtopic/algebra?page=1&limit=10');
    const drawn = await json<Record_[]>('/api/questions/subtopic/algebra?sample=4');
    const page = await json<{ record: Record_ }>(`/api/questions/page/${ids.algebra}`);
    for (const list of [whole, paged, drawn]) expect(list.find((record) => record.question._id === ids.algebra)).toEqual(one);
    expect(page.record).toEqual(one);
    const chemistry = whole.find((record) => record.question._id === ids.chemistry)!;
    expect(sources(chemistry.question.question)).toEqual(['\\ce{2H2 + O2 -&gt; 2H2O}']);
    expect(chemistry.question.explanation).toContain('class="katex-display"');
    expect(chemistry.question.question).toContain('<msub>');
  });

  it('shows a malformed formula as its source in the error style, and leaves currency text alone', async () => {
    const broken = await json<Record_>(`/api/questions/id/${ids.broken}`);
    expect(broken.question.question).toMatch(
      /^<p>Broken <span class="katex-error" title="ParseError: KaTeX parse error: [^"]+" style="color:#cc0000">\\frac\{1\}\{<\/span> formula<\/p>$/,
    );
    const plain = await json<Record_>(`/api/questions/id/${ids.plain}`);
    expect(plain.question.question).toBe('<p>Plain: pay $5 and $10.</p>');
  });

  it('typesets once per answer: the cached answer is the same bytes', async () => {
    stack.proxy.cache.purge();
    const first = await stack.get(`/api/questions/id/${ids.algebra}`);
    const second = await stack.get(`/api/questions/id/${ids.algebra}`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  it('in cheatsheet text items and text blocks, never in code', async () => {
    const sheet = await json<{ items: Array<{ text_content: string | null; mixed_content: Array<{ type: string; content: string }> }> }>(
      '/api/cheatsheets/slug/algebra-formulas',
    );
    expect(sources(sheet.items[0]!.text_content!)).toEqual(['(a+b)^2 = a^2 + 2ab + b^2']);
    const [text, code] = sheet.items[1]!.mixed_content;
    expect(sources(text!.content)).toEqual(['x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}']);
    expect(code).toEqual({ type: 'code', language: 'python', content: 'print("$x$")' });
  });

  it('in a mock test paper and its result, which is still scored on the stored answers', async () => {
    const paper = await json<{
      attempt_id: string;
      instructions: string;
      sections: Array<{ questions: Array<{ _id: string; question: string; options: Array<{ _id: string; option_text: string }> }> }>;
    }>('/api/mock-tests/slug/algebra-paper');
    expect(sources(paper.instructions)).toEqual(['+1']);
    const [algebra] = paper.sections[0]!.questions;
    expect(algebra!.question).toBe((await json<Record_>(`/api/questions/id/${ids.algebra}`)).question.question);
    expect(sources(algebra!.options[0]!.option_text)).toEqual(['-1']);
    const submitted = await stack.json('/api/mock-tests/slug/algebra-paper/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        attempt_id: paper.attempt_id,
        time_spent_seconds: 30,
        responses: [{ question_id: algebra!._id, option_id: algebra!.options[0]!._id }],
      }),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.correct).toBe(1);
    const scored = submitted.body.questions.find((question: { real_question_id: string }) => question.real_question_id === ids.algebra);
    expect(sources(scored.explanation)).toEqual(['x = -\\sqrt{4} = -2']);
  });

  it('in an Owl AI explanation, when generated and when read back; the prompt asks for LaTeX', async () => {
    const explain = async () => {
      const response = await fetch(`${stack.proxyUrl}/api/ai/explanations/${ids.algebra}`, { method: 'POST' });
      const done = /event: done\ndata: (.+)/.exec(await response.text())?.[1];
      return JSON.parse(done ?? '{}') as { html: string; stored: boolean };
    };
    const generated = await explain();
    expect(generated.stored).toBe(false);
    // The model's markdown is not read inside a formula (`a_1 * b_2` stays), and each formula is typeset.
    expect(sources(generated.html)).toEqual(['a_1 * b_2 = 6', '\\frac{1}{2} \\cdot 12 = 6']);
    expect(generated.html).toContain('<strong>B</strong>');
    expect(gemini.calls.at(-1)!.prompt).toContain('Question: If $x^2 = 4$ and $x < 0$, what is $\\frac{x}{2}$?');
    expect(gemini.calls.at(-1)!.prompt).toMatch(/LaTeX between single dollar signs/);
    const stored = await explain();
    expect(stored).toEqual({ html: generated.html, stored: true });
  });
});

describe('the admin screens read the LaTeX as written', () => {
  it('lists questions with their stored text, options and answer', async () => {
    const admin = await createAdministrator(stack.strapi);
    const api = adminClient(stack, await signIn(stack, admin.username, admin.password));
    const listed = await api.get('/api/questions/all/subtopic/algebra');
    expect(listed.status).toBe(200);
    const algebra = (listed.body as Record_[]).find((record) => record.question._id === ids.algebra)!;
    expect(algebra.question.question).toBe(ALGEBRA.question);
    expect(algebra.question.answer).toBe(ALGEBRA.answer);
    expect(algebra.options.map((option) => option.option_text)).toEqual(ALGEBRA.options);
  });
});

describe('served pages', () => {
  const served = async (address: string) => {
    const response = await stack.get(address);
    expect(response.status, address).toBe(200);
    const html = await response.text();
    return { html, app: /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-data"/.exec(html)?.[1] ?? '' };
  };
  const pageOf = async (id: string) => (await json<{ url: string }>(`/api/questions/page/${id}`)).url;

  it("a question's page keeps its typeset math (MathML, the root's SVG) and carries KaTeX's stylesheet", async () => {
    const { html, app } = await served(await pageOf(ids.algebra));
    expect(app).toContain('<span class="katex">');
    expect(app).toMatch(/<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"/);
    expect(app).toMatch(/<svg [^>]*viewbox="0 0 400000/i);
    expect(app).toMatch(/<span class="katex-strut" style="height:[\d.]+em;vertical-align:-?[\d.]+em;?"><\/span>/);
    expect(html).toMatch(new RegExp(`<style id="katex-css">@font-face\\{[^}]*src:url\\(${MATH_STYLES_BASE}/fonts/KaTeX_`));
    const broken = await served(await pageOf(ids.broken));
    expect(broken.app).toMatch(/<span class="katex-error" title="ParseError: [^"]+" style="color:#cc0000">\\frac\{1\}\{<\/span>/);
  });

  it("a question's page names its formulas as readable text: <title>, description, Open Graph, JSON-LD", async () => {
    const decode = (text: string) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const cases = [
      { id: ids.algebra, readable: 'If x² = 4 and x < 0, what is x/2?' },
      { id: ids.chemistry, readable: 'Balance 2H₂ + O₂ → 2H₂O: how many molecules of water?' },
    ];
    for (const { id, readable } of cases) {
      const page = await json<{ title: string; url: string }>(`/api/questions/page/${id}`);
      expect(page.title).toBe(readable);
      const { html } = await served(page.url);
      const head = html.slice(0, html.indexOf('</head>'));
      const title = decode(/<title data-server-meta>([^<]*)<\/title>/.exec(head)![1]!);
      const meta = (key: string) =>
        decode(new RegExp(`<meta data-server-meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)![1]!);
      const jsonLd = JSON.parse(/<script data-server-meta type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!) as {
        name: string;
        hasPart: Array<{ text: string; acceptedAnswer: { text: string; answerExplanation?: { text: string } } }>;
      };
      expect(title).toContain(readable);
      for (const key of ['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description'])
        expect(meta(key), key).toContain(key.endsWith('title') ? readable : readable.slice(0, 20));
      expect(jsonLd.name).toBe(readable);
      expect(jsonLd.hasPart[0]!.text).toBe(readable);
      // (The explanation's prose may hold a dollar: "a pen costs $5".)
      const texts = [title, ...['description', 'og:title', 'og:description'].map(meta), jsonLd.name, jsonLd.hasPart[0]!.text];
      for (const text of texts) expect(text).not.toMatch(/\$|\\[a-z([]/);
    }
    // The options, answer and explanation of the structured data are readable too.
    const algebra = await json<{ url: string }>(`/api/questions/page/${ids.algebra}`);
    const jsonLd = /<script data-server-meta type="application\/ld\+json">([\s\S]*?)<\/script>/.exec((await served(algebra.url)).html)![1]!;
    expect(jsonLd).toContain('"text":"-1"');
    expect(jsonLd).toContain('x = -√4 = -2');
    expect(jsonLd).toContain('"text":"√2"');
  });

  it('search results name and quote formulas as readable text, and a match inside a formula marks it whole', async () => {
    type Answer = { results: Array<{ title: string; snippet: string; url: string }> };
    const water = await json<Answer>('/api/search?q=molecules&type=question');
    const chemistry = water.results.find((result) => result.url.startsWith(`/questions/${ids.chemistry}/`));
    expect(chemistry?.title).toBe('Balance 2H₂ + O₂ → 2H₂O: how many molecules of water?');
    expect(chemistry?.snippet).toContain('2H₂ + O₂ → 2H₂O');
    expect(chemistry?.snippet).toContain('<mark>molecules</mark>');
    // The index keeps the LaTeX as written: a search for a command's name finds the formula, marked as a whole.
    const fraction = await json<Answer>('/api/search?q=frac&type=question');
    const algebra = fraction.results.find((result) => result.url.startsWith(`/questions/${ids.algebra}/`));
    expect(algebra?.title).toBe('If x² = 4 and x < 0, what is x/2?');
    expect(algebra?.snippet).toContain('<mark>x/2</mark>');
    for (const result of [...water.results, ...fraction.results]) {
      expect(result.title).not.toMatch(/\$|\\/);
      expect(result.snippet).not.toMatch(/\$|\\/);
    }
  });

  it('a page without math has no KaTeX stylesheet; a cheatsheet with math has it', async () => {
    const plain = await served(await pageOf(ids.plain));
    expect(plain.app).toContain('Plain: pay $5 and $10.');
    expect(plain.html).not.toContain('katex');
    const sheet = await served('/cheatsheets/algebra-formulas');
    expect(sheet.app).toContain('class="katex-display"');
    expect(sheet.html).toContain('<style id="katex-css">');
  });

  it("serves KaTeX's stylesheet and its fonts at versioned addresses, kept a year", async () => {
    const css = await stack.get(MATH_STYLESHEET_PATH);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const font = /url\((\/katex\/[^)]+\.woff2)\)/.exec(await css.text())![1]!;
    const fontAnswer = await stack.get(font);
    expect(fontAnswer.status).toBe(200);
    expect(fontAnswer.headers.get('content-type')).toBe('font/woff2');
    expect(fontAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fontAnswer.headers.get('content-security-policy')).toBeNull();
    expect((await stack.get(`${MATH_STYLES_BASE}/fonts/nothing.woff2`)).status).toBe(404);
  });
});
