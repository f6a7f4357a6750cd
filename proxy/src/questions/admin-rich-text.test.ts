import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack } from '#test/helpers/stack.js';
import { startFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { adminClient, createAdministrator, questionForm, signIn, type AdminClient } from '#test/helpers/admin.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import { expectSafe, XSS_PAYLOADS } from '#test/helpers/xss-payloads.js';
import { payloadMarker, payloadMarkersIn, questionBatchData } from '#test/helpers/rich-text-doors.js';

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  await stack.settle();
  const admin = await createAdministrator(stack.strapi);
  api = adminClient(stack, await signIn(stack, admin.username, admin.password));
});
afterAll(async () => {
  await stack?.stop();
});

/**
 * Payloads per question: each question carries a batch of them, one after another in every rich-text field and
 * each in an option of its own (questionBatchData), so the whole corpus takes a handful of writes, not one each.
 * Each payload alone through the same rules is checked without a stack (below).
 */
const PER_QUESTION = 6;
const batches = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / PER_QUESTION) }, (_, at) =>
  XSS_PAYLOADS.slice(at * PER_QUESTION, (at + 1) * PER_QUESTION),
);

/** One question carrying a batch of payloads in every rich-text field, checked as Strapi stored it. */
async function checkQuestion(payloads: string[], index: number) {
  const tag = `b${index}`;
  const data = questionBatchData(payloads, tag);
  const created = await api.post(
    '/api/questions/add',
    questionForm({
      question: data.question,
      explanation: data.explanation,
      subtopic_id: fx.subtopics.percentages.documentId,
      answer: data.answer,
      options: data.options.map(({ option_text }) => ({ option_type: 'text' as const, option_text })),
    }),
  );
  expect(created.status, `batch ${index}: ${JSON.stringify(created.body).slice(0, 300)}`).toBe(201);
  // As stored in Strapi, not only as answered.
  const stored = await stack.strapi
    .documents('api::question.question')
    .findOne({ documentId: created.body.question._id, populate: ['options'] });
  const fields: Array<[string, string]> = [
    ['question', stored.question],
    ['explanation', stored.explanation],
    ['answer', stored.answer],
    ...stored.options.map((option: { option_text: string }, at: number): [string, string] => [`option ${at}`, option.option_text]),
  ];
  for (const [name, html] of fields) expectSafe(html, `${name} of batch ${index}`);
  // Every payload reached the sanitiser and left the rest of its field: each one's marker is still there.
  for (const [name, html, field] of [
    ['question', stored.question, 'Q'],
    ['explanation', stored.explanation, 'E'],
  ] as const) {
    expect(payloadMarkersIn(html), `${name} of batch ${index}`).toEqual(payloads.map((_, at) => payloadMarker(field, tag, at)));
  }
  expect(stored.options).toHaveLength(payloads.length + 1);
  payloads.forEach((_, at) => expect(stored.options[at + 1].option_text).toContain(payloadMarker('O', tag, at)));
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

  it('each payload alone comes out of the rules the CMS writes with safe (the questions below carry them in batches)', () => {
    for (const payload of XSS_PAYLOADS) expectSafe(sanitizeRichText(payload), payload);
  });

  it('question, explanation, text options and the stored answer keep no script, handler, style or unsafe link', async () => {
    // Side by side: the batches are independent.
    await Promise.all(batches.map((payloads, index) => checkQuestion(payloads, index)));
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
      questionForm({
        question: html,
        subtopic_id: fx.subtopics.percentages.documentId,
        answer: 'yes',
        options: [
          { option_type: 'text', option_text: 'yes' },
          { option_type: 'text', option_text: 'no' },
        ],
      }),
    );
    expect(created.body.question.question).toBe(html);
    expectSafe(created.body.question.question, 'toolbar output');
  });

  it('makes new-tab links safe and drops other targets', async () => {
    const created = await api.post(
      '/api/questions/add',
      questionForm({
        question:
          '<p><a href="https://a.example" target="_blank">a</a> <a href="https://b.example" target="_parent" rel="opener">b</a></p>',
        subtopic_id: fx.subtopics.percentages.documentId,
        answer: 'yes',
        options: [
          { option_type: 'text', option_text: 'yes' },
          { option_type: 'text', option_text: 'no' },
        ],
      }),
    );
    expect(created.body.question.question).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a> <a href="https://b.example">b</a></p>',
    );
  });

  it('a question whose text is only a script counts as empty', async () => {
    const answer = await api.post(
      '/api/questions/add',
      questionForm({
        question: '<script>alert(1)</script>',
        subtopic_id: fx.subtopics.percentages.documentId,
        answer: 'yes',
        options: [
          { option_type: 'text', option_text: 'yes' },
          { option_type: 'text', option_text: 'no' },
        ],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please enter question text' });
  });
});
