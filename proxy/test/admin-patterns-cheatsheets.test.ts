import { describe, expect, it } from 'vitest';
import { allKeys, type Stack } from './helpers/stack.js';
import type { createFixtures } from './helpers/fixtures.js';
import { fullPattern, useAdminStack, type AdminClient } from './helpers/admin.js';

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;

useAdminStack((started) => ({ stack, fx, api } = started));

const expectNoStrapiInternals = (body: unknown) => {
  for (const leaked of ['id', 'documentId', 'publishedAt', 'data', 'meta'])
    expect(allKeys(body).has(leaked), `leaks ${leaked}`).toBe(false);
};

describe('exam patterns', () => {
  it('GET /api/exam-patterns/admin/all lists every pattern (inactive too) with is_active and pagination', async () => {
    const { status, body, headers } = await api.get('/api/exam-patterns/admin/all');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['examPatterns', 'pagination']);
    expect(body.examPatterns.map((p: { slug: string }) => p.slug).sort()).toEqual(['nda', 'retired-exam', 'ssc-cgl-tier-1']);
    expect(body.pagination).toEqual({ current: 1, total: 3, totalPages: 1, limit: 10, hasNext: false, hasPrev: false });
    const hidden = body.examPatterns.find((p: { slug: string }) => p.slug === 'retired-exam');
    expect(hidden).toMatchObject({ _id: fx.patterns.hidden.documentId, is_active: false, featured: true, exam_level: 'Post Graduate' });
    // The same fields as the public view, plus is_active.
    const publicView = (await stack.json('/api/exam-patterns/slug/ssc-cgl-tier-1')).body;
    const adminView = body.examPatterns.find((p: { slug: string }) => p.slug === 'ssc-cgl-tier-1');
    expect(adminView).toEqual({ ...publicView, views: adminView.views, is_active: true });
    expectNoStrapiInternals(body);
  });

  it('pages, searches and filters by level', async () => {
    const page = await api.get('/api/exam-patterns/admin/all?page=2&limit=2');
    expect(page.body.examPatterns).toHaveLength(1);
    expect(page.body.pagination).toEqual({ current: 2, total: 3, totalPages: 2, limit: 2, hasNext: false, hasPrev: true });
    expect((await api.get('/api/exam-patterns/admin/all?search=retired')).body.examPatterns.map((p: { slug: string }) => p.slug)).toEqual([
      'retired-exam',
    ]);
    expect(
      (await api.get('/api/exam-patterns/admin/all?exam_level=Certificate')).body.examPatterns.map((p: { slug: string }) => p.slug),
    ).toEqual(['nda']);
    expect((await api.get('/api/exam-patterns/admin/all?exam_level=All')).body.examPatterns).toEqual([]);
    expect((await api.get('/api/exam-patterns/admin/all?exam_level=PhD')).status).toBe(400);
    expect((await api.get('/api/exam-patterns/admin/all?page=first')).body).toEqual({ message: 'page must be a whole number' });
  });

  it('GET /api/exam-patterns/admin/stats counts every pattern', async () => {
    const { status, body } = await api.get('/api/exam-patterns/admin/stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      totalExams: 3,
      activeExams: 2,
      featuredExams: 2,
      examTypesStats: [
        { _id: 'Graduate', count: 1 },
        { _id: 'Post Graduate', count: 1 },
        { _id: 'Certificate', count: 1 },
      ],
    });
  });

  it('the public calls still answer next to GET /api/exam-patterns/{id}', async () => {
    expect((await stack.json('/api/exam-patterns/all')).status).toBe(200);
    expect((await stack.json('/api/exam-patterns/featured/list')).body.map((p: { slug: string }) => p.slug)).toEqual(['ssc-cgl-tier-1']);
    expect((await stack.json('/api/exam-patterns/meta/filters')).body).toEqual({ examLevels: ['Graduate', 'Certificate'] });
    expect((await stack.json('/api/exam-patterns/slug/nda')).status).toBe(200);
    const byId = await api.get(`/api/exam-patterns/${fx.patterns.hidden.documentId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ _id: fx.patterns.hidden.documentId, slug: 'retired-exam', is_active: false });
    expect((await api.get('/api/exam-patterns/nosuchpattern')).body).toEqual({ message: 'Exam pattern not found' });
  });

  it('POST /api/exam-patterns/admin/create answers 201 with the pattern; the slug follows the name; public lists and stats follow at once', async () => {
    await stack.get('/api/exam-patterns/all?limit=100');
    const created = await api.post('/api/exam-patterns/admin/create', fullPattern());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      slug: 'ssc-chsl-102-tier-1',
      exam_name: 'SSC CHSL (10+2) Tier-1',
      exam_level: 'All',
      total_marks: 200,
      language_options: ['English', 'Hindi'],
      tags: ['ssc', '12th'],
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
      cutoff_marks: { general: '130-150', obc: '125', sc: '110', st: '100' },
      important_dates: [{ event: 'Notification', date: 'May' }],
      exam_logo: null,
      is_active: true,
      featured: false,
      views: 0,
    });
    expect(created.body.sections[0]).toEqual({ ...fullPattern().sections[0] });
    expectNoStrapiInternals(created.body);

    const list = await stack.json('/api/exam-patterns/all?limit=100');
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect(list.body.examPatterns.map((p: { slug: string }) => p.slug)).toContain('ssc-chsl-102-tier-1');
    expect((await stack.json('/api/exam-patterns/slug/ssc-chsl-102-tier-1')).status).toBe(200);
    expect((await api.get('/api/exam-patterns/admin/stats')).body).toMatchObject({ totalExams: 4, activeExams: 3, featuredExams: 2 });
    expect((await api.get('/api/exam-patterns/admin/stats')).body.examTypesStats).toContainEqual({ _id: 'All', count: 1 });
  });

  it('refuses missing and out-of-range fields with 400 {message, error} naming the field', async () => {
    const section = fullPattern().sections[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ exam_name: '' }, 'exam_name is required'],
      [{ exam_name: undefined }, 'exam_name is required'],
      [{ exam_level: undefined }, 'exam_level is required'],
      [{ exam_level: 'PhD' }, 'exam_level must be one of: Graduate, Post Graduate, Diploma, Certificate, All'],
      [{ total_questions: 0 }, 'total_questions must be at least 1'],
      [{ total_questions: 10.5 }, 'total_questions must be a whole number'],
      [{ total_questions: 'many' }, 'total_questions must be a number'],
      [{ total_marks: '' }, 'total_marks is required'],
      [{ duration: -5 }, 'duration must be at least 1'],
      [{ sections: [] }, 'sections needs at least 1 item'],
      [{ sections: [{ ...section, section_name: ' ' }] }, 'sections[0].section_name is required'],
      [{ sections: [section, { ...section, section_code: undefined }] }, 'sections[1].section_code is required'],
      [{ sections: [{ ...section, questions: 0 }] }, 'sections[0].questions must be at least 1'],
      [{ sections: [{ ...section, marks_per_question: -1 }] }, 'sections[0].marks_per_question must be at least 0'],
      [
        { sections: [{ ...section, topics: [{ topic_name: 'x', weightage: 101 }] }] },
        'sections[0].topics[0].weightage must be at most 100',
      ],
      [
        { sections: [{ ...section, question_types: ['Essay'] }] },
        'sections[0].question_types[0] must be one of: MCQ, Fill in the Blanks, True/False, Short Answer, Long Answer, Numerical',
      ],
      [{ marking_scheme: { correct_answer: -1 } }, 'marking_scheme.correct_answer must be at least 0'],
      [{ marking_scheme: { negative_marking_value: -0.25 } }, 'marking_scheme.negative_marking_value must be at least 0'],
      [{ eligibility_criteria: { age_limit: { min: -1, max: 30 } } }, 'eligibility_criteria.age_limit.min must be at least 0'],
      [
        { eligibility_criteria: { age_limit: { min: 40, max: 30 } } },
        'eligibility_criteria.age_limit.min: must not be more than age_limit.max',
      ],
      [{ application_fee: -100 }, 'application_fee must be at least 0'],
      [{ exam_mode: 'Postal' }, 'exam_mode must be one of: Online, Offline, Both'],
      [{ exam_official_website: 'ssc dot gov' }, 'exam_official_website must be a web address starting with http:// or https://'],
      [{ exam_logo: 'javascript:alert(1)' }, 'exam_logo must be a web address starting with http:// or https://'],
      [{ featured: 'yes' }, 'featured must be true or false'],
    ];
    for (const [change, message] of cases) {
      const answer = await api.post('/api/exam-patterns/admin/create', fullPattern({ exam_name: 'Validation Exam', ...change }));
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ message, error: message });
    }
    // Penalties may be negative, marks may be decimals (step 0.25).
    const decimals = await api.post(
      '/api/exam-patterns/admin/create',
      fullPattern({ exam_name: 'Decimal Exam', total_marks: 150.75, marking_scheme: { correct_answer: 1.25, wrong_answer: -0.25 } }),
    );
    expect(decimals.status).toBe(201);
    expect(decimals.body.total_marks).toBe(150.75);
    expect(await stack.strapi.db.query('api::exam-pattern.exam-pattern').count({ where: { exam_name: 'Validation Exam' } })).toBe(0);
  });

  it('refuses a duplicate name (any case) or slug with 409 {message, error}', async () => {
    const name = await api.post('/api/exam-patterns/admin/create', fullPattern({ exam_name: 'nda' }));
    expect(name.status).toBe(409);
    expect(name.body).toEqual({
      message: 'An exam pattern named "NDA" already exists',
      error: 'An exam pattern named "NDA" already exists',
    });
    const slug = await api.post('/api/exam-patterns/admin/create', fullPattern({ exam_name: 'New Defence Academy', slug: 'NDA' }));
    expect(slug.status).toBe(409);
    expect(slug.body.error).toBe('The slug "nda" is already used by another exam pattern');
  });

  it('PUT /api/exam-patterns/admin/{id} updates (hand-edited slug kept), PATCH …/featured toggles, DELETE removes', async () => {
    const created = (await api.post('/api/exam-patterns/admin/create', fullPattern({ exam_name: 'CDS', exam_level: 'Graduate' }))).body;
    expect(created.slug).toBe('cds');

    const updated = await api.put(
      `/api/exam-patterns/admin/${created._id}`,
      fullPattern({
        exam_name: 'CDS II',
        slug: 'combined-defence-services',
        exam_level: 'Graduate',
        is_active: false,
        sections: [{ ...fullPattern().sections[0], section_name: 'English' }],
      }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ _id: created._id, exam_name: 'CDS II', slug: 'combined-defence-services', is_active: false });
    expect(updated.body.sections.map((s: { section_name: string }) => s.section_name)).toEqual(['English']);
    // Inactive: gone from the public site, still in the admin list.
    expect((await stack.json('/api/exam-patterns/slug/combined-defence-services')).status).toBe(404);
    expect((await api.get('/api/exam-patterns/admin/all?search=CDS')).body.examPatterns).toHaveLength(1);
    // Its own name and slug are no clash.
    expect(
      (
        await api.put(
          `/api/exam-patterns/admin/${created._id}`,
          fullPattern({ exam_name: 'cds ii', slug: 'combined-defence-services', exam_level: 'Graduate' }),
        )
      ).status,
    ).toBe(200);
    const clash = await api.put(`/api/exam-patterns/admin/${created._id}`, fullPattern({ exam_name: 'NDA', exam_level: 'Graduate' }));
    expect(clash.status).toBe(409);
    const invalid = await api.put(`/api/exam-patterns/admin/${created._id}`, fullPattern({ total_marks: 0 }));
    expect(invalid.body).toEqual({ message: 'total_marks must be at least 1', error: 'total_marks must be at least 1' });
    expect((await api.put('/api/exam-patterns/admin/nosuchpattern', fullPattern())).body).toEqual({
      message: 'Exam pattern not found',
      error: 'Exam pattern not found',
    });

    const featured = await api.patch(`/api/exam-patterns/admin/${created._id}/featured`, { featured: true });
    expect(featured.status).toBe(200);
    expect(featured.body.featured).toBe(true);
    expect((await api.patch(`/api/exam-patterns/admin/${created._id}/featured`, { featured: false })).body.featured).toBe(false);
    expect((await api.patch(`/api/exam-patterns/admin/${created._id}/featured`, { featured: 'on' })).body).toEqual({
      message: 'featured must be true or false',
    });

    const deleted = await api.delete(`/api/exam-patterns/admin/${created._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Exam pattern deleted successfully', _id: created._id });
    expect((await api.get(`/api/exam-patterns/${created._id}`)).status).toBe(404);
    expect((await api.delete(`/api/exam-patterns/admin/${created._id}`)).status).toBe(404);
  });

  it('takes real-world values: long cut-off notes, "no upper age limit" as max 0; and a blank field clears it', async () => {
    const created = await api.post(
      '/api/exam-patterns/admin/create',
      fullPattern({
        exam_name: 'NEET UG Mock',
        cutoff_marks: { general: '720-137 (50th percentile, approx., varies by year)', obc: '136-107', sc: '136-107', st: '136-107' },
        eligibility_criteria: {
          age_limit: { min: 17, max: 0 },
          education_qualification: '12th with PCB',
          nationality: 'Indian',
          experience_required: '',
        },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.eligibility_criteria.age_limit).toEqual({ min: 17, max: 0 });
    expect(created.body.cutoff_marks.general).toBe('720-137 (50th percentile, approx., varies by year)');
    // A real maximum below the minimum is still refused.
    const inverted = await api.put(
      `/api/exam-patterns/admin/${created.body._id}`,
      fullPattern({ exam_name: 'NEET UG Mock', eligibility_criteria: { age_limit: { min: 30, max: 25 } } }),
    );
    expect(inverted.status).toBe(400);
    // An empty description clears the stored one.
    const cleared = await api.put(
      `/api/exam-patterns/admin/${created.body._id}`,
      fullPattern({ exam_name: 'NEET UG Mock', description: '' }),
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.description).toBe('');
    await api.delete(`/api/exam-patterns/admin/${created.body._id}`);
  });

  it('a featured toggle shows on the public featured list at once', async () => {
    await stack.get('/api/exam-patterns/featured/list');
    await api.patch(`/api/exam-patterns/admin/${fx.patterns.nda.documentId}/featured`, { featured: true });
    expect((await stack.json('/api/exam-patterns/featured/list')).body.map((p: { slug: string }) => p.slug)).toContain('nda');
    await api.patch(`/api/exam-patterns/admin/${fx.patterns.nda.documentId}/featured`, { featured: false });
    expect((await stack.json('/api/exam-patterns/featured/list')).body.map((p: { slug: string }) => p.slug)).not.toContain('nda');
  });
});

describe('cheatsheets', () => {
  const item = (overrides: Record<string, unknown> = {}) => ({
    title: 'Print',
    category: 'basics',
    description: 'Output',
    content_type: 'code',
    language: 'python',
    code: "print('hi')",
    ...overrides,
  });

  it('GET /api/cheatsheets/admin/all lists every sheet without items, 10 a page, with is_active', async () => {
    const { status, body, headers } = await api.get('/api/cheatsheets/admin/all');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.cheatsheets.map((s: { slug: string }) => s.slug).sort()).toEqual(['linux-secrets', 'python-essentials', 'sql-basics']);
    expect(body.pagination).toEqual({ current: 1, total: 3, totalPages: 1, limit: 10, hasNext: false, hasPrev: false });
    const linux = body.cheatsheets.find((s: { slug: string }) => s.slug === 'linux-secrets');
    expect(linux).toEqual({
      _id: fx.cheatsheets.linux.documentId,
      title: 'Linux Secrets',
      slug: 'linux-secrets',
      description: 'Fixture sheet.',
      category: 'Linux',
      tags: [],
      categories: [],
      color: '#3B82F6',
      featured: true,
      is_active: false,
      views: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expectNoStrapiInternals(body);
    expect((await api.get('/api/cheatsheets/admin/all?search=essent')).body.cheatsheets.map((s: { slug: string }) => s.slug)).toEqual([
      'python-essentials',
    ]);
    expect((await api.get('/api/cheatsheets/admin/all?category=database')).body.cheatsheets.map((s: { slug: string }) => s.slug)).toEqual([
      'sql-basics',
    ]);
    const paged = await api.get('/api/cheatsheets/admin/all?limit=1&page=3');
    expect(paged.body.pagination).toEqual({ current: 3, total: 3, totalPages: 3, limit: 1, hasNext: false, hasPrev: true });
  });

  it('GET /api/cheatsheets/admin/stats counts every sheet, per category', async () => {
    expect((await api.get('/api/cheatsheets/admin/stats')).body).toEqual({
      totalCheatsheets: 3,
      activeCheatsheets: 2,
      featuredCheatsheets: 2,
      categoryStats: [
        { _id: 'Database', count: 1 },
        { _id: 'Linux', count: 1 },
        { _id: 'Programming', count: 1 },
      ],
    });
  });

  it('GET /api/cheatsheets/admin/{id} answers one sheet (inactive too) with items sorted by order', async () => {
    const python = await api.get(`/api/cheatsheets/admin/${fx.cheatsheets.python.documentId}`);
    expect(python.status).toBe(200);
    expect(python.body.items.map((i: { title: string; order: number }) => [i.title, i.order])).toEqual([
      ['Print', 0],
      ['Notes', 1],
      ['Mixed item', 2],
    ]);
    expect(python.body.is_active).toBe(true);
    expect((await api.get(`/api/cheatsheets/admin/${fx.cheatsheets.linux.documentId}`)).body).toMatchObject({
      slug: 'linux-secrets',
      is_active: false,
      items: [],
    });
    expect((await api.get('/api/cheatsheets/admin/nosuchsheet')).body).toEqual({ message: 'Cheatsheet not found' });
  });

  it('POST /api/cheatsheets/admin/create keeps only valid items, renumbers them, derives the slug and answers 201', async () => {
    await stack.get('/api/cheatsheets/categories');
    const created = await api.post('/api/cheatsheets/admin/create', {
      title: 'Git Basics: Branches & Merges!',
      category: 'Git',
      description: 'Everyday git.',
      items: [
        item({ title: 'Branch', code: 'git switch -c topic', language: 'bash', _tempId: 'client-only' }),
        item({ title: '   ' }),
        item({ title: 'No category', category: '' }),
        item({ title: 'No code', code: '  ' }),
        { title: 'Text', category: 'notes', content_type: 'text', text_content: '<p>Merge <strong>often</strong>.</p>' },
        { title: 'Empty text', category: 'notes', content_type: 'text', text_content: '<p><br></p>' },
        {
          title: 'Mixed',
          category: 'notes',
          content_type: 'mixed',
          mixed_content: [
            { type: 'text', content: '<p>Then</p>' },
            { type: 'code', language: 'bash', content: 'git merge topic' },
          ],
        },
        { title: 'Empty mixed', category: 'notes', content_type: 'mixed', mixed_content: [] },
        { title: 'Unknown type', category: 'notes', content_type: 'video', code: 'x' },
      ],
      categories: ['branches', 'merging', 'branches'],
      tags: 'git, vcs',
      featured: false,
      is_active: true,
      color: '#F05032',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Git Basics: Branches & Merges!',
      slug: 'git-basics-branches-merges',
      category: 'Git',
      categories: ['branches', 'merging'],
      tags: ['git', 'vcs'],
      color: '#F05032',
      is_active: true,
      featured: false,
    });
    expect(created.body.items).toEqual([
      {
        title: 'Branch',
        description: 'Output',
        category: 'basics',
        order: 0,
        content_type: 'code',
        language: 'bash',
        code: 'git switch -c topic',
        text_content: null,
        mixed_content: [],
      },
      {
        title: 'Text',
        description: null,
        category: 'notes',
        order: 1,
        content_type: 'text',
        language: 'python',
        code: null,
        text_content: '<p>Merge <strong>often</strong>.</p>',
        mixed_content: [],
      },
      {
        title: 'Mixed',
        description: null,
        category: 'notes',
        order: 2,
        content_type: 'mixed',
        language: 'python',
        code: null,
        text_content: null,
        mixed_content: [
          { type: 'text', language: 'python', content: '<p>Then</p>' },
          { type: 'code', language: 'bash', content: 'git merge topic' },
        ],
      },
    ]);
    const publicSheet = await stack.json('/api/cheatsheets/slug/git-basics-branches-merges');
    expect(publicSheet.status).toBe(200);
    expect(publicSheet.body.items).toEqual(created.body.items);
    expect((await stack.json('/api/cheatsheets/categories')).body.categories).toContain('Git');
    expect((await api.get('/api/cheatsheets/admin/stats')).body).toMatchObject({ totalCheatsheets: 4, activeCheatsheets: 3 });
  });

  it('refuses a sheet without valid items, title or category with 400 {message, error}', async () => {
    const noItems = await api.post('/api/cheatsheets/admin/create', {
      title: 'Empty',
      category: 'Other',
      items: [item({ code: '' }), { title: 'x', category: 'y', content_type: 'text', text_content: '<script>alert(1)</script>' }],
    });
    expect(noItems.status).toBe(400);
    expect(noItems.body).toEqual({ message: 'At least one valid item is required', error: 'At least one valid item is required' });
    expect((await api.post('/api/cheatsheets/admin/create', { title: 'Empty', category: 'Other' })).body.message).toBe(
      'At least one valid item is required',
    );
    expect((await api.post('/api/cheatsheets/admin/create', { category: 'Other', items: [item()] })).body).toEqual({
      message: 'title is required',
      error: 'title is required',
    });
    expect((await api.post('/api/cheatsheets/admin/create', { title: 'No category', category: ' ', items: [item()] })).body.error).toBe(
      'category is required',
    );
    expect(
      (await api.post('/api/cheatsheets/admin/create', { title: 'Bad language', category: 'Other', items: [item({ language: 'cobol' })] }))
        .body.message,
    ).toMatch(/^items\[0\]\.language must be one of the code languages/);
    expect(
      (await api.post('/api/cheatsheets/admin/create', { title: 'Bad flag', category: 'Other', items: [item()], is_active: 'maybe' })).body
        .message,
    ).toBe('is_active must be true or false');
  });

  it('refuses a duplicate title (any case) or slug with 409 {message, error}', async () => {
    const title = await api.post('/api/cheatsheets/admin/create', { title: 'python essentials', category: 'Programming', items: [item()] });
    expect(title.status).toBe(409);
    expect(title.body).toEqual({
      message: 'A cheatsheet titled "Python Essentials" already exists',
      error: 'A cheatsheet titled "Python Essentials" already exists',
    });
    const slug = await api.post('/api/cheatsheets/admin/create', {
      title: 'SQL basics 2',
      slug: 'sql-basics',
      category: 'Database',
      items: [item()],
    });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('The slug "sql-basics" is already used by another cheatsheet');
  });

  it('PUT /api/cheatsheets/admin/{id} replaces fields and items; PATCH …/featured toggles; DELETE removes', async () => {
    const created = (
      await api.post('/api/cheatsheets/admin/create', {
        title: 'Docker',
        category: 'DevOps',
        items: [item({ title: 'Run', code: 'docker run x' })],
      })
    ).body;
    await stack.get('/api/cheatsheets/slug/docker');
    const updated = await api.put(`/api/cheatsheets/admin/${created._id}`, {
      title: 'Docker Essentials',
      slug: 'docker',
      category: 'DevOps',
      description: 'Containers.',
      items: [item({ title: 'Build', code: 'docker build .' }), item({ title: 'Run', code: 'docker run x' })],
      categories: [],
      tags: ['docker'],
      featured: false,
      is_active: true,
      color: '#2496ED',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      _id: created._id,
      title: 'Docker Essentials',
      slug: 'docker',
      description: 'Containers.',
      tags: ['docker'],
    });
    expect(updated.body.items.map((i: { title: string; order: number }) => [i.title, i.order])).toEqual([
      ['Build', 0],
      ['Run', 1],
    ]);
    expect((await stack.json('/api/cheatsheets/slug/docker')).body.title).toBe('Docker Essentials');
    expect(
      (await api.put(`/api/cheatsheets/admin/${created._id}`, { title: 'Docker Essentials', category: 'DevOps', items: [] })).body,
    ).toEqual({
      message: 'At least one valid item is required',
      error: 'At least one valid item is required',
    });
    expect((await api.put('/api/cheatsheets/admin/nosuchsheet', { title: 'x', category: 'y', items: [item()] })).status).toBe(404);

    const featured = await api.patch(`/api/cheatsheets/admin/${created._id}/featured`, { featured: true });
    expect(featured.body.featured).toBe(true);
    expect((await stack.json('/api/cheatsheets/featured/list')).body.map((s: { slug: string }) => s.slug)).toContain('docker');
    expect((await api.patch(`/api/cheatsheets/admin/${created._id}/featured`, {})).status).toBe(400);

    const deleted = await api.delete(`/api/cheatsheets/admin/${created._id}`);
    expect(deleted.body).toEqual({ message: 'Cheatsheet deleted successfully', _id: created._id });
    expect((await stack.json('/api/cheatsheets/slug/docker')).status).toBe(404);
    expect((await api.get(`/api/cheatsheets/admin/${created._id}`)).status).toBe(404);
  });
});
