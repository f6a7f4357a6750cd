import { describe, expect, it } from 'vitest';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import { useFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { releaseHeldQuestions } from '#test/helpers/release-held.js';

/**
 * Per field: a Hindi question whose translation lacks a text (its explanation, an option's text) is
 * served in Hindi with that field in English, and names it in `untranslated_fields` (the question's or the
 * option's), so the page can mark it lang="en". The rest of ?locale is locale.test.ts. Run on SQLite and
 * PostgreSQL (TEST_DATABASE=postgres).
 */

let stack: Stack;
let fx: Fixtures;

useFixtureStack(async (started) => {
  ({ stack, fx } = started);
});

const json = (path: string) => stack.json(path);
describe(`a translation that lacks some texts: those fields come in English, named in untranslated_fields (${testDatabase})`, () => {
  it('the record, its page, its list and a mock test name the explanation, the answer and the option kept in English', async () => {
    const question = await stack.strapi.documents('api::question.question').create({
      data: {
        question: '<p>Which region sold the most?</p>',
        question_type: 'text',
        answer: 'South',
        explanation: '<p>The South bar is the tallest.</p>',
        subtopic: fx.subtopics.dataInterpretation.documentId,
        options: ['North', 'South', 'East'].map((text) => ({ option_type: 'text', option_text: text })),
      },
    });
    const id = question.documentId as string;
    const english = await stack.strapi.documents('api::question.question').findOne({ documentId: id, populate: { options: true } });
    // The Hindi version has the question and two options, but no explanation and no text for the right option.
    await stack.strapi.documents('api::question.question').update({
      documentId: id,
      locale: 'hi',
      data: {
        question: '<p>किस क्षेत्र ने सबसे अधिक बेचा?</p>',
        options: english.options.map((option: { option_key: string }, index: number) => ({
          option_key: option.option_key,
          option_type: 'text',
          option_text: ['उत्तर', '', 'पूर्व'][index],
        })),
      },
    });
    await stack.strapi.documents('api::mock-test.mock-test').create({
      data: {
        title: 'Fallback Paper',
        slug: 'fallback-paper',
        kind: 'practice',
        is_active: true,
        duration: 10,
        marking_scheme: { correct_answer: 1, wrong_answer: 0 },
        sections: [{ section_name: 'Data', questions: [id] }],
      },
    });
    // Its record, page and list are read below too.
    await releaseHeldQuestions(stack.strapi, [id]);
    await stack.settle();
    stack.proxy.cache.purge();

    const record = (await json(`/api/questions/id/${id}?locale=hi`)).body;
    expect(record.question).toMatchObject({
      question: '<p>किस क्षेत्र ने सबसे अधिक बेचा?</p>',
      explanation: '<p>The South bar is the tallest.</p>',
      answer: 'South',
      locale: 'hi',
      untranslated_fields: ['explanation', 'answer'],
    });
    expect(
      record.options.map((option: { option_text: string; untranslated_fields?: string[] }) => [
        option.option_text,
        option.untranslated_fields,
      ]),
    ).toEqual([
      ['उत्तर', undefined],
      ['South', ['option_text']],
      ['पूर्व', undefined],
    ]);
    expect((await json(`/api/questions/page/${id}?locale=hi`)).body.record).toEqual(record);
    expect((await json('/api/questions/subtopic/data-interpretation?locale=hi')).body).toContainEqual(record);
    // English answers name nothing.
    expect(JSON.stringify((await json(`/api/questions/id/${id}`)).body)).not.toContain('untranslated_fields');

    const sat = (await json('/api/mock-tests/slug/fallback-paper?locale=hi')).body;
    expect(sat.sections[0].questions[0].options[1]).toMatchObject({ option_text: 'South', untranslated_fields: ['option_text'] });
    const result = await stack.json('/api/mock-tests/slug/fallback-paper/submit?locale=hi', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attempt_id: sat.attempt_id, responses: [], time_spent_seconds: 5 }),
    });
    expect(result.status).toBe(200);
    expect(result.body.questions[0]).toMatchObject({
      explanation: '<p>The South bar is the tallest.</p>',
      untranslated_fields: ['explanation'],
    });
  });
});
