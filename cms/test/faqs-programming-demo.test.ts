// The demo content's FAQs and programming topics, as the seed stores them at a first start: in English and Hindi,
// complete enough to show every feature of their pages, and found by the site search. Read on a stack with the demo
// content (a copy of the run's demo template, so this costs no seeding of its own).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsDir, requireFromCms, startStack, type Stack } from '#harness/stack.js';

const FAQ = 'api::faq.faq';
const TOPIC = 'api::programming-topic.programming-topic';
const CODE_QUESTION = 'api::code-question.code-question';

type Row = Record<string, unknown>;
type Block = { type: string; language: string | null; code: string | null; text_content: string | null };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seedDemo: true });
});
afterAll(async () => {
  await stack?.stop();
});

const rows = async (uid: string, locale: string, populate: Row = {}) =>
  (await stack.strapi.documents(uid).findMany({ locale, populate, limit: 1000 })) as Row[];

describe('the demo FAQs', () => {
  it('four active topics (SSC CGL, IBPS PO, RRB NTPC, Python interview questions) of at least six answered questions', async () => {
    const faqs = await rows(FAQ, 'en', { questions: true });
    expect(faqs.map((faq) => faq.slug).sort()).toEqual(
      ['ibps-po-exam-faqs', 'python-interview-questions', 'rrb-ntpc-exam-faqs', 'ssc-cgl-exam-faqs'].sort(),
    );
    for (const faq of faqs) {
      const questions = faq.questions as Array<{ question: string; answer: string; order: number }>;
      expect(faq.is_active, String(faq.slug)).toBe(true);
      expect(questions.length, String(faq.slug)).toBeGreaterThanOrEqual(6);
      expect(questions.map((question) => question.order)).toEqual(questions.map((_, index) => index));
      for (const question of questions) expect(question.answer).toMatch(/^<(p|ul|ol)>/);
    }
    const python = faqs.find((faq) => faq.slug === 'python-interview-questions')!;
    const withCode = (python.questions as Array<{ answer: string }>).filter((question) => question.answer.includes('<pre>'));
    expect(withCode.length).toBeGreaterThanOrEqual(3);
  });

  it('SSC CGL and RRB NTPC in Hindi: the same slug and as many questions, in Devanagari', async () => {
    const english = new Map((await rows(FAQ, 'en', { questions: true })).map((faq) => [faq.documentId, faq]));
    const hindi = await rows(FAQ, 'hi', { questions: true });
    expect(hindi.map((faq) => faq.slug).sort()).toEqual(['rrb-ntpc-exam-faqs', 'ssc-cgl-exam-faqs']);
    for (const faq of hindi) {
      expect(faq.topic_title).toMatch(/[\u0900-\u097f]/);
      expect((faq.questions as unknown[]).length).toBe((english.get(faq.documentId)!.questions as unknown[]).length);
    }
  });
});

describe('the demo programming topics', () => {
  it('Python, SQL and data structures, five or more code questions each, three or more solved in two languages', async () => {
    const topics = await rows(TOPIC, 'en');
    expect(topics.map((topic) => topic.slug).sort()).toEqual(['data-structures', 'python', 'sql']);
    const questions = await rows(CODE_QUESTION, 'en', { content_blocks: true, topic: { fields: ['slug'] } });
    for (const topic of topics) {
      const own = questions.filter((question) => (question.topic as Row | null)?.slug === topic.slug);
      expect(own.length, String(topic.slug)).toBeGreaterThanOrEqual(5);
      const blocksOf = (question: Row) => question.content_blocks as Block[];
      const twoLanguages = own.filter((question) => {
        const languages = new Set(
          blocksOf(question)
            .filter((block) => block.type === 'code')
            .map((block) => block.language),
        );
        return languages.size >= 2;
      });
      expect(twoLanguages.length, String(topic.slug)).toBeGreaterThanOrEqual(3);
      for (const question of own) {
        expect(blocksOf(question).some((block) => block.type === 'code' && block.code?.trim())).toBe(true);
        expect(blocksOf(question).some((block) => block.type === 'text' && block.text_content?.startsWith('<p>'))).toBe(true);
      }
    }
    // Code is stored as typed: comparisons and quotes are not escaped.
    const palindrome = questions.find((question) => question.title === 'Check whether a string is a palindrome')!;
    expect((palindrome.content_blocks as Block[])[0]!.code).toContain('while left < right:');
  });

  it('Python and SQL have Hindi titles and descriptions', async () => {
    const hindi = await rows(TOPIC, 'hi');
    expect(hindi.map((topic) => topic.slug).sort()).toEqual(['python', 'sql']);
    for (const topic of hindi) expect(topic.description).toMatch(/[\u0900-\u097f]/);
  });

  it('the seed is idempotent: a second run writes nothing', async () => {
    const { seedFaqsAndProgramming } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'faqs-and-programming.js')) as {
      seedFaqsAndProgramming: (strapi: unknown) => Promise<Record<string, number>>;
    };
    expect(await seedFaqsAndProgramming(stack.strapi)).toEqual({
      faqs: 0,
      programmingTopics: 0,
      codeQuestions: 0,
      hindiFaqs: 0,
      hindiProgrammingTopics: 0,
    });
  });
});

describe('the demo FAQs and code questions in the site search', () => {
  it('finds an FAQ topic by words of its answers, in English and in Hindi, and a code question by its explanation', async () => {
    const { queryTerms, searchSite } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'site-search', 'query.js')) as {
      queryTerms: (q: string) => string[];
      searchSite: (strapi: unknown, params: Row) => Promise<{ hits: Array<{ type: string; slug?: string; locale: string }> }>;
    };
    const search = async (q: string, type: string, locale = 'en') =>
      (await searchSite(stack.strapi, { terms: queryTerms(q), type, limit: 10, page: 1, locale })).hits;
    expect((await search('probation', 'faq')).map((hit) => hit.slug)).toContain('ibps-po-exam-faqs');
    expect(await search('टाइपिंग', 'faq', 'hi')).toEqual([expect.objectContaining({ slug: 'rrb-ntpc-exam-faqs', locale: 'hi' })]);
    expect((await search('slow pointer', 'code_question')).map((hit) => hit.slug)).toEqual(['data-structures']);
  });
});
