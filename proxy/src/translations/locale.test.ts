import { describe, expect, it } from 'vitest';
import { mockTestOperations, publicReadOperations, searchOperations } from '@exam-prep/contract/routes/public';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { Operation } from '@exam-prep/contract/routes/operation';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import { useFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { createHindiFixtures, createPaperWithTranslation, HINDI } from '#test/helpers/hindi-fixtures.js';

/**
 * Every public read takes `?locale` (en by default, hi; anything else is a 400). Lists keep the English
 * skeleton (which items, their order, counts and pages) and lay the Hindi texts over the items that have a Hindi
 * version; the others come in English, marked `locale: 'en'`. Calls without `locale` answer as before (plus the
 * `locale` field). Run on SQLite and PostgreSQL (TEST_DATABASE=postgres).
 */

let stack: Stack;
let fx: Fixtures;
let paperId: string;

useFixtureStack(async (started) => {
  ({ stack, fx } = started);
});

const json = (path: string) => stack.json(path);
let prepared: Promise<void> | undefined;
/** The Hindi versions, made once before the first test (after the fixture stack is up). */
const ready = () =>
  (prepared ??= (async () => {
    await createHindiFixtures(stack.strapi, fx);
    paperId = (await createPaperWithTranslation(stack.strapi, fx)).documentId;
    await stack.settle();
    stack.proxy.cache.purge();
  })());

/** A real address for each public read of the contract (its path parameters filled with fixture content). */
function addressOf(operation: Operation): string {
  const values: Record<string, string> = {
    topicName: 'general-aptitude',
    subtopicName: 'percentages',
    examName: 'SSC CGL',
    id: fx.questions.percentQuestions[0]!.documentId,
  };
  const slugs: Record<string, string> = {
    getExamPatternBySlug: 'ssc-cgl-tier-1',
    getCheatsheetBySlug: 'python-essentials',
    getMockTestPaper: 'ssc-locale-paper',
    getMockTestInstructions: 'ssc-locale-paper',
    getMockTestLeaderboard: 'ssc-locale-paper',
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(name === 'slug' ? slugs[operation.id]! : values[name]!),
  );
  return operation.id === 'searchSite' ? `${path}?q=percent` : path;
}

const withLocale = (address: string, locale: string) => `${address}${address.includes('?') ? '&' : '?'}locale=${locale}`;

/** Every public read of content in the contract: the cached reads, the mock-test list and paper, the site search. */
const READS = [...publicReadOperations, ...mockTestOperations, ...searchOperations].filter((operation) => operation.method === 'get');

/**
 * Answers that change between two identical calls: a paper is a new attempt (with ids of its own for its questions
 * and options), a detail page counts its view.
 */
type PaperSection = { questions: Array<{ _id: string; options: Array<{ _id: string }> }> };
const comparable = (body: Record<string, unknown>) => {
  const { attempt_id: attempt, views: _views, ...rest } = body;
  // Only a paper's sections hold questions (an exam pattern's hold its structure).
  if (attempt === undefined || !Array.isArray(rest.sections)) return rest;
  const sections = (rest.sections as PaperSection[]).map((section) => ({
    ...section,
    questions: section.questions.map(({ _id: _question, options, ...question }) => ({
      ...question,
      options: options.map(({ _id: _option, ...option }) => option),
    })),
  }));
  return { ...rest, sections };
};

describe(`?locale on every public read (${testDatabase})`, () => {
  it('the contract gives every public read the parameter', () => {
    expect(READS.map((operation) => operation.id)).toEqual(expect.arrayContaining(['listTopics', 'getMockTestPaper', 'searchSite']));
    for (const operation of READS) expect(operation.query?.shape, operation.id).toHaveProperty('locale');
  });

  it.each(READS.map((operation) => [operation.id, operation] as const))(
    '%s: en is the default, hi answers, anything else is a 400 naming the field',
    async (_id, operation) => {
      await ready();
      const address = addressOf(operation);
      const plain = await json(address);
      expect(plain.status, address).toBe(200);
      const english = await json(withLocale(address, 'en'));
      expect(english.status).toBe(200);
      // The same answer as without the parameter (a paper is a new attempt each time; a detail page counts a view).
      if (Array.isArray(plain.body)) expect(english.body).toEqual(plain.body);
      else expect(comparable(english.body)).toEqual(comparable(plain.body));
      expect((await json(withLocale(address, 'hi'))).status).toBe(200);
      for (const wrong of ['fr', 'HI', 'hi-IN']) {
        const refused = await json(withLocale(address, encodeURIComponent(wrong)));
        expect(refused.status, `${address} locale=${wrong}`).toBe(400);
        expect(refused.body).toEqual({ message: 'locale must be one of: en, hi' });
      }
    },
  );
});

describe('lists keep the English skeleton; translated items come in Hindi, the others in English', () => {
  it('topics and subtopics: the display name and category in Hindi where translated, marked hi; else en', async () => {
    await ready();
    const english = (await json('/api/topics/all')).body;
    const hindi = (await json('/api/topics/all?locale=hi')).body;
    expect(hindi.map((topic: { _id: string }) => topic._id)).toEqual(english.map((topic: { _id: string }) => topic._id));
    const byName = Object.fromEntries(hindi.map((topic: { topic_name: string }) => [topic.topic_name, topic]));
    expect(byName['general-aptitude']).toEqual({
      _id: fx.topics.aptitude.documentId,
      topic_name: 'general-aptitude',
      display_name: HINDI.aptitude,
      locale: 'hi',
    });
    // A Hindi version without a display name is no translation.
    expect(byName['logical-reasoning']).toEqual({ _id: fx.topics.reasoning.documentId, topic_name: 'logical-reasoning', locale: 'en' });
    expect(english.every((topic: { locale: string; display_name?: string }) => topic.locale === 'en' && !topic.display_name)).toBe(true);

    const subtopics = (await json('/api/subtopics/topicname/general-aptitude?locale=hi')).body;
    expect(subtopics.map((subtopic: { subtopic_name: string }) => subtopic.subtopic_name)).toEqual([
      'data-interpretation',
      'percentages',
      'time-and-work',
    ]);
    expect(subtopics[1]).toEqual({
      _id: fx.subtopics.percentages.documentId,
      subtopic_name: 'percentages',
      display_name: HINDI.percentages,
      category: HINDI.arithmetic,
      topic_id: { _id: fx.topics.aptitude.documentId, topic_name: 'general-aptitude', display_name: HINDI.aptitude, locale: 'hi' },
      locale: 'hi',
    });
    expect(subtopics[2]).toMatchObject({ subtopic_name: 'time-and-work', category: 'Arithmetic', locale: 'en' });
    expect(subtopics[2]).not.toHaveProperty('display_name');
    expect((await json('/api/subtopics/all?locale=hi')).body).toHaveLength(4);
    // Exams are not translated.
    expect((await json('/api/exams/all?locale=hi')).body).toEqual((await json('/api/exams/all')).body);
  });

  it('questions: same ids, order and options; translated text, options, answer and explanation; the rest in English', async () => {
    await ready();
    const english = (await json('/api/questions/subtopic/percentages')).body;
    const hindi = (await json('/api/questions/subtopic/percentages?locale=hi')).body;
    const ids = (records: Array<{ question: { _id: string } }>) => records.map((record) => record.question._id);
    expect(ids(hindi)).toEqual(ids(english));
    const [twenty, image, price] = hindi;
    expect(twenty.question).toMatchObject({
      question: HINDI.twentyPercent.question,
      explanation: HINDI.twentyPercent.explanation,
      // The correct option is the same one (the second): its Hindi text.
      answer: 'तीस',
      subtopic_id: english[0].question.subtopic_id,
      exam_ids: english[0].question.exam_ids,
      locale: 'hi',
    });
    expect(twenty.options.map((option: { option_text: string }) => option.option_text)).toEqual(HINDI.twentyPercent.options);
    // Option ids are the same in both languages (a saved answer means the same option).
    expect(twenty.options.map((option: { _id: string }) => option._id)).toEqual(
      english[0].options.map((option: { _id: string }) => option._id),
    );
    // Untranslated: the English record, marked en.
    expect(image).toEqual({ ...english[1], question: { ...english[1].question, locale: 'en' } });
    expect(image.question.locale).toBe('en');
    // Translated without an explanation of its own: the English one stays; options that are numbers stay the same.
    expect(price.question).toMatchObject({
      question: HINDI.priceRise.question,
      answer: '25%',
      explanation: english[2].question.explanation,
      untranslated_fields: ['explanation'],
    });
    // Fully translated, or not at all: no field named.
    for (const record of [twenty, image, ...english]) expect(record.question).not.toHaveProperty('untranslated_fields');

    // Pages: the same totals, and the links keep the language.
    const page = await stack.get('/api/questions/subtopic/percentages?locale=hi&limit=1&page=2');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.headers.get('link')).toContain('locale=hi');
    expect(((await page.json()) as Array<{ question: { _id: string } }>)[0]!.question._id).toBe(english[1].question._id);
    // A draw is made from the same questions, in Hindi where translated.
    const drawn = (await json('/api/questions/subtopic/percentages?sample=3&locale=hi')).body as Array<{
      question: { _id: string; locale: string };
    }>;
    expect(drawn.find((record) => record.question._id === twenty.question._id)?.question.locale).toBe('hi');
    expect(drawn).toHaveLength(3);
  });

  it('a question and its page: Hindi texts and title, the English address, neighbours and names in Hindi where translated', async () => {
    await ready();
    const [first, second, third] = fx.questions.percentQuestions.map((question) => question.documentId);
    const record = (await json(`/api/questions/id/${first}?locale=hi`)).body;
    expect(record.question).toMatchObject({ question: HINDI.twentyPercent.question, locale: 'hi' });
    expect((await json(`/api/questions/id/${second}?locale=hi`)).body.question.locale).toBe('en');

    const page = (await json(`/api/questions/page/${second}?locale=hi`)).body;
    const englishPage = (await json(`/api/questions/page/${second}`)).body;
    expect(page).toMatchObject({
      title: englishPage.title,
      url: englishPage.url,
      topic_name: 'general-aptitude',
      subtopic_name: 'percentages',
      topic_display_name: HINDI.aptitude,
      subtopic_display_name: HINDI.percentages,
      locale: 'en',
      previous: { _id: first, title: HINDI.twentyPercent.title, url: englishPage.previous.url, locale: 'hi' },
      next: { _id: third, title: HINDI.priceRise.title, url: englishPage.next.url, locale: 'hi' },
    });
    expect(englishPage).not.toHaveProperty('topic_display_name');
    const translated = (await json(`/api/questions/page/${first}?locale=hi`)).body;
    expect(translated).toMatchObject({ title: HINDI.twentyPercent.title, locale: 'hi' });
    // The address is made from the English text: the same page in both languages.
    expect(translated.url).toBe((await json(`/api/questions/page/${first}`)).body.url);
  });

  it('exam patterns and cheatsheets: Hindi texts over the English numbers, flags and slugs; order and counts kept', async () => {
    await ready();
    const english = (await json('/api/exam-patterns/all')).body;
    const hindi = (await json('/api/exam-patterns/all?locale=hi')).body;
    expect(hindi.pagination).toEqual(english.pagination);
    expect(hindi.examPatterns.map((pattern: { slug: string }) => pattern.slug)).toEqual(
      english.examPatterns.map((pattern: { slug: string }) => pattern.slug),
    );
    const ssc = (await json('/api/exam-patterns/slug/ssc-cgl-tier-1?locale=hi')).body;
    const sscEnglish = (await json('/api/exam-patterns/slug/ssc-cgl-tier-1')).body;
    expect(ssc).toMatchObject({
      _id: sscEnglish._id,
      slug: 'ssc-cgl-tier-1',
      exam_name: HINDI.pattern.exam_name,
      description: HINDI.pattern.description,
      total_questions: sscEnglish.total_questions,
      marking_scheme: sscEnglish.marking_scheme,
      tags: ['एसएससी', 'स्नातक'],
      locale: 'hi',
    });
    expect(ssc.sections[0]).toEqual({
      ...sscEnglish.sections[0],
      section_name: HINDI.pattern.section,
      topics: [{ ...sscEnglish.sections[0].topics[0], topic_name: HINDI.percentages }],
    });
    // Not translated in the Hindi version: the English texts stay.
    expect(ssc.eligibility_criteria).toEqual(sscEnglish.eligibility_criteria);
    expect((await json('/api/exam-patterns/slug/nda?locale=hi')).body).toMatchObject({ exam_name: 'NDA', locale: 'en' });
    expect((await json('/api/exam-patterns/featured/list?locale=hi')).body.map((pattern: { locale: string }) => pattern.locale)).toEqual([
      'hi',
    ]);
    expect((await json('/api/exam-patterns/meta/filters?locale=hi')).body).toEqual((await json('/api/exam-patterns/meta/filters')).body);

    const sheets = (await json('/api/cheatsheets/all?locale=hi')).body;
    expect(sheets.cheatsheets.map((sheet: { slug: string; locale: string }) => [sheet.slug, sheet.locale])).toEqual([
      ['python-essentials', 'hi'],
      ['sql-basics', 'en'],
    ]);
    const python = (await json('/api/cheatsheets/slug/python-essentials?locale=hi')).body;
    expect(python).toMatchObject({ title: HINDI.sheet.title, category: 'Programming', description: 'Fixture sheet.', locale: 'hi' });
    expect(python.items.map((item: { title: string }) => item.title)).toEqual([HINDI.sheet.item]);
    expect((await json('/api/cheatsheets/categories?locale=hi')).body).toEqual((await json('/api/cheatsheets/categories')).body);
  });

  it("mock tests: the list and a paper with the paper's and the questions' Hindi texts; the result's explanations", async () => {
    await ready();
    const list = (await json('/api/mock-tests/all?locale=hi')).body.mockTests;
    expect(list).toEqual([expect.objectContaining({ _id: paperId, slug: 'ssc-locale-paper', title: HINDI.paper.title, locale: 'hi' })]);
    const paper = (await json('/api/mock-tests/slug/ssc-locale-paper?locale=hi')).body;
    expect(paper).toMatchObject({ title: HINDI.paper.title, instructions: HINDI.paper.instructions, locale: 'hi' });
    expect(paper.sections.map((section: { section_name: string }) => section.section_name)).toEqual([HINDI.paper.section]);
    const [translated, untranslated] = paper.sections[0].questions;
    expect(translated).toMatchObject({ question: HINDI.twentyPercent.question, locale: 'hi' });
    expect(untranslated.locale).toBe('en');
    // The Hindi option of the right answer is right: scoring reads the English answer by option id.
    const right = translated.options.find((option: { option_text: string }) => option.option_text === 'तीस')._id;
    const submitted = await stack.json('/api/mock-tests/slug/ssc-locale-paper/submit?locale=hi', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        attempt_id: paper.attempt_id,
        responses: [{ question_id: translated._id, option_id: right }],
        time_spent_seconds: 30,
      }),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ correct: 1, score: 2 });
    expect(submitted.body.sections[0].section_name).toBe(HINDI.paper.section);
    expect(submitted.body.questions[0].explanation).toBe(HINDI.twentyPercent.explanation);
  });
});

describe('the response cache keeps each language apart', () => {
  it('hi and en are two entries; locale=en is the plain address; a bad locale is never cached', async () => {
    await ready();
    stack.proxy.cache.purge();
    const cacheOf = async (path: string) => (await stack.get(path)).headers.get('x-cache');
    expect(await cacheOf('/api/topics/all?locale=hi')).toBe('MISS');
    expect(await cacheOf('/api/topics/all')).toBe('MISS');
    expect(await cacheOf('/api/topics/all?locale=hi')).toBe('HIT');
    expect(await cacheOf('/api/topics/all?locale=en')).toBe('HIT');
    const [english, hindi] = await Promise.all([json('/api/topics/all'), json('/api/topics/all?locale=hi')]);
    expect(english.body).not.toEqual(hindi.body);
    expect((await stack.get('/api/topics/all?locale=xx')).status).toBe(400);
    expect((await stack.get('/api/topics/all?locale=xx')).status).toBe(400);
    // Paged lists and searches too.
    expect(await cacheOf('/api/exam-patterns/all?limit=1&locale=hi')).toBe('MISS');
    expect(await cacheOf('/api/exam-patterns/all?locale=hi&limit=1')).toBe('HIT');
    expect(await cacheOf('/api/exam-patterns/all?limit=1')).toBe('MISS');
    expect(await cacheOf('/api/search?q=percent&locale=hi')).toBe('MISS');
    expect(await cacheOf('/api/search?q=percent')).toBe('MISS');
  });
});

describe('site search in Hindi', () => {
  const search = async (query: string) => {
    const { status, body } = await json(`/api/search?${query}`);
    expect(status).toBe(200);
    return body as { results: Array<{ type: string; title: string; url: string; snippet: string; locale: string }>; total: number };
  };

  it('finds Hindi words (vowel signs and virama inside them), marked hi, at the English address', async () => {
    await ready();
    const twenty = fx.questions.percentQuestions[0]!;
    const english = (await json(`/api/questions/id/${twenty.documentId}`)).body.question.question as string;
    const found = await search('q=कितना&locale=hi&type=question');
    expect(found.results).toEqual([
      expect.objectContaining({
        type: 'question',
        title: HINDI.twentyPercent.title,
        url: questionPagePath(twenty.documentId, english),
        locale: 'hi',
      }),
    ]);
    expect(found.results[0]!.snippet).toContain('<mark>कितना</mark>');
    const subtopic = await search(`q=${encodeURIComponent(HINDI.percentages)}&locale=hi&type=subtopic`);
    expect(subtopic.results).toEqual([
      expect.objectContaining({ title: HINDI.percentages, url: '/practice/general-aptitude/percentages', locale: 'hi' }),
    ]);
    // English searches never see Hindi rows.
    expect((await search('q=कितना')).total).toBe(0);
  });

  it('each document once, in the version the Hindi site shows: untranslated ones in English, marked en', async () => {
    await ready();
    // The job question has no Hindi version: found in English.
    const job = await search('q=job&locale=hi');
    expect(job.results).toEqual([expect.objectContaining({ type: 'question', locale: 'en' })]);
    // The 20% question is found once in Hindi (its Hindi text has 150 too), never as its English row as well.
    const hundredFifty = await search('q=150&locale=hi&type=question');
    expect(hundredFifty.results.map((result) => result.locale)).toEqual(['hi']);
    expect((await search('q=150&type=question')).results.map((result) => result.locale)).toEqual(['en']);
    // An exam pattern and a cheatsheet by their Hindi names.
    expect((await search(`q=${encodeURIComponent('सीजीएल')}&locale=hi`)).results).toEqual([
      expect.objectContaining({ type: 'exam_pattern', url: '/exam-patterns/ssc-cgl-tier-1', locale: 'hi' }),
    ]);
    expect((await search(`q=${encodeURIComponent('पायथन')}&locale=hi`)).results).toEqual([
      expect.objectContaining({ type: 'cheatsheet', url: '/cheatsheets/python-essentials', locale: 'hi' }),
    ]);
  });
});
