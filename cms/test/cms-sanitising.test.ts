import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizePublicRichText } from '#proxy/lib/public-rich-text.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import {
  bearerCall,
  cheatsheetData,
  cheatsheetHtml,
  CHEATSHEET,
  cleanStoredRichText,
  QUESTION,
  questionData,
  questionHtml,
  servedRichText,
} from '#harness/rich-text-doors.js';
import { panelUser } from '#harness/panel.js';
import { atMostAtOnce } from '#test/helpers/at-most-at-once.js';
import { eventually, startStack, type Stack } from '#harness/stack.js';
import { expectSafe, XSS_PAYLOADS } from '#harness/xss-payloads.js';

/**
 * Rich text is cleaned by the CMS itself, whatever door a write takes: Strapi's Content Manager (an editor in
 * Strapi's admin panel), Strapi's REST API, the document service (seeds, imports, plugins), and rows put straight
 * into the database (cleaned at start-up). Checked as the CMS stores it, and as the proxy serves it (which cleans
 * it once more as it leaves, with content links opening safely: proxy/src/lib/public-rich-text.test.ts).
 */

/** Each payload's writes run beside a few others', not all 72 at once (see atMostAtOnce). */
const WRITES_AT_ONCE = 6;

let stack: Stack;
let subtopic: { documentId: string; id: number; subtopic_name: string };
/** The Content Manager's API, signed in as an editor of Strapi's admin panel (Strapi's own answers are untyped). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's admin and REST answers have no types here
let contentManager: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>;
/** Strapi's REST API with a full-access API token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
let restApi: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>;

beforeAll(async () => {
  stack = await startStack();
  const { strapi, strapiUrl } = stack;
  const topic = await strapi.documents('api::topic.topic').create({ data: { topic_name: 'hostile-html' } });
  subtopic = await strapi
    .documents('api::subtopic.subtopic')
    .create({ data: { subtopic_name: 'payloads', category: 'Security', topic: topic.documentId } });

  // An account of Strapi's admin panel in its Editor role (not a site administrator of the proxy), signed in
  // the way the panel signs in.
  const editor = await panelUser(stack, 'strapi-editor');
  contentManager = (method, url, body) => editor.call(method, `/content-manager${url}`, body);

  const tokens = strapi.admin.services['api-token-content-api'] ?? strapi.admin.services['api-token'];
  const { accessKey } = await tokens.create({
    name: `full access ${randomBytes(3).toString('hex')}`,
    type: 'full-access',
    kind: 'content-api',
    lifespan: null,
  });
  restApi = (method, url, body) => bearerCall(`${strapiUrl}/api${url}`, method, accessKey, body);
});
afterAll(async () => {
  await stack?.stop();
});

/** Stored by the CMS exactly as its sanitiser leaves it, and safe. */
function expectStoredClean(fields: Array<[string, string]>, payload: string) {
  for (const [name, html] of fields) {
    expect(sanitizeRichText(html), `stored ${name} of ${payload}`).toBe(html);
    expectSafe(html, `stored ${name} of ${payload}`);
  }
}

/** A question as the CMS stores it (straight from its table), in the shape the proxy serves (for questionHtml). */
async function storedQuestion(documentId: string) {
  const stored = await stack.strapi.db.query(QUESTION).findOne({ where: { documentId }, populate: ['options'] });
  return {
    question: { question: stored.question, explanation: stored.explanation, answer: stored.answer },
    options: stored.options.map((option: { option_text: string }) => ({ option_text: option.option_text })),
  } as unknown as Parameters<typeof questionHtml>[0];
}

/** Stored clean by the CMS; served safe by the proxy, exactly as the public sanitiser leaves it (nothing to clean). */
async function expectServedClean(documentId: string, payload: string, tag: string) {
  const record = await eventually(async () => {
    const answer = await stack.json(`/api/questions/id/${documentId}`);
    expect(answer.status).toBe(200);
    // This version of the question (an edit reaches the proxy's cache through Strapi's purge webhook).
    expect(answer.body.question.question).toContain(`<p>Q ${tag}</p>`);
    for (const [name, html] of questionHtml(answer.body)) expect(sanitizePublicRichText(html), `${name} of ${payload}`).toBe(html);
    return answer.body;
  });
  for (const [name, html] of questionHtml(record)) expectSafe(html, `${name} of ${payload}`);
  // Option and answer were cleaned alike: the answer still names its option.
  expect(record.question.answer).toBe(record.options[0].option_text);
  expectStoredClean(questionHtml(await storedQuestion(documentId)), payload);
  return record;
}

/** Stored and served: text items and text blocks clean, code exactly as typed. */
async function expectSheetServedClean(slug: string, payload: string) {
  const sheet = await eventually(async () => {
    const answer = await stack.json(`/api/cheatsheets/slug/${slug}`);
    expect(answer.status).toBe(200);
    for (const [name, html] of cheatsheetHtml(answer.body)) expect(sanitizePublicRichText(html), `${name} of ${payload}`).toBe(html);
    return answer.body;
  });
  const stored = await stack.strapi.db.query(CHEATSHEET).findOne({ where: { slug }, populate: { items: { populate: ['mixed_content'] } } });
  expectStoredClean(cheatsheetHtml(stored), payload);
  for (const [name, html] of cheatsheetHtml(sheet)) expectSafe(html, `${name} of ${payload}`);
  const item = (title: string) => sheet.items.find((candidate: { title: string }) => candidate.title === title);
  expect(item('Mixed').mixed_content[1].content).toBe(payload);
  expect(item('Code').code).toBe(payload);
}

describe('one set of rules', () => {
  it('what the sanitiser gives back, it gives back unchanged (a fixed point, even where one pass is not)', () => {
    // One pass of sanitize-html leaves nested blocks that a second pass rearranges.
    const unsettled = '<p><math></a><ul><td><template>';
    for (const html of [...XSS_PAYLOADS, unsettled]) {
      const clean = sanitizeRichText(html);
      expect(sanitizeRichText(clean), html).toBe(clean);
    }
  });
});

describe("Strapi's Content Manager (an editor in Strapi's admin panel)", () => {
  it('questions created and edited there are served clean', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const created = await contentManager('POST', `/collection-types/${QUESTION}`, {
        ...questionData(payload, `cm${index}`),
        subtopic: { connect: [{ documentId: subtopic.documentId }] },
      });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      const documentId = created.body.data.documentId;
      await expectServedClean(documentId, payload, `cm${index}`);

      const other = XSS_PAYLOADS[(index + 7) % XSS_PAYLOADS.length]!;
      const updated = await contentManager('PUT', `/collection-types/${QUESTION}/${documentId}`, questionData(other, `cm${index}u`));
      expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
      await expectServedClean(documentId, other, `cm${index}u`);
    }
  });

  it('cheatsheets created there are served clean, code as typed', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const created = await contentManager('POST', `/collection-types/${CHEATSHEET}`, cheatsheetData(payload, `cm${index}`));
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      await expectSheetServedClean(`sheet-cm${index}`, payload);
    }
  });
});

describe("Strapi's REST API (a full-access API token)", () => {
  it('questions created and updated there are served clean', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, XSS_PAYLOADS, async (payload, index) => {
      const created = await restApi('POST', '/questions', {
        data: { ...questionData(payload, `rest${index}`), subtopic: subtopic.documentId },
      });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeLessThan(300);
      const documentId = created.body.data.documentId;
      await expectServedClean(documentId, payload, `rest${index}`);
      const other = XSS_PAYLOADS[(index + 11) % XSS_PAYLOADS.length]!;
      const updated = await restApi('PUT', `/questions/${documentId}`, { data: questionData(other, `rest${index}u`) });
      expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
      await expectServedClean(documentId, other, `rest${index}u`);
    });
  });

  it('cheatsheets created there are served clean, code as typed', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, XSS_PAYLOADS, async (payload, index) => {
      const created = await restApi('POST', '/cheatsheets', { data: cheatsheetData(payload, `rest${index}`) });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeLessThan(300);
      await expectSheetServedClean(`sheet-rest${index}`, payload);
    });
  });
});

describe('the document service (seeds, imports, plugins, the proxy)', () => {
  it('questions and cheatsheets written with strapi.documents() are served clean', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, XSS_PAYLOADS, async (payload, index) => {
      const created = await stack.strapi
        .documents(QUESTION)
        .create({ data: { ...questionData(payload, `doc${index}`), subtopic: subtopic.documentId } });
      await expectServedClean(created.documentId, payload, `doc${index}`);
      const other = XSS_PAYLOADS[(index + 13) % XSS_PAYLOADS.length]!;
      await stack.strapi.documents(QUESTION).update({ documentId: created.documentId, data: questionData(other, `doc${index}u`) });
      await expectServedClean(created.documentId, other, `doc${index}u`);
      await stack.strapi.documents(CHEATSHEET).create({ data: cheatsheetData(payload, `doc${index}`) });
      await expectSheetServedClean(`sheet-doc${index}`, payload);
    });
  });
});

describe('the stored Owl AI explanation', () => {
  const proxyToken = () => process.env.PROXY_API_TOKEN!;

  it('is clean whether an editor wrote it in the Content Manager or the proxy stored it', async () => {
    const payload = '<img src=x onerror=alert(1)><p>Because <strong>30</strong>.</p><script>alert(2)</script>';
    const created = await contentManager('POST', `/collection-types/${QUESTION}`, {
      ...questionData('<p>x</p>', 'ai'),
      ai_explanation: payload,
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const documentId = created.body.data.documentId;
    const read = () => bearerCall(`${stack.strapiUrl}/api/questions/${documentId}/ai-explanation`, 'GET', proxyToken());
    expect((await read()).body.html).toBe('<p>Because <strong>30</strong>.</p>');

    const stored = await bearerCall(`${stack.strapiUrl}/api/questions/${documentId}/ai-explanation`, 'PUT', proxyToken(), {
      html: `${payload}<p>it&#39;s</p>`,
      model: 'm',
    });
    expect(stored.status).toBe(200);
    const html = (await read()).body.html;
    expect(html).toBe("<p>Because <strong>30</strong>.</p><p>it's</p>");
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('rows written straight into the database', () => {
  const db = () => stack.strapi.db;
  const documentId = () => randomBytes(12).toString('hex').slice(0, 24);
  const component = async (uid: string, field: string, data: Record<string, unknown>) => ({
    id: (await db().query(uid).create({ data })).id,
    __pivot: { field, component_type: uid },
  });

  /** A question the way a raw import would write it: its row, its option rows and their links. */
  async function insertDirtyQuestion(payload: string, tag: string) {
    const id = documentId();
    const options = [
      await component('question.option', 'options', { option_key: `${tag}-a`, option_type: 'text', option_text: `${payload} A` }),
      await component('question.option', 'options', { option_key: `${tag}-b`, option_type: 'text', option_text: `${payload} B` }),
    ];
    await db()
      .query(QUESTION)
      .create({
        data: {
          documentId: id,
          question: `<p>Q ${tag}</p>${payload}`,
          question_type: 'text',
          answer: `${payload} A`,
          explanation: `${payload}<p>E ${tag}</p>`,
          ai_explanation: `${payload}<p>AI ${tag}</p>`,
          // The content types are localized (English and Hindi): an import writes the English version.
          locale: 'en',
          publishedAt: new Date(),
          subtopic: subtopic.id,
          options,
        },
      });
    return id;
  }

  async function insertDirtyCheatsheet(payload: string, tag: string) {
    const blocks = [
      await component('cheatsheet.block', 'mixed_content', { type: 'text', content: `${payload}<p>M ${tag}</p>` }),
      await component('cheatsheet.block', 'mixed_content', { type: 'code', language: 'html', content: payload }),
    ];
    const items = [
      await component('cheatsheet.item', 'items', {
        title: 'Text',
        category: 'xss',
        content_type: 'text',
        text_content: `${payload}<p>T ${tag}</p>`,
        order: 0,
      }),
      await component('cheatsheet.item', 'items', {
        title: 'Mixed',
        category: 'xss',
        content_type: 'mixed',
        order: 1,
        mixed_content: blocks,
      }),
      await component('cheatsheet.item', 'items', {
        title: 'Code',
        category: 'xss',
        content_type: 'code',
        language: 'html',
        code: payload,
        order: 2,
      }),
    ];
    await db()
      .query(CHEATSHEET)
      .create({
        data: {
          documentId: documentId(),
          title: `Sheet ${tag}`,
          slug: `sheet-${tag}`,
          category: 'Security',
          categories: ['Security'],
          tags: [],
          is_active: true,
          locale: 'en',
          publishedAt: new Date(),
          items,
        },
      });
  }

  it('are stored dirty until the start-up clean-up runs again, then clean; code stays as typed', async () => {
    const inserted = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      inserted.push({ payload, documentId: await insertDirtyQuestion(payload, `db${index}`) });
      await insertDirtyCheatsheet(payload, `db${index}`);
    }
    // The door really was open: the CMS holds what the database holds (the proxy still serves it clean meanwhile:
    // proxy/src/lib/public-rich-text.test.ts).
    const dirty = await db()
      .query(QUESTION)
      .findOne({ where: { documentId: inserted[4]!.documentId } });
    expect(dirty.question).toContain('onerror');

    const report = await cleanStoredRichText(stack.strapi);
    expect(report.full).toBe(false);
    expect(report.rowsCleaned).toBeGreaterThanOrEqual(XSS_PAYLOADS.length * 5);
    expect(report.cleanedIn).toEqual(expect.arrayContaining([QUESTION, 'question.option', 'cheatsheet.item', 'cheatsheet.block']));

    // Strapi's purge webhook empties the proxy's cache, so the cleaned rows show at once.
    for (const [index, { payload, documentId: id }] of inserted.entries()) await expectServedClean(id, payload, `db${index}`);
    for (const [index, payload] of XSS_PAYLOADS.entries()) await expectSheetServedClean(`sheet-db${index}`, payload);
    const aiHtml = (
      await bearerCall(`${stack.strapiUrl}/api/questions/${inserted[4]!.documentId}/ai-explanation`, 'GET', process.env.PROXY_API_TOKEN!)
    ).body.html;
    expect(aiHtml).toBe('<p>AI db4</p>');
  });

  it('a start with nothing new reads no row and writes none', async () => {
    const report = await cleanStoredRichText(stack.strapi);
    expect(report).toEqual({ full: false, rowsRead: 0, rowsCleaned: 0, cleanedIn: [] });
  });

  it('when the rules change, every stored row is looked at again', async () => {
    const created = await stack.strapi
      .documents(QUESTION)
      .create({ data: { ...questionData('<p>fine</p>', 'rules'), subtopic: subtopic.documentId } });
    const { tableName } = db().metadata.get(QUESTION);
    expect((await cleanStoredRichText(stack.strapi)).rowsCleaned).toBe(0);
    // A row already looked at, changed behind the CMS's back: below the mark, so only a full pass finds it.
    await db().getConnection(tableName).where({ document_id: created.documentId }).update({ explanation: '<p onclick="alert(1)">old</p>' });
    expect((await cleanStoredRichText(stack.strapi)).rowsCleaned).toBe(0);

    const store = { type: 'core', name: 'rich-text', key: 'stored-rows-clean-up' };
    const state = await stack.strapi.store.get(store);
    await stack.strapi.store.set({ ...store, value: { ...state, version: 'rules of an older release' } });
    const report = await cleanStoredRichText(stack.strapi);
    expect(report.full).toBe(true);
    expect(report.rowsCleaned).toBe(1);
    const row = await db().getConnection(tableName).where({ document_id: created.documentId }).first();
    expect(row.explanation).toBe('<p>old</p>');
  });
});

describe('the API never serves HTML the sanitiser would change', () => {
  /** Typeset math is KaTeX's markup, beyond the rules (proxy/src/lib/math.test.ts checks it); every other field is a fixed point. */
  const expectFixedPoint = (html: string, where: string) => {
    if (!html.includes('class="katex')) expect(sanitizePublicRichText(html), where).toBe(html);
  };

  it('every rich-text field of every question and cheatsheet the payloads were written into', async () => {
    // The demo content's fields: proxy/src/content/demo-content.test.ts.
    const fields = await servedRichText(stack);
    for (const [where, html] of fields) expectFixedPoint(html, where);
    // Every payload, through every door above: questions of 5 fields, sheets of 2.
    expect(fields.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length * 4 * (5 + 2));
  });
});
