import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import type { SearchAnswer } from '@exam-prep/contract/public/search';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import { type Fixtures, startFixtureStack } from '#test/helpers/fixtures.js';
import { adminClient, createAdministrator, signIn, type AdminClient } from '#test/helpers/admin.js';
import { createPaper, quiet, shownId, sitPaper } from '#test/helpers/mock-tests.js';
import { makeWebDist } from '#test/helpers/served-html.js';

/**
 * Questions held for tests: a question put into a fixed section of an active paper is held (whoever saves the paper:
 * the proxy's admin call or Strapi's document service, the panel's path), and a held question is absent from every
 * public read, as one that does not exist is; admin reads still show it. An editor's release sticks when the paper
 * is saved again, and blueprints draw only from questions that are not held.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
let distDir: string;

beforeAll(async () => {
  distDir = makeWebDist();
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: 'https://examprep.example' } }));
  await stack.settle();
  const admin = await createAdministrator(stack.strapi);
  api = adminClient(stack, await signIn(stack, admin.username, admin.password));
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const percent = (index: number) => fx.questions.percentQuestions[index]!;
const idsOf = (records: QuestionRecord[]) => records.map((record) => record.question._id);
const pagePathOf = (question: { documentId: string } & Record<string, unknown>) =>
  questionPagePath(question.documentId, String(question.question));

/** The admin edit form's read: the question with its flag. */
async function heldFlag(documentId: string): Promise<boolean> {
  const answer = await api.get(`/api/questions/edit/${documentId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as AdminQuestionRecord).question.held_for_tests;
}

/** An editor's save of the question as stored, with the flag changed. */
async function saveHeld(documentId: string, held: boolean) {
  const { question, options } = (await api.get(`/api/questions/edit/${documentId}`)).body as AdminQuestionRecord;
  const answer = await api.put(`/api/questions/update/${documentId}`, {
    question: question.question,
    question_type: question.question_type,
    subtopic_id: question.subtopic_id,
    answer: question.answer,
    explanation: question.explanation ?? '',
    exam_ids: question.exam_ids,
    options: options.map(({ _id, option_type, option_text }) => ({ _id, option_type, option_text })),
    held_for_tests: held,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((answer.body as AdminQuestionRecord).question.held_for_tests).toBe(held);
}

/** The admin form of a paper of fixed questions. */
const paperForm = (questionIds: string[], change: Record<string, unknown> = {}) => ({
  title: 'Held Questions Paper',
  kind: 'previous_year',
  exam_id: fx.exams.sscCgl.documentId,
  year: '2023',
  is_active: true,
  duration: '30',
  sections: [{ section_name: 'Quantitative Aptitude', question_ids: questionIds }],
  ...change,
});

describe(`questions held for tests (${testDatabase})`, () => {
  let paperId: string;

  it('a paper saved through the proxy holds the questions of its fixed sections; admin reads show the flag', async () => {
    expect(await heldFlag(percent(0).documentId)).toBe(false);
    const created = await api.post('/api/mock-tests/admin', paperForm([percent(0).documentId, percent(1).documentId]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    paperId = (created.body as { _id: string })._id;
    expect(await heldFlag(percent(0).documentId)).toBe(true);
    expect(await heldFlag(percent(1).documentId)).toBe(true);
    expect(await heldFlag(percent(2).documentId)).toBe(false);

    const adminList = await api.get('/api/questions/all/subtopic/percentages');
    expect(adminList.status).toBe(200);
    const flags = Object.fromEntries(
      (adminList.body as AdminQuestionRecord[]).map((record) => [record.question._id, record.question.held_for_tests]),
    );
    expect(flags).toEqual({ [percent(0).documentId]: true, [percent(1).documentId]: true, [percent(2).documentId]: false });
    const adminPage = await api.get('/api/questions/all/exam/SSC%20CGL?page=1&limit=10');
    expect(adminPage.headers.get('x-total-count')).toBe('2');
  });

  it('a held question is absent from every public read, as one that does not exist', async () => {
    await quiet(stack);
    const held = [percent(0).documentId, percent(1).documentId];
    const free = percent(2).documentId;

    // Practice lists: whole, paged (with their counts) and by exam.
    const whole = await stack.json('/api/questions/subtopic/percentages');
    expect(idsOf(whole.body as QuestionRecord[])).toEqual([free]);
    const page = await stack.json('/api/questions/subtopic/percentages?page=1&limit=10');
    expect(idsOf(page.body as QuestionRecord[])).toEqual([free]);
    expect(page.headers.get('x-total-count')).toBe('1');
    const byExam = await stack.json('/api/questions/exam/SSC%20CGL/subtopic/percentages?page=1&limit=10');
    expect(byExam.body).toEqual([]);
    expect(byExam.headers.get('x-total-count')).toBe('0');
    // Random draws (samples).
    for (let draw = 0; draw < 3; draw++) {
      const sample = await stack.json('/api/questions/subtopic/percentages?sample=10');
      expect(idsOf(sample.body as QuestionRecord[])).toEqual([free]);
      expect(sample.headers.get('x-total-count')).toBe('1');
    }

    // By id (also what saved questions are read by), and the question page's API: 404 like an unknown id.
    const unknown = await stack.json('/api/questions/id/zzzzzzzzzzzzzzzzzzzzzzzz');
    const unknownPage = await stack.json('/api/questions/page/zzzzzzzzzzzzzzzzzzzzzzzz');
    for (const id of held) {
      const byId = await stack.json(`/api/questions/id/${id}`);
      expect({ status: byId.status, body: byId.body }).toEqual({ status: 404, body: unknown.body });
      const questionPage = await stack.json(`/api/questions/page/${id}`);
      expect({ status: questionPage.status, body: questionPage.body }).toEqual({ status: 404, body: unknownPage.body });
    }
    expect((await stack.json(`/api/questions/id/${free}`)).status).toBe(200);

    // The server-rendered page, the sitemap and the site search.
    expect((await stack.get(pagePathOf(percent(0)))).status).toBe(404);
    expect((await stack.get(pagePathOf(percent(2)))).status).toBe(200);
    const sitemap = await (await stack.get('/sitemap.xml')).text();
    expect(sitemap).toContain(pagePathOf(percent(2)));
    for (const id of held) expect(sitemap).not.toContain(id);
    const search = (await stack.json('/api/search?q=What%20is%2020%25%20of%20150&type=question')).body as SearchAnswer;
    expect(search.results.map((result) => result.url)).not.toContain(pagePathOf(percent(0)));
    const found = (await stack.json('/api/search?q=price%20rises&type=question')).body as SearchAnswer;
    expect(found.results.map((result) => result.url)).toContain(pagePathOf(percent(2)));

    // The previous/next links of a public page skip held questions.
    const freePage = await stack.json(`/api/questions/page/${free}`);
    expect(freePage.body).toMatchObject({ previous: null, next: null });
  });

  it("an editor's release sticks when the paper is saved again; a question newly put in is held", async () => {
    await saveHeld(percent(0).documentId, false);
    await quiet(stack);
    expect((await stack.json(`/api/questions/id/${percent(0).documentId}`)).status).toBe(200);
    // Released, it is found by the search that did not find it while held.
    const search = (await stack.json('/api/search?q=What%20is%2020%25%20of%20150&type=question')).body as SearchAnswer;
    expect(search.results.map((result) => result.url)).toContain(pagePathOf(percent(0)));

    const resaved = await api.put(`/api/mock-tests/admin/${paperId}`, paperForm([percent(0).documentId, percent(1).documentId]));
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(await heldFlag(percent(0).documentId)).toBe(false);

    const grown = await api.put(
      `/api/mock-tests/admin/${paperId}`,
      paperForm([percent(0).documentId, percent(1).documentId, percent(2).documentId]),
    );
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(await heldFlag(percent(0).documentId)).toBe(false);
    expect(await heldFlag(percent(2).documentId)).toBe(true);
    await quiet(stack);
    expect((await stack.json(`/api/questions/id/${percent(2).documentId}`)).status).toBe(404);
    expect(idsOf((await stack.json('/api/questions/subtopic/percentages')).body as QuestionRecord[])).toEqual([percent(0).documentId]);

    // Released again for the tests below.
    for (const index of [1, 2]) await saveHeld(percent(index).documentId, false);
  });

  it("Strapi's document service (the panel's path) holds too: only an active paper's fixed questions", async () => {
    const work = fx.questions.workQuestion.documentId;
    const inactive = await createPaper(stack.strapi, {
      title: 'Inactive Paper',
      slug: 'inactive-held-paper',
      kind: 'practice',
      is_active: false,
      sections: [{ section_name: 'Work', questions: [work] }],
    });
    expect(await heldFlag(work)).toBe(false);
    await stack.strapi.documents('api::mock-test.mock-test').update({ documentId: inactive.documentId, data: { is_active: true } });
    expect(await heldFlag(work)).toBe(true);
    await quiet(stack);
    expect((await stack.json(`/api/questions/id/${work}`)).status).toBe(404);
    await saveHeld(work, false);
  });

  it('blueprint sections draw only from questions that are not held', async () => {
    const blueprint = await createPaper(stack.strapi, {
      title: 'Blueprint Paper',
      slug: 'held-blueprint-paper',
      kind: 'practice',
      duration: 10,
      sections: [{ section_name: 'Percentages', blueprint: [{ subtopic: fx.subtopics.percentages.documentId, count: 3 }] }],
    });
    expect(blueprint.documentId).toBeTruthy();
    // Hold two of the three percentages questions (an editor's tick), leaving one to draw.
    await saveHeld(percent(0).documentId, true);
    await saveHeld(percent(1).documentId, true);
    await quiet(stack);
    for (let attempt = 0; attempt < 3; attempt++) {
      const paper = await sitPaper(stack, 'held-blueprint-paper');
      const shown = paper.sections.flatMap((section) => section.questions.map((question) => question._id));
      expect(shown).toEqual([shownId(paper, percent(2).documentId)]);
    }
  });
});
