import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSeededStack, type Stack, type StackOptions, type StackSeed, type Strapi } from './stack.js';

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadPng(strapi: Strapi, name: string): Promise<{ id: number; url: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixture-upload-'));
  const filepath = path.join(dir, name);
  writeFileSync(filepath, TINY_PNG);
  try {
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name } },
        files: { filepath, originalFilename: name, mimetype: 'image/png', size: TINY_PNG.length },
      });
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const create = async (strapi: Strapi, uid: string, data: Record<string, unknown>) =>
  (await strapi.documents(uid).create({ data })) as { documentId: string } & Record<string, unknown>;

/**
 * Small, hand-checked content for the contract tests. Created in an order that differs from alphabetical
 * order, so sorting is really tested.
 */
export async function createFixtures(strapi: Strapi) {
  const sscCgl = await create(strapi, 'api::exam.exam', { exam_name: 'SSC CGL', exam_level: 'Graduate' });
  const ibpsPo = await create(strapi, 'api::exam.exam', { exam_name: 'IBPS PO', exam_level: 'Graduate' });

  const reasoning = await create(strapi, 'api::topic.topic', { topic_name: 'logical-reasoning' });
  const aptitude = await create(strapi, 'api::topic.topic', { topic_name: 'general-aptitude' });
  const empty = await create(strapi, 'api::topic.topic', { topic_name: 'empty-topic' });

  const timeAndWork = await create(strapi, 'api::subtopic.subtopic', {
    subtopic_name: 'time-and-work',
    category: 'Arithmetic',
    topic: aptitude.documentId,
  });
  const percentages = await create(strapi, 'api::subtopic.subtopic', {
    subtopic_name: 'percentages',
    category: 'Arithmetic',
    topic: aptitude.documentId,
  });
  const dataInterpretation = await create(strapi, 'api::subtopic.subtopic', {
    subtopic_name: 'data-interpretation',
    topic: aptitude.documentId,
  });
  const series = await create(strapi, 'api::subtopic.subtopic', {
    subtopic_name: 'number-series',
    category: 'Series',
    topic: reasoning.documentId,
  });

  const chart = await uploadPng(strapi, 'sales-chart.png');
  const figureA = await uploadPng(strapi, 'figure-a.png');

  const percentQuestions = [];
  percentQuestions.push(
    await create(strapi, 'api::question.question', {
      question: '<p>What is 20% of 150?</p>',
      question_type: 'text',
      answer: '30',
      explanation: '<p>20% of 150 = 150 × 0.2 = <strong>30</strong>.</p>',
      subtopic: percentages.documentId,
      exams: [sscCgl.documentId],
      options: [
        { option_type: 'text', option_text: '25' },
        { option_type: 'text', option_text: '30' },
        { option_type: 'text', option_text: '35' },
        { option_type: 'text', option_text: '40' },
      ],
    }),
  );
  percentQuestions.push(
    await create(strapi, 'api::question.question', {
      question: '<p>Read the chart. By what percent did sales grow?</p>',
      question_type: 'image',
      question_image: chart.id,
      answer: 'Figure A',
      explanation: null,
      subtopic: percentages.documentId,
      exams: [sscCgl.documentId, ibpsPo.documentId],
      options: [
        { option_type: 'image', option_text: 'Figure A', image: figureA.id },
        { option_type: 'text', option_text: '10%' },
        { option_type: 'text', option_text: '15%' },
        { option_type: 'text', option_text: '20%' },
      ],
    }),
  );
  percentQuestions.push(
    await create(strapi, 'api::question.question', {
      question: '<p>A price rises from ₹200 to ₹250. The rise is:</p>',
      question_type: 'text',
      answer: '25%',
      explanation: '<p>(250 − 200) / 200 × 100 = 25%.</p>',
      subtopic: percentages.documentId,
      exams: [],
      options: [
        { option_type: 'text', option_text: '20%' },
        { option_type: 'text', option_text: '25%' },
        { option_type: 'text', option_text: '50%' },
        { option_type: 'text', option_text: '30%' },
      ],
    }),
  );
  const workQuestion = await create(strapi, 'api::question.question', {
    question: '<p>A does a job in 10 days and B in 15 days. Together they take:</p>',
    question_type: 'text',
    answer: '6 days',
    explanation: '<p>1/10 + 1/15 = 1/6.</p>',
    subtopic: timeAndWork.documentId,
    exams: [ibpsPo.documentId],
    options: [
      { option_type: 'text', option_text: '5 days' },
      { option_type: 'text', option_text: '6 days' },
      { option_type: 'text', option_text: '8 days' },
      { option_type: 'text', option_text: '12 days' },
    ],
  });

  const pattern = (data: Record<string, unknown>) =>
    create(strapi, 'api::exam-pattern.exam-pattern', {
      description: 'Fixture exam pattern.',
      total_questions: 100,
      total_marks: 200,
      duration: 60,
      sections: [
        {
          section_name: 'Quantitative Aptitude',
          section_code: 'QA',
          questions: 25,
          marks_per_question: 2,
          total_marks: 50,
          duration: 15,
          topics: [{ topic_name: 'Percentages', weightage: 20, difficulty_level: 'Medium' }],
          question_types: ['MCQ'],
        },
      ],
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
      eligibility_criteria: {
        age_limit: { min: 18, max: 32 },
        education_qualification: 'Graduate',
        nationality: 'Indian',
        experience_required: 'None',
      },
      preparation_strategy: {
        recommended_study_time: '4-6 months',
        important_topics: ['Percentages'],
        practice_tips: ['Mock tests'],
        reference_books: [],
        online_resources: [],
      },
      cutoff_marks: { general: '130-150', obc: '125-145', sc: '110-125', st: '100-115' },
      tags: ['ssc', 'graduate'],
      ...data,
    });
  const sscPattern = await pattern({
    exam_name: 'SSC CGL Tier 1',
    slug: 'ssc-cgl-tier-1',
    exam_level: 'Graduate',
    featured: true,
    is_active: true,
  });
  const nda = await pattern({ exam_name: 'NDA', slug: 'nda', exam_level: 'Certificate', featured: false, is_active: true });
  const hidden = await pattern({
    exam_name: 'Retired Exam',
    slug: 'retired-exam',
    exam_level: 'Post Graduate',
    featured: true,
    is_active: false,
  });

  const sheet = (data: Record<string, unknown>) => create(strapi, 'api::cheatsheet.cheatsheet', { description: 'Fixture sheet.', ...data });
  const python = await sheet({
    title: 'Python Essentials',
    slug: 'python-essentials',
    category: 'Programming',
    tags: ['python', 'basics', 'strings', 'lists'],
    categories: ['basics', 'strings'],
    color: '#3776AB',
    featured: true,
    is_active: true,
    items: [
      {
        title: 'Mixed item',
        category: 'strings',
        order: 2,
        content_type: 'mixed',
        mixed_content: [
          { type: 'code', language: 'python', content: "'a'.upper()" },
          { type: 'text', content: '<p>Returns <b>A</b></p>' },
        ],
      },
      { title: 'Print', category: 'basics', order: 0, content_type: 'code', language: 'python', code: "print('hi')" },
      { title: 'Notes', category: 'basics', order: 1, content_type: 'text', text_content: '<p>Indentation matters.</p>' },
    ],
  });
  const sql = await sheet({
    title: 'SQL Basics',
    slug: 'sql-basics',
    category: 'Database',
    tags: ['sql'],
    featured: false,
    is_active: true,
    items: [{ title: 'Select', category: 'basics', content_type: 'code', language: 'sql', code: 'SELECT 1;' }],
  });
  const linux = await sheet({
    title: 'Linux Secrets',
    slug: 'linux-secrets',
    category: 'Linux',
    tags: [],
    featured: true,
    is_active: false,
    items: [],
  });

  return {
    exams: { sscCgl, ibpsPo },
    topics: { reasoning, aptitude, empty },
    subtopics: { timeAndWork, percentages, dataInterpretation, series },
    uploads: { chart, figureA },
    questions: { percentQuestions, workQuestion },
    patterns: { sscPattern, nda, hidden },
    cheatsheets: { python, sql, linux },
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;

/** The fixture content as a stack seed: written once per run and kind of stack, copied with the template. */
export const FIXTURES: StackSeed<Fixtures> = { name: 'fixtures', write: createFixtures };

/** A stack with the fixture content in its database (and its cache empty), and the fixtures' ids and files. */
export async function startFixtureStack(options: StackOptions = {}): Promise<{ stack: Stack; fx: Fixtures }> {
  const { stack, seeded } = await startSeededStack(FIXTURES, options);
  return { stack, fx: seeded };
}

/**
 * A public contract suite's setup: before the file's tests, starts a stack with the fixture content (the cache
 * empty) and hands it to `use`; after them, stops it.
 */
export function useFixtureStack(use: (started: { stack: Stack; fx: Fixtures }) => void) {
  let stack: Stack | undefined;
  beforeAll(async () => {
    const started = await startFixtureStack();
    stack = started.stack;
    use(started);
  });
  afterAll(async () => {
    await stack?.stop();
  });
}
