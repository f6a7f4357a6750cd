import { describe, expect, it } from 'vitest';
import { allKeys, eventually, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { adminClient, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { choose, quiet, shownId, sitPaper, submitPaper } from '#test/helpers/mock-tests.js';

/**
 * Mock tests in the admin area: list, read, create, replace and delete, with a session, no-store
 * answers, validation messages naming the field, 409 on a taken slug and the public list purged on every write.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;

useAdminStack((started) => ({ stack, fx, api } = started));

/** The admin form of a paper: two sections, one of fixed questions (in a chosen order), one a blueprint. */
function paperForm(change: Record<string, unknown> = {}) {
  const [pq0, pq1, pq2] = fx.questions.percentQuestions.map((question) => question.documentId);
  return {
    title: 'SSC CGL 2022 Tier 1 (Shift 2)',
    kind: 'previous_year',
    exam_id: fx.exams.sscCgl.documentId,
    exam_pattern_id: fx.patterns.sscPattern.documentId,
    year: '2022',
    shift: 'Shift 2',
    instructions: '<p>Read <strong>all</strong> questions.</p><script>alert(1)</script>',
    is_active: true,
    marking_scheme: { correct_answer: '2', wrong_answer: '-0.5' },
    duration: '60',
    sections: [
      { section_name: 'Quantitative Aptitude', question_ids: [pq2, pq0, pq1] },
      { section_name: 'Reasoning', blueprint: [{ subtopic_id: fx.subtopics.timeAndWork.documentId, count: '1' }] },
    ],
    ...change,
  };
}

const slugsOf = (list: { mockTests: Array<{ slug: string }> }) => list.mockTests.map((paper) => paper.slug);

const expectNoStrapiInternals = (body: unknown) => {
  for (const leaked of ['id', 'documentId', 'publishedAt', 'data', 'meta'])
    expect(allKeys(body).has(leaked), `leaks ${leaked}`).toBe(false);
};

describe('mock tests in the admin area', () => {
  it('401 without a session, for every call', async () => {
    const anonymous = adminClient(stack, undefined);
    const answers = [
      await anonymous.get('/api/mock-tests/admin/all'),
      await anonymous.get('/api/mock-tests/admin/someid'),
      await anonymous.post('/api/mock-tests/admin', paperForm()),
      await anonymous.put('/api/mock-tests/admin/someid', paperForm()),
      await anonymous.delete('/api/mock-tests/admin/someid'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await stack.strapi.db.query('api::mock-test.mock-test').count()).toBe(0);
  });

  it('POST /api/mock-tests/admin creates the paper as the form gave it: slug from the title, questions in order; the public list follows', async () => {
    await quiet(stack);
    await stack.json('/api/mock-tests/all');
    expect((await stack.json('/api/mock-tests/all')).headers.get('x-cache')).toBe('HIT');

    const created = await api.post('/api/mock-tests/admin', paperForm());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const [pq0, pq1, pq2] = fx.questions.percentQuestions.map((question) => question.documentId);
    expect(created.body).toEqual({
      _id: expect.any(String),
      slug: 'ssc-cgl-2022-tier-1-shift-2',
      title: 'SSC CGL 2022 Tier 1 (Shift 2)',
      kind: 'previous_year',
      exam_id: fx.exams.sscCgl.documentId,
      exam_name: 'SSC CGL',
      exam_pattern_id: fx.patterns.sscPattern.documentId,
      year: 2022,
      shift: 'Shift 2',
      // Sanitised on the way in.
      instructions: '<p>Read <strong>all</strong> questions.</p>',
      is_active: true,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      duration: 60,
      sections: [
        {
          section_name: 'Quantitative Aptitude',
          duration: null,
          question_ids: [pq2, pq0, pq1],
          // Each question by its plain-text title, so the form names them without asking for each one.
          question_titles: [
            'A price rises from ₹200 to ₹250. The rise is:',
            'What is 20% of 150?',
            'Read the chart. By what percent did sales grow?',
          ],
          blueprint: [],
        },
        {
          section_name: 'Reasoning',
          duration: null,
          question_ids: [],
          question_titles: [],
          blueprint: [{ subtopic_id: fx.subtopics.timeAndWork.documentId, subtopic_name: 'time-and-work', count: 1 }],
        },
      ],
      total_questions: 4,
      updatedAt: expect.any(String),
    });
    expectNoStrapiInternals(created.body);

    const list = await stack.json('/api/mock-tests/all');
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect(list.body.mockTests).toEqual([
      {
        _id: created.body._id,
        slug: 'ssc-cgl-2022-tier-1-shift-2',
        title: 'SSC CGL 2022 Tier 1 (Shift 2)',
        kind: 'previous_year',
        exam_name: 'SSC CGL',
        year: 2022,
        total_questions: 4,
        duration: 60,
        negative_marking: true,
        sections_count: 2,
        locale: 'en',
      },
    ]);
    // The paper can be sat at once, its questions in the order given, and scored.
    const paper = await sitPaper(stack, 'ssc-cgl-2022-tier-1-shift-2');
    expect(paper.sections.map((section) => section.questions.map((question) => question._id))).toEqual(
      [[pq2, pq0, pq1], [fx.questions.workQuestion.documentId]].map((ids) => ids.map((id) => shownId(paper, id!))),
    );
    const result = await submitPaper(stack, paper.slug, {
      attempt_id: paper.attempt_id,
      responses: [choose(paper, pq0!, '30'), choose(paper, fx.questions.workQuestion.documentId, '6 days')],
      time_spent_seconds: 100,
    });
    expect(result.body).toMatchObject({ score: 4, max_score: 8, correct: 2, unanswered: 2 });
  });

  it('GET /api/mock-tests/admin/all lists every paper (inactive too), newest first, a page at a time, searchable', async () => {
    const second = await api.post(
      '/api/mock-tests/admin',
      paperForm({ title: 'Practice Set A', kind: 'practice', year: '', is_active: false, marking_scheme: null }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // A practice paper has no year; without a scheme of its own it uses its exam pattern's.
    expect(second.body).toMatchObject({ slug: 'practice-set-a', year: null, is_active: false, marking_scheme: null });

    const all = await api.get('/api/mock-tests/admin/all');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(slugsOf(all.body)).toEqual(['practice-set-a', 'ssc-cgl-2022-tier-1-shift-2']);
    expect(all.body.pagination).toEqual({ current: 1, total: 2, totalPages: 1, limit: 10, hasNext: false, hasPrev: false });
    const page = await api.get('/api/mock-tests/admin/all?page=2&limit=1');
    expect([slugsOf(page.body), page.body.pagination.hasPrev]).toEqual([['ssc-cgl-2022-tier-1-shift-2'], true]);
    expect(slugsOf((await api.get('/api/mock-tests/admin/all?search=practice')).body)).toEqual(['practice-set-a']);
    expect((await api.get('/api/mock-tests/admin/all?page=first')).body).toEqual({ message: 'page must be a whole number' });
    // The inactive paper stays out of the public list, and cannot be sat.
    expect(slugsOf((await stack.json('/api/mock-tests/all')).body)).toEqual(['ssc-cgl-2022-tier-1-shift-2']);
    expect((await stack.json('/api/mock-tests/slug/practice-set-a')).status).toBe(404);

    const one = await api.get(`/api/mock-tests/admin/${second.body._id}`);
    expect(one.body).toEqual(second.body);
    expect(await api.get('/api/mock-tests/admin/nosuchpaper')).toMatchObject({ status: 404, body: { message: 'Mock test not found' } });
  });

  it('refuses invalid forms with 400 naming the field, and writes nothing', async () => {
    const [pq0] = fx.questions.percentQuestions.map((question) => question.documentId);
    const section = { section_name: 'S', question_ids: [pq0] };
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, 'title is required'],
      [{ kind: 'mock' }, 'kind must be one of: previous_year, practice'],
      [{ exam_id: undefined }, 'exam_id is required'],
      [{ year: '' }, 'year: is required for a previous-year paper'],
      [{ year: '1900' }, 'year must be at least 1990'],
      [{ marking_scheme: { correct_answer: 2, wrong_answer: 0.5 } }, 'marking_scheme.wrong_answer must be at most 0'],
      [{ marking_scheme: { correct_answer: 0, wrong_answer: 0 } }, 'marking_scheme.correct_answer must be more than 0'],
      [{ sections: [] }, 'sections needs at least 1 item'],
      [{ sections: [{ section_name: 'S' }] }, 'sections[0].question_ids: must list questions, or give a blueprint to draw them'],
      [{ sections: [{ ...section, duration: 20 }, section] }, 'sections: must all have a duration, or none'],
      [{ duration: '' }, 'duration: is required when the sections have no duration'],
      [{ sections: [{ section_name: 'S', question_ids: [pq0, pq0] }] }, 'sections[0].question_ids: must not list a question twice'],
      [{ exam_id: 'nosuchexam' }, 'exam_id: no exam has the id "nosuchexam"'],
      [{ exam_pattern_id: 'nosuchpattern' }, 'exam_pattern_id: no exam pattern has the id "nosuchpattern"'],
      [
        { sections: [{ section_name: 'S', question_ids: [pq0, 'nosuchquestion'] }] },
        'sections[0].question_ids[1]: no question has the id "nosuchquestion"',
      ],
      [
        { sections: [{ section_name: 'S', blueprint: [{ subtopic_id: 'nosuchsubtopic', count: 2 }] }] },
        'sections[0].blueprint[0].subtopic_id: no subtopic has the id "nosuchsubtopic"',
      ],
      [
        { sections: [section, { section_name: 'T', question_ids: [pq0] }] },
        `sections[1].question_ids[0]: the question "${pq0}" is already in sections[0]`,
      ],
      [{ title: '!!!' }, 'slug: give one, or a title with letters or digits to derive it from'],
    ];
    const before = await stack.strapi.db.query('api::mock-test.mock-test').count();
    for (const [change, message] of refusals) {
      const answer = await api.post('/api/mock-tests/admin', paperForm({ title: 'Refused Paper', ...change }));
      expect([answer.status, answer.body], message).toEqual([400, { message }]);
    }
    expect(await stack.strapi.db.query('api::mock-test.mock-test').count()).toBe(before);
  });

  it('409 when the slug is taken, on create and on update', async () => {
    const taken = await api.post('/api/mock-tests/admin', paperForm());
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'The slug "ssc-cgl-2022-tier-1-shift-2" is already used by another mock test' },
    });
    const other = await api.post('/api/mock-tests/admin', paperForm({ title: 'Another Paper', slug: 'SSC CGL 2022 Tier 1 Shift 2' }));
    expect(other.status).toBe(409);
    const free = await api.post('/api/mock-tests/admin', paperForm({ title: 'Another Paper' }));
    expect(free.status).toBe(201);
    const clash = await api.put(`/api/mock-tests/admin/${free.body._id}`, paperForm({ title: 'Another Paper', slug: 'practice-set-a' }));
    expect(clash).toMatchObject({ status: 409, body: { message: 'The slug "practice-set-a" is already used by another mock test' } });
    // Its own slug is no clash.
    expect((await api.put(`/api/mock-tests/admin/${free.body._id}`, paperForm({ title: 'Another Paper' }))).status).toBe(200);
  });

  it('PUT replaces the paper (sections as a whole, sectional timing), DELETE removes it; both purge the public list', async () => {
    const created = await api.post('/api/mock-tests/admin', paperForm({ title: 'Timed Paper' }));
    const id = created.body._id;
    await stack.json('/api/mock-tests/all');
    expect((await stack.json('/api/mock-tests/all')).headers.get('x-cache')).toBe('HIT');

    const work = fx.questions.workQuestion.documentId;
    const replaced = await api.put(
      `/api/mock-tests/admin/${id}`,
      paperForm({
        title: 'Timed Paper',
        kind: 'practice',
        year: undefined,
        shift: null,
        exam_pattern_id: null,
        marking_scheme: null,
        duration: '',
        sections: [
          { section_name: 'Work', duration: '20', question_ids: [work] },
          { section_name: 'Percentages', duration: 25, blueprint: [{ subtopic_id: fx.subtopics.percentages.documentId, count: 2 }] },
        ],
      }),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      _id: id,
      slug: 'timed-paper',
      kind: 'practice',
      year: null,
      shift: null,
      exam_pattern_id: null,
      marking_scheme: null,
      duration: null,
      total_questions: 3,
      sections: [
        { section_name: 'Work', duration: 20, question_ids: [work], blueprint: [] },
        { section_name: 'Percentages', duration: 25, question_ids: [], blueprint: [expect.objectContaining({ count: 2 })] },
      ],
    });
    const listed = await stack.json('/api/mock-tests/all');
    expect(listed.headers.get('x-cache')).toBe('MISS');
    // Sectional timing: 20 + 25 minutes; no scheme, no pattern: 1 and 0.
    expect(listed.body.mockTests.find((paper: { slug: string }) => paper.slug === 'timed-paper')).toMatchObject({
      duration: 45,
      negative_marking: false,
      total_questions: 3,
      year: null,
    });
    const paper = await sitPaper(stack, 'timed-paper');
    expect([paper.duration, paper.sections.map((section) => section.duration), paper.marking_scheme]).toEqual([
      45,
      [20, 25],
      { correct_answer: 1, wrong_answer: 0 },
    ]);

    expect(await api.put('/api/mock-tests/admin/nosuchpaper', paperForm({ title: 'X' }))).toMatchObject({ status: 404 });
    const deleted = await api.delete(`/api/mock-tests/admin/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Mock test deleted successfully', _id: id } });
    expect((await api.get(`/api/mock-tests/admin/${id}`)).status).toBe(404);
    expect(await api.delete(`/api/mock-tests/admin/${id}`)).toMatchObject({ status: 404, body: { message: 'Mock test not found' } });
    await eventually(async () => expect(slugsOf((await stack.json('/api/mock-tests/all')).body)).not.toContain('timed-paper'));
    expect((await stack.json('/api/mock-tests/slug/timed-paper')).status).toBe(404);
  });

  it('scores with the answer as it is now: an answer changed in the CMS counts from the next submission on', async () => {
    const pq2 = fx.questions.percentQuestions[2]!.documentId;
    const created = await api.post(
      '/api/mock-tests/admin',
      paperForm({ title: 'Answer Key Paper', kind: 'practice', year: '', sections: [{ section_name: 'Only', question_ids: [pq2] }] }),
    );
    expect(created.status).toBe(201);
    const submitChoosing = async (text: string) => {
      const paper = await sitPaper(stack, 'answer-key-paper');
      const { body } = await submitPaper(stack, paper.slug, {
        attempt_id: paper.attempt_id,
        responses: [choose(paper, pq2, text)],
        time_spent_seconds: 5,
      });
      return { correct: body.correct, correctOption: body.questions[0].correct_option_id, fifty: choose(paper, pq2, '50%').option_id };
    };
    expect((await submitChoosing('25%')).correct).toBe(1);
    await stack.strapi.documents('api::question.question').update({ documentId: pq2, data: { answer: '50%' } });
    await eventually(async () => {
      const now = await submitChoosing('25%');
      expect([now.correct, now.correctOption]).toEqual([0, now.fifty]);
    });
    await stack.strapi.documents('api::question.question').update({ documentId: pq2, data: { answer: '25%' } });
  });
});
