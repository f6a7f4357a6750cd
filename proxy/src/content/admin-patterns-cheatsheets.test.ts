import { describe, expect, it } from 'vitest';
import { allKeys, type Stack } from '#test/helpers/stack.js';
import type { createFixtures } from '#test/helpers/fixtures.js';
import { fullPattern, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import {
  expectRefusal,
  FULL_PATTERN_STORED,
  GIT_BASICS_FORM,
  GIT_BASICS_ITEMS,
  GIT_BASICS_STORED,
  PATTERN_FIELD_REFUSALS,
  sheetItem,
  slugs,
} from '#test/helpers/admin-forms.js';

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
    expect(slugs(body.examPatterns).sort()).toEqual(['nda', 'retired-exam', 'ssc-cgl-tier-1']);
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
    expect(slugs((await api.get('/api/exam-patterns/admin/all?search=retired')).body.examPatterns)).toEqual(['retired-exam']);
    expect(slugs((await api.get('/api/exam-patterns/admin/all?exam_level=Certificate')).body.examPatterns)).toEqual(['nda']);
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
    expect(slugs((await stack.json('/api/exam-patterns/featured/list')).body)).toEqual(['ssc-cgl-tier-1']);
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
    expect(created.body).toMatchObject({ _id: expect.any(String), ...FULL_PATTERN_STORED });
    expect(created.body.sections[0]).toEqual({ ...fullPattern().sections[0] });
    expectNoStrapiInternals(created.body);

    const list = await stack.json('/api/exam-patterns/all?limit=100');
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect(slugs(list.body.examPatterns)).toContain('ssc-chsl-102-tier-1');
    expect((await stack.json('/api/exam-patterns/slug/ssc-chsl-102-tier-1')).status).toBe(200);
    expect((await api.get('/api/exam-patterns/admin/stats')).body).toMatchObject({ totalExams: 4, activeExams: 3, featuredExams: 2 });
    expect((await api.get('/api/exam-patterns/admin/stats')).body.examTypesStats).toContainEqual({ _id: 'All', count: 1 });
  });

  it('refuses missing and out-of-range fields with 400 {message, error} naming the field', async () => {
    for (const [change, message] of PATTERN_FIELD_REFUSALS) {
      const answer = await api.post('/api/exam-patterns/admin/create', fullPattern({ exam_name: 'Validation Exam', ...change }));
      expectRefusal(answer, 400, message);
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
    expectRefusal(name, 409, 'An exam pattern named "NDA" already exists');
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
    expectRefusal(invalid, 400, 'total_marks must be at least 1');
    expectRefusal(await api.put('/api/exam-patterns/admin/nosuchpattern', fullPattern()), 404, 'Exam pattern not found');

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
    expect(slugs((await stack.json('/api/exam-patterns/featured/list')).body)).toContain('nda');
    await api.patch(`/api/exam-patterns/admin/${fx.patterns.nda.documentId}/featured`, { featured: false });
    expect(slugs((await stack.json('/api/exam-patterns/featured/list')).body)).not.toContain('nda');
  });
});

describe('cheatsheets', () => {
  it('GET /api/cheatsheets/admin/all lists every sheet without items, 10 a page, with is_active', async () => {
    const { status, body, headers } = await api.get('/api/cheatsheets/admin/all');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(slugs(body.cheatsheets).sort()).toEqual(['linux-secrets', 'python-essentials', 'sql-basics']);
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
      locale: 'en',
    });
    expectNoStrapiInternals(body);
    expect(slugs((await api.get('/api/cheatsheets/admin/all?search=essent')).body.cheatsheets)).toEqual(['python-essentials']);
    expect(slugs((await api.get('/api/cheatsheets/admin/all?category=database')).body.cheatsheets)).toEqual(['sql-basics']);
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
    const created = await api.post('/api/cheatsheets/admin/create', GIT_BASICS_FORM);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject(GIT_BASICS_STORED);
    expect(created.body.items).toEqual(GIT_BASICS_ITEMS);
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
      items: [sheetItem({ code: '' }), { title: 'x', category: 'y', content_type: 'text', text_content: '<script>alert(1)</script>' }],
    });
    expectRefusal(noItems, 400, 'At least one valid item is required');
    expect((await api.post('/api/cheatsheets/admin/create', { title: 'Empty', category: 'Other' })).body.message).toBe(
      'At least one valid item is required',
    );
    expectRefusal(await api.post('/api/cheatsheets/admin/create', { category: 'Other', items: [sheetItem()] }), 400, 'title is required');
    expect(
      (await api.post('/api/cheatsheets/admin/create', { title: 'No category', category: ' ', items: [sheetItem()] })).body.error,
    ).toBe('category is required');
    expect(
      (
        await api.post('/api/cheatsheets/admin/create', {
          title: 'Bad language',
          category: 'Other',
          items: [sheetItem({ language: 'cobol' })],
        })
      ).body.message,
    ).toMatch(/^items\[0\]\.language must be one of the code languages/);
    expect(
      (await api.post('/api/cheatsheets/admin/create', { title: 'Bad flag', category: 'Other', items: [sheetItem()], is_active: 'maybe' }))
        .body.message,
    ).toBe('is_active must be true or false');
  });

  it('refuses a duplicate title (any case) or slug with 409 {message, error}', async () => {
    const title = await api.post('/api/cheatsheets/admin/create', {
      title: 'python essentials',
      category: 'Programming',
      items: [sheetItem()],
    });
    expectRefusal(title, 409, 'A cheatsheet titled "Python Essentials" already exists');
    const slug = await api.post('/api/cheatsheets/admin/create', {
      title: 'SQL basics 2',
      slug: 'sql-basics',
      category: 'Database',
      items: [sheetItem()],
    });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('The slug "sql-basics" is already used by another cheatsheet');
  });

  it('PUT /api/cheatsheets/admin/{id} replaces fields and items; PATCH …/featured toggles; DELETE removes', async () => {
    const created = (
      await api.post('/api/cheatsheets/admin/create', {
        title: 'Docker',
        category: 'DevOps',
        items: [sheetItem({ title: 'Run', code: 'docker run x' })],
      })
    ).body;
    await stack.get('/api/cheatsheets/slug/docker');
    const updated = await api.put(`/api/cheatsheets/admin/${created._id}`, {
      title: 'Docker Essentials',
      slug: 'docker',
      category: 'DevOps',
      description: 'Containers.',
      items: [sheetItem({ title: 'Build', code: 'docker build .' }), sheetItem({ title: 'Run', code: 'docker run x' })],
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
    const noItems = await api.put(`/api/cheatsheets/admin/${created._id}`, { title: 'Docker Essentials', category: 'DevOps', items: [] });
    expectRefusal(noItems, 400, 'At least one valid item is required');
    expect((await api.put('/api/cheatsheets/admin/nosuchsheet', { title: 'x', category: 'y', items: [sheetItem()] })).status).toBe(404);

    const featured = await api.patch(`/api/cheatsheets/admin/${created._id}/featured`, { featured: true });
    expect(featured.body.featured).toBe(true);
    expect(slugs((await stack.json('/api/cheatsheets/featured/list')).body)).toContain('docker');
    expect((await api.patch(`/api/cheatsheets/admin/${created._id}/featured`, {})).status).toBe(400);

    const deleted = await api.delete(`/api/cheatsheets/admin/${created._id}`);
    expect(deleted.body).toEqual({ message: 'Cheatsheet deleted successfully', _id: created._id });
    expect((await stack.json('/api/cheatsheets/slug/docker')).status).toBe(404);
    expect((await api.get(`/api/cheatsheets/admin/${created._id}`)).status).toBe(404);
  });
});
