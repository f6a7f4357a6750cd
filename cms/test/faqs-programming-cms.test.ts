// FAQs, programming topics and code questions in the CMS: their schemas' defaults and unique slugs, a topic's delete
// taking its code questions (the panel's delete too), rich text cleaned on every write door, the Editor and Author
// roles, the panel's layouts and preview, and the site search's new kinds. A real Strapi (SQLite, then PostgreSQL).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelUser } from '#harness/panel.js';
import { cmsDir, requireFromCms, startStack, type Stack } from '#harness/stack.js';

const FAQ = 'api::faq.faq';
const TOPIC = 'api::programming-topic.programming-topic';
const CODE_QUESTION = 'api::code-question.code-question';
const SITE = 'https://examprep.example';

type PanelUser = Awaited<ReturnType<typeof panelUser>>;
type Doc = { documentId: string } & Record<string, unknown>;

let stack: Stack;
let superAdmin: PanelUser;
let editor: PanelUser;
let author: PanelUser;

beforeAll(async () => {
  stack = await startStack({ env: { PUBLIC_SITE_URL: SITE } });
  superAdmin = await panelUser(stack, 'strapi-super-admin', 'Owner');
  editor = await panelUser(stack, 'strapi-editor');
  author = await panelUser(stack, 'strapi-author', 'Arthur');
});
afterAll(async () => {
  await stack?.stop();
});

const tag = () => randomBytes(3).toString('hex');
const create = async (uid: string, data: Record<string, unknown>, locale?: string) =>
  (await stack.strapi.documents(uid).create({ data, ...(locale ? { locale } : {}) })) as Doc;
const read = async (uid: string, documentId: string, populate?: unknown) =>
  (await stack.strapi.documents(uid).findOne({ documentId, ...(populate ? { populate } : {}) })) as Doc | null;
const contentManager = (who: PanelUser, method: string, uid: string, suffix = '', body?: unknown) =>
  who.call(method, `/content-manager/collection-types/${uid}${suffix}`, body);

const newTopic = (extra: Record<string, unknown> = {}) => {
  const id = tag();
  return create(TOPIC, { title: `Topic ${id}`, slug: `topic-${id}`, category: 'Python', ...extra });
};
const newCodeQuestion = (topic: string, extra: Record<string, unknown> = {}) =>
  create(CODE_QUESTION, { title: `Question ${tag()}`, topic, content_blocks: [{ code: 'print(1)' }], ...extra });

describe('the content types', () => {
  it('an FAQ: defaults, questions numbered from 0, a unique slug', async () => {
    const slug = `defaults-${tag()}`;
    const faq = await create(FAQ, { topic_title: 'Defaults', slug, questions: [{ question: 'Why?', answer: '<p>Because.</p>' }] });
    const stored = (await read(FAQ, faq.documentId, { questions: true }))!;
    expect(stored).toMatchObject({ featured: false, is_active: true, views: 0, tags: [], locale: 'en' });
    expect(stored.questions).toMatchObject([{ question: 'Why?', answer: '<p>Because.</p>', order: 0 }]);
    await expect(create(FAQ, { topic_title: 'Again', slug })).rejects.toThrow(/unique/i);
    const panel = await contentManager(editor, 'POST', FAQ, '', { topic_title: 'Again', slug });
    expect(panel.status).toBe(400);
  });

  it('a programming topic and a code question: defaults, and a unique topic slug', async () => {
    const topic = await newTopic();
    expect(await read(TOPIC, topic.documentId)).toMatchObject({ difficulty: 'Mixed', featured: false, is_active: true, tags: [] });
    await expect(create(TOPIC, { title: 'Copy', slug: topic.slug, category: 'SQL' })).rejects.toThrow(/unique/i);
    await expect(create(TOPIC, { title: 'No category', slug: `none-${tag()}` })).rejects.toThrow(/category/i);

    const question = await newCodeQuestion(topic.documentId, { content_blocks: [{ code: 'print(1)' }, { type: 'text' }] });
    const stored = (await read(CODE_QUESTION, question.documentId, { content_blocks: true, topic: true }))!;
    expect(stored).toMatchObject({ difficulty: 'Medium', order: 0, is_active: true, topic: { documentId: topic.documentId } });
    expect(stored.content_blocks).toMatchObject([
      { type: 'code', language: 'python', order: 0, code: 'print(1)' },
      { type: 'text', language: 'python', order: 0 },
    ]);
    // The language is free text of at most 40 characters (the panel offers a list, any name can be typed).
    const kotlin = await newCodeQuestion(topic.documentId, { content_blocks: [{ code: 'fun main() {}', language: 'Kotlin 2' }] });
    expect(((await read(CODE_QUESTION, kotlin.documentId, { content_blocks: true }))!.content_blocks as Doc[])[0]!.language).toBe(
      'Kotlin 2',
    );
    await expect(newCodeQuestion(topic.documentId, { content_blocks: [{ language: 'x'.repeat(41) }] })).rejects.toThrow(/40/);
    const topicWithQuestions = await read(TOPIC, topic.documentId, { code_questions: true });
    expect((topicWithQuestions!.code_questions as Doc[]).map((row) => row.documentId).sort()).toEqual(
      [question.documentId, kotlin.documentId].sort(),
    );
  });
});

describe("a programming topic's delete takes its code questions", () => {
  const exists = async (uid: string, documentId: string) => (await stack.strapi.db.query(uid).count({ where: { documentId } })) > 0;

  it('through the document service (the proxy), every language of them; another topic keeps its own', async () => {
    const [topic, other] = [await newTopic(), await newTopic()];
    const first = await newCodeQuestion(topic.documentId);
    const second = await newCodeQuestion(topic.documentId);
    const kept = await newCodeQuestion(other.documentId);
    // A Hindi version of the topic and of one question.
    await stack.strapi.documents(TOPIC).update({ documentId: topic.documentId, locale: 'hi', data: { title: 'विषय', slug: topic.slug } });
    await stack.strapi.documents(CODE_QUESTION).update({ documentId: first.documentId, locale: 'hi', data: { title: 'प्रश्न' } });

    await stack.strapi.documents(TOPIC).delete({ documentId: topic.documentId, locale: '*' });
    expect(await exists(TOPIC, topic.documentId)).toBe(false);
    expect(await exists(CODE_QUESTION, first.documentId)).toBe(false);
    expect(await exists(CODE_QUESTION, second.documentId)).toBe(false);
    expect(await exists(CODE_QUESTION, kept.documentId)).toBe(true);
  });

  it("through the panel's delete; deleting only a translation of the topic keeps its questions", async () => {
    const topic = await newTopic();
    const question = await newCodeQuestion(topic.documentId);
    await stack.strapi.documents(TOPIC).update({ documentId: topic.documentId, locale: 'hi', data: { title: 'विषय', slug: topic.slug } });

    const hindiOnly = await contentManager(editor, 'DELETE', TOPIC, `/${topic.documentId}?locale=hi`);
    expect(hindiOnly.status, JSON.stringify(hindiOnly.body)).toBe(200);
    expect(await exists(CODE_QUESTION, question.documentId)).toBe(true);

    const english = await contentManager(editor, 'DELETE', TOPIC, `/${topic.documentId}?locale=en`);
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(await exists(TOPIC, topic.documentId)).toBe(false);
    expect(await exists(CODE_QUESTION, question.documentId)).toBe(false);
  });
});

describe('rich text is cleaned on every write door; code is stored as typed', () => {
  const DIRTY =
    '<h2 onclick="alert(1)">Steps</h2><script>alert(1)</script><ul><li>one</li></ul><pre>if a &lt; b:\n    print(a)</pre>' +
    '<p>Use <code>len()</code>, see <a href="https://docs.python.org">the docs</a> <a href="javascript:alert(1)">or this</a>.</p>' +
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pasted"><img src="https://cms.example/uploads/graph_1.png" alt="graph">';
  const CODE = 'if a < b and c > d:\n    print("<b>&amp;</b>")  # <script>';

  /** Every HTML field of a stored FAQ and code question, and the code block's code. */
  async function storedHtml(faqId: string, questionId: string) {
    const faq = (await read(FAQ, faqId, { questions: true }))!;
    const question = (await read(CODE_QUESTION, questionId, { content_blocks: true }))!;
    const blocks = question.content_blocks as Array<{ type: string; code: string | null; text_content: string | null }>;
    return {
      html: [(faq.questions as Array<{ answer: string }>)[0]!.answer, question.description as string, blocks[1]!.text_content!],
      code: blocks[0]!.code,
    };
  }

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|onclick|javascript:|data:image/i);
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ul><li>one</li></ul>');
    expect(html).toContain('<pre>if a &lt; b:\n    print(a)</pre>');
    expect(html).toContain('<code>len()</code>');
    expect(html).toContain('<a href="https://docs.python.org">the docs</a>');
    // Our own uploads stay, as the path the site serves.
    expect(html).toContain('<img src="/uploads/graph_1.png" alt="graph" />');
    expect(html).not.toContain('pasted');
  }

  const faqData = (answer: string) => ({ topic_title: `Clean ${tag()}`, slug: `clean-${tag()}`, questions: [{ question: 'Q', answer }] });
  const questionData = (topic: string, html: string) => ({
    title: `Clean ${tag()}`,
    topic,
    description: html,
    content_blocks: [
      { type: 'code', code: CODE, language: 'python' },
      { type: 'text', text_content: html },
    ],
  });

  it('the document service (the proxy, seeds): create and update', async () => {
    const topic = await newTopic();
    const faq = await create(FAQ, faqData(DIRTY));
    const question = await create(CODE_QUESTION, questionData(topic.documentId, DIRTY));
    let stored = await storedHtml(faq.documentId, question.documentId);
    stored.html.forEach(expectClean);
    expect(stored.code).toBe(CODE);

    await stack.strapi.documents(FAQ).update({ documentId: faq.documentId, data: { questions: [{ question: 'Q', answer: DIRTY }] } });
    await stack.strapi.documents(CODE_QUESTION).update({ documentId: question.documentId, data: questionData(topic.documentId, DIRTY) });
    stored = await storedHtml(faq.documentId, question.documentId);
    stored.html.forEach(expectClean);
    expect(stored.code).toBe(CODE);
  });

  it("Strapi's Content Manager (an editor in the panel): create and update", async () => {
    const topic = await newTopic();
    const faq = await contentManager(editor, 'POST', FAQ, '', faqData(DIRTY));
    expect(faq.status, JSON.stringify(faq.body)).toBe(201);
    const question = await contentManager(editor, 'POST', CODE_QUESTION, '', {
      ...questionData(topic.documentId, DIRTY),
      topic: { connect: [{ documentId: topic.documentId }] },
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    const ids = [faq.body.data.documentId as string, question.body.data.documentId as string] as const;
    let stored = await storedHtml(...ids);
    stored.html.forEach(expectClean);
    expect(stored.code).toBe(CODE);

    const faqEdit = await contentManager(editor, 'PUT', FAQ, `/${ids[0]}?locale=en`, {
      questions: [{ question: 'Q', answer: `<p>Edited</p>${DIRTY}` }],
    });
    expect(faqEdit.status, JSON.stringify(faqEdit.body)).toBe(200);
    const questionEdit = await contentManager(editor, 'PUT', CODE_QUESTION, `/${ids[1]}?locale=en`, {
      description: `<p>Edited</p>${DIRTY}`,
      content_blocks: questionData(topic.documentId, `<p>Edited</p>${DIRTY}`).content_blocks,
    });
    expect(questionEdit.status, JSON.stringify(questionEdit.body)).toBe(200);
    stored = await storedHtml(...ids);
    for (const html of stored.html) {
      expect(html.startsWith('<p>Edited</p>')).toBe(true);
      expectClean(html);
    }
    expect(stored.code).toBe(CODE);
  });
});

describe('rows written around the document service', () => {
  it('are cleaned by the start-up clean-up: FAQ answers, code-question descriptions and text blocks; code stays', async () => {
    const CODE = 'print("<b>")';
    const faq = await create(FAQ, { topic_title: 'Raw', slug: `raw-${tag()}`, questions: [{ question: 'Q', answer: '<p>clean</p>' }] });
    const question = await newCodeQuestion((await newTopic()).documentId, {
      content_blocks: [
        { type: 'code', code: CODE },
        { type: 'text', text_content: '<p>clean</p>' },
      ],
    });
    const knex = stack.strapi.db.connection;
    const table = (uid: string) => (stack.strapi.db.metadata.get(uid) as { tableName: string }).tableName;
    const dirty = '<p onclick="alert(1)">raw</p><script>alert(1)</script>';
    // Rows changed straight in the database (an import with knex, raw SQL): the stored HTML really is dirty.
    await knex(table('faq.question-answer')).where({ question: 'Q', answer: '<p>clean</p>' }).update({ answer: dirty });
    await knex(table(CODE_QUESTION)).where({ document_id: question.documentId }).update({ description: dirty });
    await knex(table('code-question.content-block')).where({ text_content: '<p>clean</p>' }).update({ text_content: dirty });

    const { cleanStoredRichText } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'clean-stored-rich-text.js')) as {
      cleanStoredRichText: (strapi: unknown) => Promise<{ cleanedIn: string[] }>;
    };
    const report = await cleanStoredRichText(stack.strapi);
    expect(report.cleanedIn).toEqual(expect.arrayContaining(['faq.question-answer', CODE_QUESTION, 'code-question.content-block']));
    const storedFaq = (await read(FAQ, faq.documentId, { questions: true }))!;
    expect((storedFaq.questions as Array<{ answer: string }>)[0]!.answer).toBe('<p>raw</p>');
    const stored = (await read(CODE_QUESTION, question.documentId, { content_blocks: true }))!;
    expect(stored.description).toBe('<p>raw</p>');
    expect(
      (stored.content_blocks as Array<{ code: string | null; text_content: string | null }>).map(
        (block) => block.code ?? block.text_content,
      ),
    ).toEqual([CODE, '<p>raw</p>']);
  });
});

describe("Strapi's Editor and Author roles on the new types", () => {
  it('an editor lists, creates, edits and deletes FAQs, programming topics and code questions', async () => {
    const faq = await contentManager(editor, 'POST', FAQ, '', { topic_title: 'Editor FAQ', slug: `editor-${tag()}` });
    expect(faq.status, JSON.stringify(faq.body)).toBe(201);
    const topic = await contentManager(editor, 'POST', TOPIC, '', { title: 'Editor topic', slug: `editor-${tag()}`, category: 'DSA' });
    expect(topic.status, JSON.stringify(topic.body)).toBe(201);
    const question = await contentManager(editor, 'POST', CODE_QUESTION, '', {
      title: 'Editor question',
      topic: { connect: [{ documentId: topic.body.data.documentId }] },
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    for (const uid of [FAQ, TOPIC, CODE_QUESTION]) expect((await contentManager(editor, 'GET', uid)).status, uid).toBe(200);
    const edit = await contentManager(editor, 'PUT', FAQ, `/${faq.body.data.documentId}?locale=en`, { featured: true });
    expect(edit.status).toBe(200);
    expect((await contentManager(editor, 'DELETE', CODE_QUESTION, `/${question.body.data.documentId}?locale=en`)).status).toBe(200);
  });

  it('an author edits the FAQs and code questions they created, not those of others', async () => {
    const own = await contentManager(author, 'POST', FAQ, '', { topic_title: 'Author FAQ', slug: `author-${tag()}` });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await contentManager(author, 'PUT', FAQ, `/${own.body.data.documentId}?locale=en`, { featured: true })).status).toBe(200);
    const others = await contentManager(editor, 'POST', FAQ, '', { topic_title: 'Not theirs', slug: `others-${tag()}` });
    const denied = await contentManager(author, 'PUT', FAQ, `/${others.body.data.documentId}?locale=en`, { featured: true });
    expect(denied.status).toBe(403);

    const topic = await newTopic();
    const question = await contentManager(author, 'POST', CODE_QUESTION, '', {
      title: 'Author question',
      topic: { connect: [{ documentId: topic.documentId }] },
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
  });
});

describe("the panel's lists and edit views", () => {
  type Configuration = {
    settings: { mainField?: string; defaultSortBy?: string };
    layouts: { list: string[]; edit: Array<Array<{ name: string }>> };
    metadatas: Record<string, { edit: { label?: string; description?: string; mainField?: string } }>;
  };
  const configurationOf = async (uid: string) => {
    const answer = await superAdmin.call('GET', `/content-manager/content-types/${uid}/configuration`);
    expect(answer.status).toBe(200);
    return answer.body.data as { contentType: Configuration; components: Record<string, Configuration> };
  };

  it('shows readable columns, names entries by their title and puts the rich text full width', async () => {
    const faq = await configurationOf(FAQ);
    expect(faq.contentType.settings.mainField).toBe('topic_title');
    expect(faq.contentType.layouts.list).toEqual(['topic_title', 'slug', 'featured', 'is_active', 'views']);
    expect(faq.components['faq.question-answer']!.settings.mainField).toBe('question');
    expect(faq.components['faq.question-answer']!.metadatas.answer!.edit.description).toMatch(/code block/i);

    const topic = await configurationOf(TOPIC);
    expect(topic.contentType.settings.mainField).toBe('title');
    expect(topic.contentType.layouts.list).toEqual(['title', 'slug', 'category', 'difficulty', 'featured', 'is_active']);
    expect(topic.contentType.metadatas.code_questions!.edit.mainField).toBe('title');

    const question = await configurationOf(CODE_QUESTION);
    expect(question.contentType.layouts.list).toEqual(['title', 'topic', 'difficulty', 'order', 'is_active']);
    expect(question.contentType.metadatas.topic!.edit.mainField).toBe('title');
    const block = question.components['code-question.content-block']!;
    expect(block.metadatas.language!.edit.description).toMatch(/python, java/);
    const textRow = block.layouts.edit.find((row) => row.some((field) => field.name === 'text_content'))!;
    expect(textRow).toHaveLength(1);
  });

  it("previews an FAQ and a topic on their pages, and a code question on its topic's page", async () => {
    const previewOf = (uid: string, documentId: string, locale = 'en') =>
      superAdmin.call('GET', `/content-manager/preview/url/${uid}?documentId=${encodeURIComponent(documentId)}&locale=${locale}`);
    const slug = `preview-${tag()}`;
    const faq = await create(FAQ, { topic_title: 'Preview', slug });
    expect((await previewOf(FAQ, faq.documentId)).body.data.url).toBe(`${SITE}/faqs/${slug}?preview=1`);
    expect((await previewOf(FAQ, faq.documentId, 'hi')).body.data.url).toBe(`${SITE}/hi/faqs/${slug}?preview=1`);
    const topic = await newTopic();
    expect((await previewOf(TOPIC, topic.documentId)).body.data.url).toBe(`${SITE}/programming-topics/${topic.slug}?preview=1`);
    const question = await newCodeQuestion(topic.documentId);
    expect((await previewOf(CODE_QUESTION, question.documentId)).body.data.url).toBe(`${SITE}/programming-topics/${topic.slug}?preview=1`);
    const loose = await create(CODE_QUESTION, { title: 'No topic' });
    expect((await previewOf(CODE_QUESTION, loose.documentId)).status).toBe(204);
  });
});

describe('the site search finds FAQs and code questions', () => {
  type Hit = { type: string; documentId: string; locale: string; title: string; slug?: string };
  const query = () =>
    requireFromCms(path.join(cmsDir, 'dist', 'src', 'site-search', 'query.js')) as {
      queryTerms: (q: string) => string[];
      searchSite: (strapi: unknown, params: Record<string, unknown>) => Promise<{ hits: Hit[]; total: number }>;
    };
  const search = async (q: string, type?: string, locale = 'en') =>
    (await query().searchSite(stack.strapi, { terms: query().queryTerms(q), type, limit: 20, page: 1, locale })).hits;

  it('one hit per FAQ topic (its questions and answers searched), and a code question with its topic’s slug', async () => {
    const word = `zorblax${tag().replace(/\d/g, 'q')}`;
    const faq = await create(FAQ, {
      topic_title: 'Searchable FAQ',
      slug: `searchable-${tag()}`,
      questions: [
        { question: `What is ${word}?`, answer: '<p>A word.</p>' },
        { question: 'And again?', answer: `<p>Still ${word}.</p>` },
      ],
    });
    const topic = await newTopic();
    const question = await newCodeQuestion(topic.documentId, {
      title: 'Reverse a list',
      description: `<p>Explain ${word} here.</p>`,
      content_blocks: [{ type: 'code', code: `print("${word}code")` }],
    });

    const hits = await search(word);
    expect(hits.filter((hit) => hit.type === 'faq')).toEqual([
      expect.objectContaining({ documentId: faq.documentId, title: 'Searchable FAQ', slug: faq.slug }),
    ]);
    expect(hits.filter((hit) => hit.type === 'code_question')).toEqual([
      expect.objectContaining({ documentId: question.documentId, title: 'Reverse a list', slug: topic.slug }),
    ]);
    // Code is not searched; a kind is searched alone ("question" is not "code_question").
    expect(await search(`${word}code`)).toEqual([]);
    expect((await search(word, 'code_question')).map((hit) => hit.type)).toEqual(['code_question']);
    expect(await search(word, 'question')).toEqual([]);

    // Kept current: an inactive topic hides its questions; a deleted FAQ is gone.
    await stack.strapi.documents(TOPIC).update({ documentId: topic.documentId, data: { is_active: false } });
    await stack.strapi.documents(FAQ).delete({ documentId: faq.documentId });
    expect(await search(word)).toEqual([]);
    await stack.strapi.documents(TOPIC).update({ documentId: topic.documentId, data: { is_active: true } });
    expect((await search(word)).map((hit) => hit.type)).toEqual(['code_question']);
  });
});
