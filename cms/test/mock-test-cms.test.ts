import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_TEST, type MockTestCms, PAPER_QUERY, type Paper, useMockTestStack } from '#harness/mock-test-cms.js';
import { cmsDir, requireFromCms, type Stack } from '#harness/stack.js';

/**
 * The CMS's side of mock tests: the mock-test content type (ordered sections of fixed questions or
 * blueprints, a marking scheme, timing) and the demo papers, read through Strapi's REST API with the proxy's token
 * and the query the proxy reads a paper with (PAPER_QUERY). Attempts: proxy/src/mock-tests/mock-test-attempts.test.ts.
 */

let stack: Stack;
let cms: MockTestCms;
useMockTestStack((started) => ({ stack, cms } = started));

describe('the mock-test content type', () => {
  it('reads back through the REST API with its exam, pattern, scheme, sections, questions and blueprints, in order', async () => {
    const [q1, q2, q3, q4] = await cms.demoQuestionIds('percentages', 4);
    const exam = await cms.documentIdOf('api::exam.exam', { exam_name: 'SSC CGL' });
    const pattern = await cms.documentIdOf('api::exam-pattern.exam-pattern', { slug: 'ssc-cgl-tier-1' });
    const series = await cms.documentIdOf('api::subtopic.subtopic', { subtopic_name: 'number-series' });
    const polity = await cms.documentIdOf('api::subtopic.subtopic', { subtopic_name: 'indian-polity' });
    const { documentId, slug } = await cms.createPaper({
      kind: 'previous_year',
      year: 2023,
      shift: 'Shift 3',
      exam,
      exam_pattern: pattern,
      instructions: '<p>Read <strong>carefully</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      duration: 45,
      sections: [
        { section_name: 'Fixed', questions: [q3, q1, q4, q2] },
        {
          section_name: 'Drawn',
          blueprint: [
            { subtopic: polity, count: 3 },
            { subtopic: series, count: 2 },
          ],
        },
      ],
    });

    const paper = await cms.paperBySlug(slug);
    expect(paper).toMatchObject({
      documentId,
      slug,
      kind: 'previous_year',
      year: 2023,
      shift: 'Shift 3',
      is_active: true,
      duration: 45,
      exam: { documentId: exam, exam_name: 'SSC CGL' },
      exam_pattern: { documentId: pattern, marking_scheme: { correct_answer: 2, wrong_answer: -0.5 } },
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
    });
    // Rich text is cleaned by the CMS on write, like every HTML field.
    expect(paper.instructions).toContain('<strong>carefully</strong>');
    expect(paper.instructions).not.toMatch(/script|onerror/);

    expect(paper.sections.map((section) => section.section_name)).toEqual(['Fixed', 'Drawn']);
    const [fixed, drawn] = paper.sections as [Paper['sections'][0], Paper['sections'][0]];
    expect(fixed.duration).toBeNull();
    expect(fixed.questions.map((question) => question.documentId)).toEqual([q3, q1, q4, q2]);
    expect(fixed.blueprint).toEqual([]);
    // Everything the proxy needs to show and to score a question.
    for (const question of fixed.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.options.filter((option) => option.option_text === question.answer)).toHaveLength(1);
      expect(question.options.every((option) => option.option_key)).toBe(true);
      expect(question.explanation).toBeTruthy();
    }
    expect(drawn.questions).toEqual([]);
    expect(drawn.blueprint.map((line) => [line.subtopic?.subtopic_name, line.count])).toEqual([
      ['indian-polity', 3],
      ['number-series', 2],
    ]);
  });

  it('keeps a new order of questions when the paper is edited', async () => {
    const [q1, q2, q3] = await cms.demoQuestionIds('time-and-work', 3);
    const { documentId, slug } = await cms.createPaper({
      duration: 10,
      sections: [{ section_name: 'Only', duration: null, questions: [q1, q2, q3] }],
    });
    await stack.strapi.documents(MOCK_TEST).update({
      documentId,
      data: {
        sections: [
          { section_name: 'Only', questions: [q3, q1] },
          { section_name: 'Second', questions: [q2] },
        ],
      },
    });
    const paper = await cms.paperBySlug(slug);
    expect(paper.sections.map((section) => section.questions.map((question) => question.documentId))).toEqual([[q3, q1], [q2]]);
    // The same question may sit in another paper too: papers share the question bank.
    const other = await cms.createPaper({ duration: 5, sections: [{ section_name: 'Again', questions: [q1, q3] }] });
    expect((await cms.paperBySlug(other.slug)).sections[0]!.questions.map((question) => question.documentId)).toEqual([q1, q3]);
    expect((await cms.paperBySlug(slug)).sections[0]!.questions.map((question) => question.documentId)).toEqual([q3, q1]);
  });

  it("the panel's preview opens the paper's page", async () => {
    const { documentId, slug } = await cms.createPaper({ duration: 10, sections: [] });
    const { previewUrl } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'preview', 'preview-url.js'));
    expect(await previewUrl(stack.strapi, 'https://site.example', MOCK_TEST, documentId)).toBe(
      `https://site.example/mock-tests/${slug}?preview=1`,
    );
  });

  it('refuses a slug that is taken and a positive wrong-answer mark', async () => {
    const { slug } = await cms.createPaper({ duration: 10, sections: [] });
    await expect(stack.strapi.documents(MOCK_TEST).create({ data: { title: 'Twin', slug, kind: 'practice' } })).rejects.toThrow(/unique/i);
    await expect(
      stack.strapi.documents(MOCK_TEST).create({
        data: {
          title: 'Bonus',
          slug: `bonus-${randomBytes(3).toString('hex')}`,
          kind: 'practice',
          marking_scheme: { correct_answer: 1, wrong_answer: 0.5 },
        },
      }),
    ).rejects.toThrow(/wrong_answer|must be less than or equal to 0/i);
  });
});

describe('the demo mock tests', () => {
  const papers: Paper[] = [];
  beforeAll(async () => {
    const answer = await cms.strapiApi(
      'GET',
      `/mock-tests${cms.query({ ...PAPER_QUERY, filters: { slug: { $in: DEMO_SLUGS } }, sort: ['id:asc'] })}`,
    );
    expect(answer.status).toBe(200);
    papers.push(...answer.body.data);
  });
  const DEMO_SLUGS = ['ssc-cgl-tier-1-2024-shift-1', 'ibps-po-prelims-mock-test-1', 'rrb-ntpc-cbt-1-practice-set'];
  const bySlug = (slug: string) => papers.find((paper) => paper.slug === slug)!;
  const questionCount = (paper: Paper) =>
    paper.sections.reduce(
      (sum, section) => sum + section.questions.length + section.blueprint.reduce((lines, line) => lines + line.count, 0),
      0,
    );

  it('are at least three active papers of both kinds, each of at least 20 questions, timed all sections or none', async () => {
    expect(papers.map((paper) => paper.slug).sort()).toEqual([...DEMO_SLUGS].sort());
    expect(new Set(papers.map((paper) => paper.kind))).toEqual(new Set(['previous_year', 'practice']));
    for (const paper of papers) {
      expect(paper.is_active, paper.slug).toBe(true);
      expect(paper.exam?.exam_name, paper.slug).toBeTruthy();
      expect(questionCount(paper), paper.slug).toBeGreaterThanOrEqual(20);
      expect(paper.instructions?.length ?? 0, paper.slug).toBeGreaterThan(50);
      const timed = paper.sections.filter((section) => section.duration !== null).length;
      expect([0, paper.sections.length], paper.slug).toContain(timed);
      if (timed === 0) expect(paper.duration, paper.slug).toBeGreaterThan(0);
      for (const section of paper.sections) {
        // Fixed questions or a blueprint, never both.
        expect(section.questions.length > 0 !== section.blueprint.length > 0, `${paper.slug} ${section.section_name}`).toBe(true);
        const ids = section.questions.map((question) => question.documentId);
        expect(new Set(ids).size, `${paper.slug} ${section.section_name}`).toBe(ids.length);
        for (const question of section.questions) {
          expect(question.options).toHaveLength(4);
          expect(question.options.filter((option) => option.option_text === question.answer)).toHaveLength(1);
          expect(question.explanation?.length ?? 0).toBeGreaterThan(20);
        }
      }
    }
  });

  it('include a previous-year paper with its year and shift, labelled as modelled on that paper', async () => {
    const paper = bySlug('ssc-cgl-tier-1-2024-shift-1');
    expect(paper).toMatchObject({ kind: 'previous_year', year: 2024, shift: 'Shift 1', exam: { exam_name: 'SSC CGL' } });
    expect(paper.instructions).toMatch(/modelled on/i);
    expect(paper.instructions).toMatch(/not the official question paper/i);
  });

  it('include an SSC CGL Tier 1 style paper with negative marking: 4 sections, -0.5 a wrong answer, one total duration', async () => {
    const paper = bySlug('ssc-cgl-tier-1-2024-shift-1');
    expect(paper.marking_scheme).toEqual({ id: expect.any(Number), correct_answer: 2, wrong_answer: -0.5 });
    expect(paper.sections).toHaveLength(4);
    expect(paper.sections.every((section) => section.duration === null)).toBe(true);
    expect(paper.duration).toBe(20);
    // Its questions are of its exam.
    const ids = paper.sections.flatMap((section) => section.questions.map((question) => question.documentId));
    const tagged = await stack.strapi.documents('api::question.question').findMany({
      filters: { documentId: { $in: ids }, exams: { exam_name: 'SSC CGL' } },
      fields: ['documentId'],
      limit: 100,
    });
    expect(tagged).toHaveLength(ids.length);
  });

  it('include an IBPS PO Prelims style paper with sectional timing: 3 sections of 20 minutes', async () => {
    const paper = bySlug('ibps-po-prelims-mock-test-1');
    expect(paper.sections.map((section) => [section.section_name, section.duration])).toEqual([
      ['English Language', 20],
      ['Quantitative Aptitude', 20],
      ['Reasoning Ability', 20],
    ]);
    expect(paper.marking_scheme).toMatchObject({ correct_answer: 1, wrong_answer: -0.25 });
    expect(paper.exam_pattern?.marking_scheme).toMatchObject({ correct_answer: 1, wrong_answer: -0.25 });
    // A picture question (data interpretation) is part of it.
    expect(paper.sections.some((section) => section.questions.some((question) => question.question_image?.url))).toBe(true);
  });

  it('include a practice paper drawn by blueprints from demo subtopics that hold enough questions, marked by its pattern', async () => {
    const paper = bySlug('rrb-ntpc-cbt-1-practice-set');
    expect(paper.kind).toBe('practice');
    expect(paper.marking_scheme).toBeNull(); // the exam pattern's scheme applies
    expect(paper.exam_pattern?.marking_scheme?.wrong_answer).toBeLessThan(0);
    for (const section of paper.sections) {
      expect(section.blueprint.length).toBeGreaterThan(0);
      for (const line of section.blueprint) {
        const held = await stack.strapi.documents('api::question.question').count({
          filters: { subtopic: { documentId: line.subtopic!.documentId } },
        });
        expect(held, line.subtopic!.subtopic_name).toBeGreaterThanOrEqual(line.count);
      }
    }
  });

  it('are listed to the proxy by the default REST query too', async () => {
    const answer = await cms.strapiApi('GET', '/mock-tests?fields[0]=slug&pagination[pageSize]=100');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row: { slug: string }) => row.slug)).toEqual(expect.arrayContaining(DEMO_SLUGS));
  });
});
