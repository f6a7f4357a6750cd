import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Stack } from '#test/helpers/stack.js';
import { type Fixtures, startFixtureStack } from '#test/helpers/fixtures.js';
import { createMockTestContent, fetchPaper, quiet, type MockTestContent } from '#test/helpers/mock-tests.js';

/**
 * A paper's instructions, the read its page is rendered from before Start: what the page shows, without a question
 * and without drawing or storing an attempt (mock-tests-public.test.ts has the paper and its submission).
 */

let stack: Stack;
let fx: Fixtures;
let ids: MockTestContent['ids'];

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  ({ ids } = await createMockTestContent(stack.strapi, fx));
  await quiet(stack);
  stack.proxy.cache.purge();
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/mock-tests/slug/{slug}/instructions', () => {
  const attemptRows = async () => Number((await stack.strapi.db.connection('mock_test_attempts').count({ n: '*' }).first())!.n);

  it('answers what the page shows before Start, without questions: cached, and no attempt is created', async () => {
    stack.proxy.cache.purge();
    const before = await attemptRows();
    const first = await stack.json('/api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.body).toEqual({
      _id: ids.ssc,
      slug: 'ssc-cgl-2023-shift-1',
      title: 'SSC CGL 2023 Shift 1',
      kind: 'previous_year',
      exam_name: 'SSC CGL',
      year: 2023,
      instructions: '<p>Each right answer: 2 marks; each wrong one: minus 0.5.</p>',
      duration: 60,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      negative_marking: true,
      sections: [
        { section_name: 'Quantitative Aptitude', duration: null, question_count: 3 },
        { section_name: 'Time and Work', duration: null, question_count: 1 },
      ],
      locale: 'en',
    });
    const second = await stack.json('/api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    // Blueprint sections: their counts and sectional minutes (the paper's time is their sum), its pattern's scheme.
    const blueprint = await stack.json('/api/mock-tests/slug/ibps-po-practice-set/instructions');
    expect(blueprint.body).toMatchObject({
      duration: 35,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      sections: [
        { section_name: 'Reasoning', duration: 20, question_count: 5 },
        { section_name: 'Mixed', duration: 15, question_count: 5 },
      ],
    });
    expect(await attemptRows()).toBe(before);
  });

  it('holds no question, option, answer or attempt id', async () => {
    const text = JSON.stringify((await stack.json('/api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions')).body);
    for (const leaked of ['attempt_id', '"questions"', 'options', '"answer"', 'explanation', 'S1-right'])
      expect(text, leaked).not.toContain(leaked);
    for (const question of fx.questions.percentQuestions) expect(text).not.toContain(question.documentId);
  });

  it("404 with the paper's message for an unknown or inactive paper and one without sections; a paper with nothing to draw is shown", async () => {
    for (const slug of ['no-such-paper', 'retired-paper', 'no-sections']) {
      const answer = await stack.json(`/api/mock-tests/slug/${slug}/instructions`);
      expect([answer.status, answer.body], slug).toEqual([404, { message: 'Mock test not found' }]);
      expect((await fetchPaper(stack, slug)).body).toEqual(answer.body);
    }
    // Its blueprint says 5; the draw at Start answers that it has no questions yet.
    expect((await stack.json('/api/mock-tests/slug/empty-draw/instructions')).body.sections).toEqual([
      { section_name: 'Nothing yet', duration: null, question_count: 5 },
    ]);
  });

  it("in Hindi: the paper's translated title, instructions and section names; the English skeleton otherwise", async () => {
    await stack.strapi.documents('api::mock-test.mock-test').update({
      documentId: ids.gentle,
      locale: 'hi',
      data: { title: 'सरल प्रश्नपत्र', slug: 'gentle-paper', instructions: '<p>ध्यान से पढ़ें।</p>', sections: [{ section_name: 'एक' }] },
    });
    await eventually(async () =>
      expect((await stack.json('/api/mock-tests/slug/gentle-paper/instructions?locale=hi')).body).toMatchObject({
        _id: ids.gentle,
        title: 'सरल प्रश्नपत्र',
        instructions: '<p>ध्यान से पढ़ें।</p>',
        sections: [{ section_name: 'एक', duration: null, question_count: 2 }],
        duration: 30,
        locale: 'hi',
      }),
    );
    expect((await stack.json('/api/mock-tests/slug/gentle-paper/instructions')).body).toMatchObject({
      title: 'Gentle Paper 2021',
      locale: 'en',
    });
    expect((await stack.json('/api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions?locale=hi')).body).toMatchObject({
      title: 'SSC CGL 2023 Shift 1',
      locale: 'en',
    });
  });
});
