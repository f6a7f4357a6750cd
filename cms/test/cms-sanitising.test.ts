import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizePublicRichText } from '#proxy/lib/public-rich-text.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { Cheatsheet } from '@exam-prep/contract/public/cheatsheets';
import {
  bearerCall,
  cheatsheetBatchData,
  cheatsheetHtml,
  CHEATSHEET,
  cleanStoredRichText,
  payloadMarkersIn,
  QUESTION,
  questionBatchData,
  questionBatchRecord,
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

/**
 * Each door takes the payloads a batch at a time, one record per batch, rather than one write per payload (each
 * write waits for Strapi, its purge webhook and the proxy): every payload still goes through every door and every
 * kind of field. A question holds its batch's payloads one after another in its question, explanation and answer,
 * and each payload once more in an option of its own; a cheatsheet gives each payload items of its own. One
 * payload's unclosed markup may swallow the next in a shared field; what is stored is still checked clean and
 * safe, and each payload's marker must be in it (so every payload reached the sanitiser, none was hidden).
 */
const BATCH_COUNT = 3;
const PAYLOAD_BATCHES: string[][] = (() => {
  const size = Math.ceil(XSS_PAYLOADS.length / BATCH_COUNT);
  return Array.from({ length: Math.ceil(XSS_PAYLOADS.length / size) }, (_, at) => XSS_PAYLOADS.slice(at * size, (at + 1) * size));
})();
/** The batch an edit writes over a question created with batch `index`: so every payload is both created and edited. */
const editBatch = (index: number) => PAYLOAD_BATCHES[(index + 1) % PAYLOAD_BATCHES.length]!;

/** A door's writes run beside a few others', not all at once (see atMostAtOnce). */
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

const names = (fields: Array<[string, string]>) => fields.map(([name]) => name).sort();

/** Every field written came out (and no other), safe, with every payload marker written into it. */
function expectCameOutSafe(fields: Array<[string, string]>, written: Array<[string, string]>, where: string) {
  expect(names(fields), where).toEqual(names(written));
  const out = new Map(fields);
  for (const [name, html] of fields) expectSafe(html, `${name} of ${where}`);
  for (const [name, html] of written) {
    for (const marker of payloadMarkersIn(html)) expect(out.get(name), `${where}: ${name} lost ${marker}`).toContain(marker);
  }
}

/** Stored by the CMS exactly as its sanitiser leaves what was written (so every field went through it): a fixed point. */
function expectStoredClean(fields: Array<[string, string]>, written: Array<[string, string]>, where: string) {
  const writtenHtml = new Map(written);
  for (const [name, html] of fields) {
    expect(html, `stored ${name} of ${where}`).toBe(sanitizeRichText(writtenHtml.get(name)!));
    expect(sanitizeRichText(html), `stored ${name} of ${where}`).toBe(html);
  }
  expectCameOutSafe(fields, written, `stored ${where}`);
}

/** A question as the CMS stores it (straight from its table). */
const storedQuestion = async (documentId: string) =>
  questionBatchRecord(await stack.strapi.db.query(QUESTION).findOne({ where: { documentId }, populate: ['options'] }));

/**
 * Stored clean by the CMS; served safe by the proxy, exactly as the public sanitiser leaves it (nothing to clean).
 * `written` is the question as written (questionBatchData), `tag` its version.
 */
async function expectServedClean(documentId: string, written: ReturnType<typeof questionBatchData>, tag: string) {
  const writtenHtml = questionHtml(questionBatchRecord(written));
  const record = await eventually(async () => {
    const answer = await stack.json(`/api/questions/id/${documentId}`);
    expect(answer.status).toBe(200);
    // This version of the question (an edit reaches the proxy's cache through Strapi's purge webhook).
    expect(answer.body.question.question).toContain(`<p>Q ${tag}</p>`);
    for (const [name, html] of questionHtml(answer.body)) expect(sanitizePublicRichText(html), `${name} of ${tag}`).toBe(html);
    return answer.body;
  });
  expectCameOutSafe(questionHtml(record), writtenHtml, `served ${tag}`);
  // Option and answer were cleaned alike: the answer still names its option.
  expect(record.question.answer).toBe(record.options[0].option_text);
  expectStoredClean(questionHtml(await storedQuestion(documentId)), writtenHtml, tag);
  return record;
}

/** Stored and served: text items and text blocks clean, each payload's code exactly as typed. */
async function expectSheetServedClean(written: ReturnType<typeof cheatsheetBatchData>, payloads: readonly string[]) {
  const { slug } = written;
  const writtenHtml = cheatsheetHtml(written as unknown as Cheatsheet);
  const sheet = await eventually(async () => {
    const answer = await stack.json(`/api/cheatsheets/slug/${slug}`);
    expect(answer.status).toBe(200);
    for (const [name, html] of cheatsheetHtml(answer.body)) expect(sanitizePublicRichText(html), `${name} of ${slug}`).toBe(html);
    return answer.body;
  });
  const stored = await stack.strapi.db.query(CHEATSHEET).findOne({ where: { slug }, populate: { items: { populate: ['mixed_content'] } } });
  expectStoredClean(cheatsheetHtml(stored), writtenHtml, slug);
  expectCameOutSafe(cheatsheetHtml(sheet), writtenHtml, `served ${slug}`);
  const item = (title: string) => sheet.items.find((candidate: { title: string }) => candidate.title === title);
  for (const [at, payload] of payloads.entries()) {
    expect(item(`Mixed ${at}`).mixed_content[1].content, `${slug}: code block of ${payload}`).toBe(payload);
    expect(item(`Code ${at}`).code, `${slug}: code item of ${payload}`).toBe(payload);
  }
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
    for (const [index, payloads] of PAYLOAD_BATCHES.entries()) {
      const data = questionBatchData(payloads, `cm${index}`);
      const created = await contentManager('POST', `/collection-types/${QUESTION}`, {
        ...data,
        subtopic: { connect: [{ documentId: subtopic.documentId }] },
      });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      const documentId = created.body.data.documentId;
      await expectServedClean(documentId, data, `cm${index}`);

      const edit = questionBatchData(editBatch(index), `cm${index}u`);
      const updated = await contentManager('PUT', `/collection-types/${QUESTION}/${documentId}`, edit);
      expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
      await expectServedClean(documentId, edit, `cm${index}u`);
    }
  });

  it('cheatsheets created there are served clean, code as typed', async () => {
    for (const [index, payloads] of PAYLOAD_BATCHES.entries()) {
      const data = cheatsheetBatchData(payloads, `cm${index}`);
      const created = await contentManager('POST', `/collection-types/${CHEATSHEET}`, data);
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      await expectSheetServedClean(data, payloads);
    }
  });
});

describe("Strapi's REST API (a full-access API token)", () => {
  it('questions created and updated there are served clean', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, PAYLOAD_BATCHES, async (payloads, index) => {
      const data = questionBatchData(payloads, `rest${index}`);
      const created = await restApi('POST', '/questions', { data: { ...data, subtopic: subtopic.documentId } });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeLessThan(300);
      const documentId = created.body.data.documentId;
      await expectServedClean(documentId, data, `rest${index}`);
      const edit = questionBatchData(editBatch(index), `rest${index}u`);
      const updated = await restApi('PUT', `/questions/${documentId}`, { data: edit });
      expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
      await expectServedClean(documentId, edit, `rest${index}u`);
    });
  });

  it('cheatsheets created there are served clean, code as typed', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, PAYLOAD_BATCHES, async (payloads, index) => {
      const data = cheatsheetBatchData(payloads, `rest${index}`);
      const created = await restApi('POST', '/cheatsheets', { data });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeLessThan(300);
      await expectSheetServedClean(data, payloads);
    });
  });
});

describe('the document service (seeds, imports, plugins, the proxy)', () => {
  it('questions and cheatsheets written with strapi.documents() are served clean', async () => {
    await atMostAtOnce(WRITES_AT_ONCE, PAYLOAD_BATCHES, async (payloads, index) => {
      const data = questionBatchData(payloads, `doc${index}`);
      const created = await stack.strapi.documents(QUESTION).create({ data: { ...data, subtopic: subtopic.documentId } });
      await expectServedClean(created.documentId, data, `doc${index}`);
      const edit = questionBatchData(editBatch(index), `doc${index}u`);
      await stack.strapi.documents(QUESTION).update({ documentId: created.documentId, data: edit });
      await expectServedClean(created.documentId, edit, `doc${index}u`);
      const sheet = cheatsheetBatchData(payloads, `doc${index}`);
      await stack.strapi.documents(CHEATSHEET).create({ data: sheet });
      await expectSheetServedClean(sheet, payloads);
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

  // The content types are localized (English and Hindi): an import writes the English version, published.
  const imported = () => ({ locale: 'en', publishedAt: new Date() });
  /** Whether the start-up clean-up has to rewrite a row holding these HTML fields. */
  const isDirty = (...html: string[]) => html.some((value) => sanitizeRichText(value) !== value);

  /**
   * A question the way a raw import would write it: its row, its option rows and their links. Gives back its
   * documentId, its stored Owl AI explanation and how many of its rows hold HTML the sanitiser would change.
   */
  async function insertDirtyQuestion(data: ReturnType<typeof questionBatchData>, tag: string) {
    const id = documentId();
    const aiExplanation = `${data.explanation}<p>AI ${tag}</p>`;
    const options = [];
    for (const [at, option] of data.options.entries()) {
      options.push(await component('question.option', 'options', { ...option, option_key: `${tag}-${at}` }));
    }
    const row = { ...data, documentId: id, ai_explanation: aiExplanation, subtopic: subtopic.id, options, ...imported() };
    await db().query(QUESTION).create({ data: row });
    const dirtyRows =
      Number(isDirty(data.question, data.answer, data.explanation, aiExplanation)) +
      data.options.filter((option) => isDirty(option.option_text)).length;
    return { documentId: id, aiExplanation, dirtyRows };
  }

  /** A cheatsheet the way a raw import would write it; gives back how many of its rows hold HTML to clean. */
  async function insertDirtyCheatsheet(data: ReturnType<typeof cheatsheetBatchData>) {
    let dirtyRows = 0;
    const items = [];
    for (const [order, item] of data.items.entries()) {
      const blocks = [];
      for (const block of item.mixed_content ?? []) {
        blocks.push(await component('cheatsheet.block', 'mixed_content', block));
        if (block.type === 'text' && isDirty(block.content)) dirtyRows += 1;
      }
      if (item.text_content !== undefined && isDirty(item.text_content)) dirtyRows += 1;
      items.push(await component('cheatsheet.item', 'items', { ...item, order, mixed_content: blocks }));
    }
    const row = { ...data, documentId: documentId(), categories: ['Security'], tags: [], items, ...imported() };
    await db().query(CHEATSHEET).create({ data: row });
    return dirtyRows;
  }

  it('are stored dirty until the start-up clean-up runs again, then clean; code stays as typed', async () => {
    const inserted = [];
    let dirtyRows = 0;
    for (const [index, payloads] of PAYLOAD_BATCHES.entries()) {
      const question = questionBatchData(payloads, `db${index}`);
      const sheet = cheatsheetBatchData(payloads, `db${index}`);
      const row = await insertDirtyQuestion(question, `db${index}`);
      dirtyRows += row.dirtyRows + (await insertDirtyCheatsheet(sheet));
      inserted.push({ ...row, question, sheet, payloads });
    }
    // The door really was open: the CMS holds what the database holds (the proxy still serves it clean meanwhile:
    // proxy/src/lib/public-rich-text.test.ts).
    for (const { documentId: id, question } of inserted) {
      const stored = (await storedQuestion(id)).question.question;
      expect(stored).toBe(question.question);
      expect(stored).not.toBe(sanitizeRichText(question.question));
    }

    const report = await cleanStoredRichText(stack.strapi);
    expect(report.full).toBe(false);
    // Exactly the rows written above with HTML the sanitiser changes (what the other doors stored is clean).
    expect(report.rowsCleaned).toBe(dirtyRows);
    // Each payload's own option, text item and text block at least: every payload made rows to clean.
    expect(dirtyRows).toBeGreaterThanOrEqual(XSS_PAYLOADS.length * 3);
    expect(report.cleanedIn).toEqual(expect.arrayContaining([QUESTION, 'question.option', 'cheatsheet.item', 'cheatsheet.block']));

    // Strapi's purge webhook empties the proxy's cache, so the cleaned rows show at once.
    for (const [index, { documentId: id, question, sheet, payloads, aiExplanation }] of inserted.entries()) {
      await expectServedClean(id, question, `db${index}`);
      await expectSheetServedClean(sheet, payloads);
      const aiHtml = (await bearerCall(`${stack.strapiUrl}/api/questions/${id}/ai-explanation`, 'GET', process.env.PROXY_API_TOKEN!)).body
        .html;
      expect(aiHtml).toBe(sanitizeRichText(aiExplanation));
      expect(aiHtml).toContain(`<p>AI db${index}</p>`);
      expectSafe(aiHtml, `Owl AI explanation of db${index}`);
    }
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
    // Every batch of payloads, through each of the four doors above: a question's fields (3, and an option per
    // payload and the answer's) and a sheet's text items and text blocks (2 a payload).
    const fieldsPerDoor = PAYLOAD_BATCHES.reduce(
      (sum, payloads) =>
        sum +
        questionHtml(questionBatchRecord(questionBatchData(payloads, 'count'))).length +
        cheatsheetHtml(cheatsheetBatchData(payloads, 'count') as unknown as Cheatsheet).length,
      0,
    );
    expect(fields.length).toBeGreaterThanOrEqual(4 * fieldsPerDoor);
  });
});
