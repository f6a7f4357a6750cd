import { expect } from 'vitest';
import type { JsonAnswer, Stack, Strapi } from './stack.js';
import type { Fixtures } from './fixtures.js';
import { attemptScopedId, mockTestKeys, networkHash } from '#src/mock-tests/mock-test-ids.js';

/** The mock test suites' helpers: papers made in the CMS, a paper's options by text, attempts as the CMS keeps them. */

export interface PaperOption {
  _id: string;
  option_type: string;
  option_text: string;
  path_url: string | null;
}
export interface PaperQuestion {
  _id: string;
  question: string;
  question_type: string;
  question_image_url: string | null;
  options: PaperOption[];
}
export interface Paper {
  _id: string;
  slug: string;
  title: string;
  kind: string;
  instructions: string;
  duration: number;
  marking_scheme: { correct_answer: number; wrong_answer: number };
  negative_marking: boolean;
  attempt_id: string;
  sections: Array<{ section_name: string; duration: number | null; questions: PaperQuestion[] }>;
}

/** A paper straight into the CMS (the panel's path), sections with fixed questions or blueprints by documentId. */
export async function createPaper(strapi: Strapi, data: Record<string, unknown>): Promise<{ documentId: string }> {
  return strapi.documents('api::mock-test.mock-test').create({ data: { is_active: true, ...data } });
}

/**
 * The id an attempt shows for a real question or option id: what the proxy computes with its key (derived from the
 * stack's PROXY_API_TOKEN), so that a test can name a question of the paper by its real id.
 */
export const shownId = (paper: Pick<Paper, 'attempt_id'>, realId: string) =>
  attemptScopedId(mockTestKeys(process.env.PROXY_API_TOKEN!).ids, paper.attempt_id, realId);

/** GET /api/mock-tests/slug/{slug} through a proxy (the stack's, or another at `base`). */
export async function fetchPaper(
  stack: Stack,
  slug: string,
  base = stack.proxyUrl,
  headers: Record<string, string> = {},
): Promise<Omit<JsonAnswer, 'body'> & { body: Paper }> {
  const response = await fetch(`${base}/api/mock-tests/slug/${slug}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Paper };
}

/** A paper that must be there. */
export async function sitPaper(stack: Stack, slug: string): Promise<Paper> {
  const answer = await fetchPaper(stack, slug);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** POST /api/mock-tests/slug/{slug}/submit with a JSON body (or raw text). */
export async function submitPaper(
  stack: Stack,
  slug: string,
  body: unknown,
  base = stack.proxyUrl,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(`${base}/api/mock-tests/slug/${slug}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export const paperQuestions = (paper: Paper) => paper.sections.flatMap((section) => section.questions);

/** The question of the paper that is this real question. */
export const questionOf = (paper: Paper, realQuestionId: string) =>
  paperQuestions(paper).find((each) => each._id === shownId(paper, realQuestionId));

/** The option (its shown id) of a question of the paper, named by its real id, whose text is `text`. */
export function optionWithText(paper: Paper, questionId: string, text: string): string {
  const question = questionOf(paper, questionId);
  const option = question?.options.find((each) => each.option_text === text);
  if (!option) throw new Error(`no option "${text}" in question ${questionId}`);
  return option._id;
}

/** A response choosing the option of `questionId` whose text is `text`. */
export const choose = (paper: Paper, questionId: string, text: string) => ({
  question_id: shownId(paper, questionId),
  option_id: optionWithText(paper, questionId, text),
});

/** Strapi's webhooks for earlier writes have all landed (they may start a moment after the writes). */
export async function quiet(stack: Stack) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await stack.settle();
}

/** The attempt as the CMS stored it, read with the proxy's token (as the proxy reads it). */
export async function storedAttempt(stack: Stack, attemptId: string) {
  const response = await fetch(`${stack.strapiUrl}/api/mock-tests/attempts/${attemptId}`, {
    headers: { authorization: `Bearer ${process.env.PROXY_API_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    attempt_id: string;
    mock_test_id: string;
    question_ids: string[][];
    submitted: boolean;
    allowed_seconds: number | null;
    elapsed_seconds: number;
  };
}

/** Moves an attempt's draw `seconds` into the past, on the database's own clock (no waiting in a test). */
export async function ageAttempt(stack: Stack, attemptId: string, seconds: number) {
  const knex = stack.strapi.db.connection;
  const past = /^(pg|postgres)/.test(String(knex.client.config.client))
    ? knex.raw(`LOCALTIMESTAMP - interval '${Math.round(seconds)} seconds'`)
    : knex.raw(`datetime('now', '-${Math.round(seconds)} seconds')`);
  expect(await knex('mock_test_attempts').where({ attempt_id: attemptId }).update({ created_at: past })).toBe(1);
}

export type MockTestContent = Awaited<ReturnType<typeof createMockTestContent>>;

/**
 * The public suite's papers over the fixture content, and ten questions of number-series (answers `S{n}-right`)
 * to draw from: a previous-year paper with its own negative marking, a practice set drawn from blueprints with
 * sectional timing and its exam pattern's scheme, an inactive one, one for statistics, one marked 1 and 0, one
 * whose blueprint has nothing to draw and one without sections.
 */
export async function createMockTestContent(strapi: Strapi, fx: Fixtures) {
  const series: Array<{ documentId: string; answer: string }> = [];
  const ids = {} as Record<'ssc' | 'ibps' | 'retired' | 'stats' | 'gentle' | 'emptyDraw' | 'noSections', string>;
  for (let index = 1; index <= 10; index++) {
    const answer = `S${index}-right`;
    const created = await strapi.documents('api::question.question').create({
      data: {
        question: `<p>Series item ${index}: which comes next?</p>`,
        question_type: 'text',
        answer,
        explanation: `<p>Because S${index} rises by one.</p>`,
        subtopic: fx.subtopics.series.documentId,
        exams: [fx.exams.ibpsPo.documentId],
        options: [`S${index}-wrong-a`, answer, `S${index}-wrong-b`, `S${index}-wrong-c`].map((option_text) => ({
          option_type: 'text',
          option_text,
        })),
      },
    });
    series.push({ documentId: created.documentId, answer });
  }
  const [pq0, pq1, pq2] = fx.questions.percentQuestions.map((question) => question.documentId);
  const work = fx.questions.workQuestion.documentId;
  ids.ssc = (
    await createPaper(strapi, {
      title: 'SSC CGL 2023 Shift 1',
      slug: 'ssc-cgl-2023-shift-1',
      kind: 'previous_year',
      year: 2023,
      shift: 'Shift 1',
      exam: fx.exams.sscCgl.documentId,
      instructions: '<p>Each right answer: 2 marks; each wrong one: minus 0.5.</p>',
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      duration: 60,
      sections: [
        { section_name: 'Quantitative Aptitude', questions: [pq2, pq0, pq1] },
        { section_name: 'Time and Work', questions: [work] },
      ],
    })
  ).documentId;
  ids.ibps = (
    await createPaper(strapi, {
      title: 'IBPS PO Practice Set',
      slug: 'ibps-po-practice-set',
      kind: 'practice',
      exam: fx.exams.ibpsPo.documentId,
      // No scheme of its own: the exam pattern's (2, -0.5).
      exam_pattern: fx.patterns.sscPattern.documentId,
      sections: [
        { section_name: 'Reasoning', duration: 20, blueprint: [{ subtopic: fx.subtopics.series.documentId, count: 5 }] },
        {
          section_name: 'Mixed',
          duration: 15,
          blueprint: [
            { subtopic: fx.subtopics.series.documentId, count: 3 },
            { subtopic: fx.subtopics.percentages.documentId, count: 2 },
          ],
        },
      ],
    })
  ).documentId;
  ids.retired = (
    await createPaper(strapi, {
      title: 'Retired Paper',
      slug: 'retired-paper',
      kind: 'practice',
      is_active: false,
      duration: 30,
      sections: [{ section_name: 'Only', questions: [pq0] }],
    })
  ).documentId;
  ids.stats = (
    await createPaper(strapi, {
      title: 'Stats Paper',
      slug: 'stats-paper',
      kind: 'practice',
      marking_scheme: { correct_answer: 1, wrong_answer: -0.25 },
      duration: 20,
      sections: [{ section_name: 'All', questions: [pq0, work] }],
    })
  ).documentId;
  ids.gentle = (
    await createPaper(strapi, {
      title: 'Gentle Paper 2021',
      slug: 'gentle-paper',
      kind: 'previous_year',
      year: 2021,
      exam: fx.exams.sscCgl.documentId,
      // Neither a scheme nor a pattern: 1 and 0.
      duration: 30,
      sections: [{ section_name: 'One', questions: [work, pq2] }],
    })
  ).documentId;
  ids.emptyDraw = (
    await createPaper(strapi, {
      title: 'Empty Draw Paper',
      slug: 'empty-draw',
      kind: 'practice',
      duration: 10,
      sections: [{ section_name: 'Nothing yet', blueprint: [{ subtopic: fx.subtopics.dataInterpretation.documentId, count: 5 }] }],
    })
  ).documentId;
  ids.noSections = (await createPaper(strapi, { title: 'No Sections', slug: 'no-sections', kind: 'practice', duration: 10 })).documentId;
  return { series, ids };
}

/** GET /api/mock-tests/all over that content. */
export function expectedMockTestList(ids: MockTestContent['ids']) {
  return {
    mockTests: [
      {
        _id: ids.ssc,
        slug: 'ssc-cgl-2023-shift-1',
        title: 'SSC CGL 2023 Shift 1',
        kind: 'previous_year',
        exam_name: 'SSC CGL',
        year: 2023,
        total_questions: 4,
        duration: 60,
        negative_marking: true,
        sections_count: 2,
        locale: 'en',
      },
      {
        _id: ids.gentle,
        slug: 'gentle-paper',
        title: 'Gentle Paper 2021',
        kind: 'previous_year',
        exam_name: 'SSC CGL',
        year: 2021,
        total_questions: 2,
        duration: 30,
        negative_marking: false,
        sections_count: 1,
        locale: 'en',
      },
      {
        _id: ids.emptyDraw,
        slug: 'empty-draw',
        title: 'Empty Draw Paper',
        kind: 'practice',
        exam_name: null,
        year: null,
        total_questions: 5,
        duration: 10,
        negative_marking: false,
        sections_count: 1,
        locale: 'en',
      },
      {
        // Blueprint counts (5 + 3 + 2), the sections' minutes summed, the exam pattern's negative marking.
        _id: ids.ibps,
        slug: 'ibps-po-practice-set',
        title: 'IBPS PO Practice Set',
        kind: 'practice',
        exam_name: 'IBPS PO',
        year: null,
        total_questions: 10,
        duration: 35,
        negative_marking: true,
        sections_count: 2,
        locale: 'en',
      },
      {
        _id: ids.stats,
        slug: 'stats-paper',
        title: 'Stats Paper',
        kind: 'practice',
        exam_name: null,
        year: null,
        total_questions: 2,
        duration: 20,
        negative_marking: true,
        sections_count: 1,
        locale: 'en',
      },
    ],
  };
}

/** What the proxy sends the CMS on a submit, with the client's address in place of its network's hash. */
export interface RecordedSubmission {
  score: number;
  max_score: number;
  time_spent_seconds: number;
  countable: boolean;
  late: boolean;
  /** Hashed with the proxy's key (derived from the stack's PROXY_API_TOKEN), as the proxy hashes it. */
  address: string;
  results: Array<{ question_id: string; correct: boolean }>;
}

/**
 * An attempt stored and submitted straight through the CMS's attempt API with the proxy's token, as the proxy
 * records one: statistics a test sets up without drawing and scoring each attempt through the proxy. Answers the
 * CMS's result ({percentile, counted_attempts, counted, percent_correct}).
 */
export async function recordAttempt(
  stack: Stack,
  mockTestId: string,
  questionIds: string[][],
  allowedSeconds: number,
  { address, ...submission }: RecordedSubmission,
) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.strapiUrl}/api/mock-tests/attempts${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.PROXY_API_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    expect(response.ok, JSON.stringify(answer)).toBe(true);
    return answer;
  };
  const { attempt_id } = (await post('', { mock_test_id: mockTestId, question_ids: questionIds, allowed_seconds: allowedSeconds })) as {
    attempt_id: string;
  };
  const network = networkHash(mockTestKeys(process.env.PROXY_API_TOKEN!).networks, address);
  return (await post(`/${attempt_id}/submit`, { ...submission, network })) as {
    percentile: number;
    counted_attempts: number;
    counted: boolean;
    percent_correct: Record<string, number>;
  };
}
