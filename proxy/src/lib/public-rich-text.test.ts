import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRichText, sanitizePublicRichText } from '#src/lib/public-rich-text.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import { startStack, type Stack } from '#test/helpers/stack.js';
import { submitPaper } from '#test/helpers/mock-tests.js';
import { cheatsheetHtml, questionHtml } from '#test/helpers/rich-text-doors.js';
import { expectSafe, XSS_PAYLOADS } from '#test/helpers/xss-payloads.js';
import { releaseHeldQuestions } from '#test/helpers/release-held.js';

/**
 * The public API cleans every rich-text field as it leaves (lib/public-rich-text.ts), so the browser can show it
 * as given (web/src/components/safe-html.tsx ships no sanitiser). The CMS cleans every write and its stored rows
 * at start-up; here rows are changed in the database behind its back (raw SQL, no document service, no start-up
 * clean-up), and every public read that serves rich text must still serve it clean.
 */

const DIRTY =
  '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">js link</a>' +
  '<p onclick="alert(1)" style="position:fixed">handler</p><span class="katex" style="position:fixed">fake math</span>' +
  '<svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>';
/** A field's own text after the payload, to see that the dirty row is the one served. */
const marked = (tag: string) => `${DIRTY}<p>${tag}</p>`;

let stack: Stack;
let questionId: string;

beforeAll(async () => {
  // Owl AI configured, but never asked: a stored explanation is answered without the model.
  stack = await startStack({
    env: { GEMINI_API_KEY: 'unused-key', GEMINI_BASE_URL: 'http://127.0.0.1:9', MOCK_TEST_PAPERS_PER_WINDOW: '1000' },
  });
  const { strapi } = stack;
  const topic = await strapi.documents('api::topic.topic').create({ data: { topic_name: 'raw-rows' } });
  const subtopic = await strapi
    .documents('api::subtopic.subtopic')
    .create({ data: { subtopic_name: 'raw-subtopic', category: 'Raw', topic: topic.documentId } });
  const question = await strapi.documents('api::question.question').create({
    data: {
      question: '<p>clean question</p>',
      question_type: 'text',
      answer: 'raw-option-a',
      explanation: '<p>clean explanation</p>',
      ai_explanation: '<p>clean ai</p>',
      subtopic: subtopic.documentId,
      options: ['raw-option-a', 'raw-option-b'].map((option_text) => ({ option_type: 'text', option_text })),
    },
  });
  questionId = question.documentId;
  await strapi.documents('api::cheatsheet.cheatsheet').create({
    data: {
      title: 'Raw sheet',
      slug: 'raw-sheet',
      category: 'Raw',
      is_active: true,
      items: [
        { title: 'Text', category: 'raw', content_type: 'text', text_content: '<p>clean text</p>' },
        { title: 'Mixed', category: 'raw', content_type: 'mixed', mixed_content: [{ type: 'text', content: '<p>clean block</p>' }] },
      ],
    },
  });
  await strapi.documents('api::mock-test.mock-test').create({
    data: {
      title: 'Raw paper',
      slug: 'raw-paper',
      kind: 'practice',
      is_active: true,
      instructions: '<p>clean instructions</p>',
      marking_scheme: { correct_answer: 1, wrong_answer: 0 },
      duration: 10,
      sections: [{ section_name: 'Only', questions: [questionId] }],
    },
  });
  // Every public read of it is tested too.
  await releaseHeldQuestions(strapi, [questionId]);

  // Behind the CMS's back: straight into its tables, every stored version of each row.
  const db = strapi.db;
  const table = (uid: string) => db.connection(db.metadata.get(uid).tableName);
  await table('api::question.question')
    .where({ document_id: questionId })
    .update({
      question: marked('Q raw'),
      explanation: marked('E raw'),
      answer: `${DIRTY}A raw`,
      ai_explanation: marked('AI raw'),
    });
  await table('question.option')
    .where({ option_text: 'raw-option-a' })
    .update({ option_text: `${DIRTY}A raw` });
  await table('question.option')
    .where({ option_text: 'raw-option-b' })
    .update({ option_text: `${DIRTY}B raw` });
  await table('cheatsheet.item')
    .where({ text_content: '<p>clean text</p>' })
    .update({ text_content: marked('T raw') });
  await table('cheatsheet.block')
    .where({ content: '<p>clean block</p>' })
    .update({ content: marked('M raw') });
  await table('api::mock-test.mock-test')
    .where({ slug: 'raw-paper' })
    .update({ instructions: marked('I raw') });
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
});

/** Clean by the site's rules, and exactly what the public sanitiser gives back (nothing left for a browser to clean). */
function expectClean(fields: Array<[string, string]>, where: string) {
  expect(fields.length, where).toBeGreaterThan(0);
  for (const [name, html] of fields) {
    expectSafe(html, `${where}: ${name}`);
    expect(html, `${where}: ${name}`).not.toMatch(/script|onerror|onclick|onload|javascript:|katex|style=|<span|<svg|<iframe/i);
    expect(sanitizePublicRichText(html), `${where}: ${name}`).toBe(html);
  }
}

describe('rows changed in the database behind the CMS', () => {
  it('hold the payload', async () => {
    const { db } = stack.strapi;
    const rows = await db.connection(db.metadata.get('api::question.question').tableName).where({ document_id: questionId });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.question).toBe(marked('Q raw'));
  });

  it('come out of every question read clean: lists, pages, draws, by id and a question’s page', async () => {
    const reads = [
      '/api/questions/subtopic/raw-subtopic',
      '/api/questions/subtopic/raw-subtopic?page=1&limit=10',
      '/api/questions/subtopic/raw-subtopic?sample=5',
    ];
    for (const path of reads) {
      const answer = await stack.json(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toHaveLength(1);
      expectClean(questionHtml(answer.body[0]), path);
      expect(answer.body[0].question.question, path).toContain('<p>Q raw</p>');
    }
    const byId = await stack.json(`/api/questions/id/${questionId}`);
    expectClean(questionHtml(byId.body), 'by id');
    expect(byId.body.question.explanation).toContain('<p>handler</p>');
    expect(byId.body.question.explanation).toContain('<p>E raw</p>');
    // The answer is cleaned like its option, so the two still name each other.
    expect(byId.body.question.answer).toBe(byId.body.options[0].option_text);
    const page = await stack.json(`/api/questions/page/${questionId}`);
    expect(page.status).toBe(200);
    expectClean(questionHtml(page.body.record), 'question page');
  });

  it('come out of a cheatsheet clean', async () => {
    const sheet = await stack.json('/api/cheatsheets/slug/raw-sheet');
    expect(sheet.status).toBe(200);
    const fields = cheatsheetHtml(sheet.body);
    expect(fields).toHaveLength(2);
    expect(fields[0]![1]).toContain('<p>T raw</p>');
    expect(fields[1]![1]).toContain('<p>M raw</p>');
    expectClean(fields, 'cheatsheet');
  });

  it('come out of a mock test paper and its result clean', async () => {
    const paper = await stack.json('/api/mock-tests/slug/raw-paper');
    expect(paper.status).toBe(200);
    const question = paper.body.sections[0].questions[0];
    expectClean(
      [
        ['instructions', paper.body.instructions],
        ['question', question.question],
        ...question.options.map((option: { option_text: string }, at: number): [string, string] => [`option ${at}`, option.option_text]),
      ],
      'paper',
    );
    const result = await submitPaper(stack, 'raw-paper', {
      attempt_id: paper.body.attempt_id,
      responses: [{ question_id: question._id, option_id: question.options[0]._id }],
      time_spent_seconds: 30,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.correct).toBe(1);
    expectClean([['explanation', result.body.questions[0].explanation]], 'result');
  });

  it('come out of a stored Owl AI explanation clean', async () => {
    const response = await fetch(`${stack.proxyUrl}/api/ai/explanations/${questionId}`, { method: 'POST' });
    expect(response.status).toBe(200);
    const done = (await response.text())
      .split('\n\n')
      .filter((block) => block.startsWith('event: done'))
      .map((block) => JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as { html: string; stored: boolean })[0];
    expect(done?.stored).toBe(true);
    expectClean([['ai explanation', done!.html]], 'ai');
    expect(done!.html).toContain('AI raw');
  });
});

describe('the public rich-text pipeline', () => {
  it('cleans by the CMS’s own rules first, then typesets: KaTeX’s markup is the only markup beyond them', () => {
    for (const payload of XSS_PAYLOADS) {
      const served = publicRichText(payload);
      expectSafe(served, payload);
      // A fixed point: cleaning what it served changes nothing.
      expect(sanitizePublicRichText(served), payload).toBe(served);
    }
    const typeset = publicRichText('<p>If $x^2 = 4$ then <span class="katex">x</span> is 2.</p><script>alert(1)</script>');
    expect(typeset).toContain('class="katex"');
    expect(typeset).not.toMatch(/<script|>x<\/span> is 2/);
  });

  it('opens content links safely in a new tab, as the site always has', () => {
    expect(sanitizePublicRichText('<p><a href="https://example.org/a">a</a> <a href="/x" target="_top" rel="opener">b</a></p>')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">a</a> ' +
        '<a href="/x" target="_blank" rel="noopener noreferrer nofollow">b</a></p>',
    );
    // What the CMS stores for a link is kept otherwise: its own rules, then the link attributes.
    const stored = sanitizeRichText('<a href="https://example.org" target="_blank">c</a>');
    expect(sanitizePublicRichText(stored)).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">c</a>');
  });

  it('leaves plain text and clean rich text as they are', () => {
    expect(publicRichText('25')).toBe('25');
    expect(publicRichText(null)).toBeNull();
    expect(publicRichText('<p>A &amp; B <strong>bold</strong></p>')).toBe('<p>A &amp; B <strong>bold</strong></p>');
  });
});
