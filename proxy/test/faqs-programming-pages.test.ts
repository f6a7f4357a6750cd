import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededStack, type Stack, type Strapi } from './helpers/stack.js';

/**
 * The FAQ and programming pages arrive rendered by the real web build (web/dist-server) from the proxy's own
 * answers: filtered lists from the address, the highlighted code, the JSON-LD in the head, 404s for unknown
 * slugs, and their addresses in the sitemap.
 */

const webDist = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

const create = async (strapi: Strapi, uid: string, data: Record<string, unknown>) =>
  (await strapi.documents(uid).create({ data })) as { documentId: string };

const SEED = {
  name: 'faqs-programming-pages',
  write: async (strapi: Strapi) => {
    await create(strapi, 'api::faq.faq', {
      topic_title: 'Python Interview Questions',
      slug: 'python-interview-questions',
      description: 'Lists, generators and decorators.',
      tags: ['python', 'interview'],
      featured: true,
      is_active: true,
      questions: [
        { question: 'What does a generator do?', answer: '<p>It yields:</p><pre><code>def count():\n    yield 1</code></pre>', order: 1 },
        { question: 'What is a list?', answer: '<p>An ordered, changeable sequence.</p>', order: 0 },
      ],
    });
    await create(strapi, 'api::faq.faq', {
      topic_title: 'SSC CGL',
      slug: 'ssc-cgl',
      description: 'Eligibility and age limits.',
      tags: ['ssc'],
      featured: false,
      is_active: true,
      questions: [{ question: 'What is the age limit?', answer: '<p>18 to 32 years, by post.</p>', order: 0 }],
    });
    const topic = await create(strapi, 'api::programming-topic.programming-topic', {
      title: 'Python Basics',
      slug: 'python-basics',
      description: 'Strings and lists.',
      category: 'Python',
      difficulty: 'Beginner',
      tags: ['python'],
      featured: true,
      is_active: true,
    });
    await create(strapi, 'api::programming-topic.programming-topic', {
      title: 'SQL Joins',
      slug: 'sql-joins',
      description: 'Inner and outer joins.',
      category: 'SQL',
      difficulty: 'Intermediate',
      tags: ['sql'],
      featured: false,
      is_active: true,
    });
    await create(strapi, 'api::code-question.code-question', {
      topic: topic.documentId,
      title: 'Reverse a String',
      description: '<p>Return it backwards.</p>',
      difficulty: 'Easy',
      order: 0,
      is_active: true,
      content_blocks: [
        { type: 'code', order: 0, code: 'def reverse(s):\n    return s[::-1]', language: 'python', label: 'Solution 1' },
        { type: 'code', order: 1, code: 'String r(String s) { return s; }', language: 'java', label: 'Solution 2' },
        { type: 'text', order: 2, text_content: '<p>Slicing copies the string.</p>' },
      ],
    });
    return {};
  },
};

let stack: Stack;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
    throw new Error('These tests render with the real web build: run `npm run build -w web` first (npm test does).');
  }
  ({ stack } = await startSeededStack(SEED, { env: { WEB_DIST_DIR: webDist, PUBLIC_SITE_URL: 'https://examprep.example' } }));
});
afterAll(async () => {
  await stack?.stop();
});

async function served(address: string) {
  const response = await stack.get(address);
  const html = await response.text();
  const app = /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-data"/.exec(html)?.[1] ?? '';
  const jsonLd = /<script data-server-meta type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    app,
    text: app
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' '),
    structuredData: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe('the FAQ pages, rendered on the server', () => {
  it('/faqs: the featured and every FAQ; ?search filters on the server (no JavaScript needed)', async () => {
    const page = await served('/faqs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Frequently Asked Questions');
    expect(page.text).toContain('Featured FAQs');
    expect(page.text).toContain('2 Interview Questions Ready');
    expect(page.app).toMatch(/<form[^>]* action="\/faqs" method="get"/);
    expect(page.html).toContain('<title data-server-meta>Frequently Asked Interview Questions with Answers | ExamPrep</title>');
    const hindi = await served('/hi/faqs');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain('अक्सर पूछे जाने वाले प्रश्न');
    expect(hindi.app).toMatch(/<form[^>]* action="\/hi\/faqs" method="get"/);

    const searched = await served('/faqs?search=AGE+LIMITS');
    expect(searched.text).toContain('1 Interview Question Ready');
    expect(searched.text).toContain('SSC CGL');
    expect(searched.text).not.toContain('Featured FAQs');
    expect(searched.app).toMatch(/name="search"[^>]*value="AGE LIMITS"/);
    expect((await served('/faqs?search=kubernetes')).text).toContain('No Results Found');
  });

  it('/faqs/{slug}: questions by order, the answer’s code highlighted, FAQPage JSON-LD; unknown is a 404', async () => {
    const page = await served('/faqs/python-interview-questions');
    expect(page.status).toBe(200);
    expect(page.app).toMatch(/<h1[^>]*>Python Interview Questions<\/h1>/);
    expect(page.text).toMatch(/Table of Contents.*What is a list\?.*What does a generator do\?/);
    expect(page.app).toMatch(/<pre class="code-block" data-language="python"><code>.*hljs-keyword/s);
    expect(page.structuredData).toMatchObject({
      '@type': 'FAQPage',
      url: 'https://examprep.example/faqs/python-interview-questions',
      mainEntity: [
        { '@type': 'Question', name: 'What is a list?', acceptedAnswer: { text: 'An ordered, changeable sequence.' } },
        { '@type': 'Question', name: 'What does a generator do?' },
      ],
    });

    const missing = await served('/faqs/no-such-faq');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('FAQ Not Found');
  });
});

describe('the programming pages, rendered on the server', () => {
  it('/programming-topics: a category alone keeps the featured section, a search hides it', async () => {
    const page = await served('/programming-topics?category=Python');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Code Practice');
    expect(page.text).toContain('1 Topic Ready');
    expect(page.text).toContain('Featured Programming Topics');
    expect(page.app).toMatch(/<option value="Python" selected="">Python<\/option>/);
    const searched = await served('/programming-topics?search=joins');
    expect(searched.text).toContain('SQL Joins');
    expect(searched.text).not.toContain('Featured Programming Topics');
  });

  it('/programming-topics/{slug}: every solution (tabs come with the JavaScript), highlighted; Article JSON-LD; unknown is a 404', async () => {
    const page = await served('/programming-topics/python-basics');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Questions & Code Solutions');
    expect(page.text).toContain('PYTHON - Solution 1');
    expect(page.text).toContain('JAVA - Solution 2');
    expect(page.text).toContain('Slicing copies the string.');
    expect(page.app).toMatch(/<span class="hljs-keyword">def<\/span>/);
    expect(page.structuredData).toMatchObject({ '@type': 'Article', headline: 'Python Basics', articleSection: 'Python' });

    const missing = await served('/programming-topics/no-such-topic');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Topic Not Found');
  });

  it('the pages are in the sitemap, in both languages', async () => {
    const sitemap = await (await stack.get('/sitemap.xml')).text();
    for (const address of ['/faqs', '/faqs/python-interview-questions', '/programming-topics', '/programming-topics/sql-joins'])
      for (const prefix of ['', '/hi'])
        expect(sitemap, `${prefix}${address}`).toContain(`<loc>https://examprep.example${prefix}${address}</loc>`);
  });

  it('site search finds FAQ topics and code questions, by kind, linked to their pages; the search page shows them', async () => {
    const search = async (query: string) =>
      ((await stack.json(`/api/search?${query}`)).body as { results: { type: string; title: string; url: string }[] }).results;
    expect(await search('q=generator')).toContainEqual(
      expect.objectContaining({ type: 'faq', title: 'Python Interview Questions', url: '/faqs/python-interview-questions' }),
    );
    expect(await search('q=reverse&type=code_question')).toEqual([
      expect.objectContaining({ type: 'code_question', title: 'Reverse a String', url: '/programming-topics/python-basics' }),
    ]);
    expect((await search('q=python&type=faq')).map((result) => result.type)).toEqual(['faq']);
    const page = await served('/search?q=reverse');
    expect(page.text).toContain('Reverse a String');
    expect(page.app).toContain('href="/programming-topics/python-basics"');
  });
});
