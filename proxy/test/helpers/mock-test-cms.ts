import { randomBytes } from 'node:crypto';
import qs from 'qs';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearerCall } from './rich-text-doors.js';
import { startStack, type Stack } from './stack.js';

/** Mock tests as the CMS stores them, read and made the way the proxy and the seed do. */

export const MOCK_TEST = 'api::mock-test.mock-test';

/** What the proxy reads to serve a paper (and to score it): one round trip, exactly these fields. */
export const PAPER_QUERY = {
  fields: ['title', 'slug', 'kind', 'year', 'shift', 'instructions', 'is_active', 'duration', 'updatedAt'],
  populate: {
    exam: { fields: ['exam_name'] },
    exam_pattern: { fields: ['exam_name'], populate: { marking_scheme: { fields: ['correct_answer', 'wrong_answer'] } } },
    marking_scheme: { fields: ['correct_answer', 'wrong_answer'] },
    sections: {
      populate: {
        questions: {
          fields: ['question', 'question_type', 'answer', 'explanation'],
          populate: { question_image: { fields: ['url'] }, options: { populate: { image: { fields: ['url'] } } } },
        },
        blueprint: { populate: { subtopic: { fields: ['subtopic_name'] } } },
      },
    },
  },
};

export interface PaperQuestion {
  documentId: string;
  question: string;
  answer: string;
  explanation: string | null;
  question_type: string;
  question_image: { url: string } | null;
  options: Array<{ option_text: string; option_type: string; option_key: string }>;
}
export interface Paper {
  documentId: string;
  title: string;
  slug: string;
  kind: string;
  year: number | null;
  shift: string | null;
  instructions: string | null;
  is_active: boolean;
  duration: number | null;
  exam: { documentId: string; exam_name: string } | null;
  exam_pattern: { documentId: string; exam_name: string; marking_scheme: { correct_answer: number; wrong_answer: number } | null } | null;
  marking_scheme: { correct_answer: number; wrong_answer: number } | null;
  sections: Array<{
    section_name: string;
    duration: number | null;
    questions: PaperQuestion[];
    blueprint: Array<{ count: number; subtopic: { documentId: string; subtopic_name: string } | null }>;
  }>;
}

/** Strapi's REST API with the proxy's token, and papers and demo content by document id. */
export function mockTestCms(stack: Stack) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's answers are untyped
  const strapiApi = (method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> =>
    bearerCall(`${stack.strapiUrl}/api${url}`, method, process.env.PROXY_API_TOKEN!, body);

  const query = (params: object) => qs.stringify(params, { encodeValuesOnly: true, addQueryPrefix: true });

  /** One paper by its slug, read with PAPER_QUERY. */
  async function paperBySlug(slug: string): Promise<Paper> {
    const answer = await strapiApi('GET', `/mock-tests${query({ ...PAPER_QUERY, filters: { slug: { $eq: slug } } })}`);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    return answer.body.data[0];
  }

  /** The first `count` questions of a demo subtopic, by document id. */
  async function demoQuestionIds(subtopicName: string, count: number): Promise<string[]> {
    const rows = await stack.strapi.documents('api::question.question').findMany({
      filters: { subtopic: { subtopic_name: subtopicName } },
      fields: ['documentId'],
      sort: 'id:asc',
      limit: count,
    });
    expect(rows).toHaveLength(count);
    return rows.map((row: { documentId: string }) => row.documentId);
  }

  const documentIdOf = async (uid: string, filters: object): Promise<string> =>
    (await stack.strapi.documents(uid).findFirst({ filters, fields: ['documentId'] })).documentId;

  /** A paper made through the document service (as the seed and Strapi's panel make them). */
  async function createPaper(data: Record<string, unknown>): Promise<{ documentId: string; slug: string }> {
    const slug = `paper-${randomBytes(4).toString('hex')}`;
    const made = await stack.strapi.documents(MOCK_TEST).create({ data: { title: `Paper ${slug}`, slug, kind: 'practice', ...data } });
    return { documentId: made.documentId, slug };
  }

  return { strapiApi, query, paperBySlug, demoQuestionIds, documentIdOf, createPaper };
}

export type MockTestCms = ReturnType<typeof mockTestCms>;

/** A mock-test suite's setup: before the file's tests, starts a stack with the demo content and hands it to `use`; after them, stops it. */
export function useMockTestStack(use: (started: { stack: Stack; cms: MockTestCms }) => void) {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack({ seedDemo: true });
    use({ stack, cms: mockTestCms(stack) });
  });
  afterAll(async () => {
    await stack?.stop();
  });
}
