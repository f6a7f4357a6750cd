import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsDir, requireFromCms, startStack, testDatabase, type Stack } from '#test/helpers/stack.js';

/**
 * The Hindi demo content (cms/src/seed/data/hindi) is seeded as the Hindi versions of the English demo
 * documents, at the first start as the English one is, and the public API serves it with ?locale=hi.
 */

interface HindiData {
  HINDI_TOPIC_NAMES: Record<string, string>;
  HINDI_SUBTOPIC_NAMES: Record<string, string>;
  HINDI_QUESTIONS: Array<{ question: string }>;
}

let stack: Stack;
const hindi = () => requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'data', 'hindi', 'index.js')) as HindiData;
beforeAll(async () => {
  stack = await startStack({ seedDemo: true });
});
afterAll(async () => {
  await stack?.stop();
});

const json = async (p: string) => {
  const { status, body } = await stack.json(p);
  expect(status, p).toBe(200);
  return body;
};

interface Record_ {
  question: { _id: string; question: string; answer: string; locale: string };
  options: Array<{ _id: string; option_text: string }>;
}

describe(`the Hindi demo content (${testDatabase})`, () => {
  it('names every topic and subtopic in Hindi', async () => {
    const topics: Array<{ topic_name: string; display_name?: string; locale: string }> = await json('/api/topics/all?locale=hi');
    expect(topics.length).toBeGreaterThanOrEqual(5);
    for (const topic of topics) expect(topic).toMatchObject({ display_name: hindi().HINDI_TOPIC_NAMES[topic.topic_name], locale: 'hi' });
    const subtopics: Array<{ subtopic_name: string; display_name?: string; locale: string }> = await json('/api/subtopics/all?locale=hi');
    expect(subtopics.length).toBeGreaterThanOrEqual(12);
    for (const subtopic of subtopics)
      expect(subtopic).toMatchObject({ display_name: hindi().HINDI_SUBTOPIC_NAMES[subtopic.subtopic_name], locale: 'hi' });
  });

  it('has at least 40 questions in Hindi, each with its options in Hindi and its answer one of them', async () => {
    const subtopics: Array<{ subtopic_name: string }> = await json('/api/subtopics/all');
    const translated: Array<{ hindi: Record_; english: Record_ }> = [];
    for (const { subtopic_name } of subtopics) {
      const [english, inHindi]: Record_[][] = await Promise.all([
        json(`/api/questions/subtopic/${subtopic_name}`),
        json(`/api/questions/subtopic/${subtopic_name}?locale=hi`),
      ]);
      // The same questions in the same order, whatever the language.
      expect(inHindi.map((record) => record.question._id)).toEqual(english.map((record) => record.question._id));
      inHindi.forEach((record, index) => {
        if (record.question.locale === 'hi') translated.push({ hindi: record, english: english[index]! });
      });
    }
    // Every Hindi version but those of questions the demo papers hold for tests (in no public list, in any language).
    const [{ n: publicHindi }] = await stack.strapi.db
      .connection('questions')
      .where({ locale: 'hi', held_for_tests: false })
      .count({ n: '*' });
    const [{ n: heldHindi }] = await stack.strapi.db
      .connection('questions')
      .where({ locale: 'hi', held_for_tests: true })
      .count({ n: '*' });
    expect(Number(publicHindi) + Number(heldHindi)).toBe(hindi().HINDI_QUESTIONS.length);
    expect(translated.length).toBe(Number(publicHindi));
    expect(translated.length).toBeGreaterThanOrEqual(40);
    for (const { hindi: record, english } of translated) {
      expect(record.question.question).not.toBe(english.question.question);
      expect(record.question.question).toMatch(/[\u0900-\u097f]/);
      expect(record.options.map((option) => option._id)).toEqual(english.options.map((option) => option._id));
      // The same option is right in both languages.
      const right = (entry: Record_) =>
        entry.options.findIndex((option) => option.option_text.toLowerCase() === entry.question.answer.toLowerCase());
      expect(right(record), record.question.question).toBe(right(english));
      expect(right(record)).toBeGreaterThanOrEqual(0);
    }
  });

  it('has exam patterns and cheatsheets in Hindi (at least two of each), found by the Hindi search', async () => {
    const patterns: Array<{ slug: string; exam_name: string; locale: string }> = (await json('/api/exam-patterns/all?locale=hi&limit=100'))
      .examPatterns;
    const hindiPatterns = patterns.filter((pattern) => pattern.locale === 'hi');
    expect(hindiPatterns.length).toBeGreaterThanOrEqual(2);
    const sheets: Array<{ slug: string; title: string; locale: string }> = (await json('/api/cheatsheets/all?locale=hi&limit=100'))
      .cheatsheets;
    const hindiSheets = sheets.filter((sheet) => sheet.locale === 'hi');
    expect(hindiSheets.length).toBeGreaterThanOrEqual(2);
    for (const sheet of hindiSheets) {
      const detail = await json(`/api/cheatsheets/slug/${sheet.slug}?locale=hi`);
      expect(detail.locale).toBe('hi');
      expect(detail.items.length).toBeGreaterThan(0);
    }
    const found = await json(`/api/search?q=${encodeURIComponent(hindiPatterns[0]!.exam_name)}&locale=hi&type=exam_pattern`);
    expect(found.results[0]).toMatchObject({ url: `/exam-patterns/${hindiPatterns[0]!.slug}`, locale: 'hi' });
  });

  it('seeding again adds nothing (idempotent), in either language', async () => {
    const { seedDemoContent } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'seed.js'));
    const report = await seedDemoContent(stack.strapi);
    expect(report.created).toMatchObject({
      hindiTopics: 0,
      hindiSubtopics: 0,
      hindiQuestions: 0,
      hindiExamPatterns: 0,
      hindiCheatsheets: 0,
    });
    expect(Object.values(report.created).every((count) => count === 0)).toBe(true);
  });
});
