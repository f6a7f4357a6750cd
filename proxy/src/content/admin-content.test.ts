import { describe, expect, it } from 'vitest';
import { allKeys, eventually, type Stack } from '#test/helpers/stack.js';
import type { createFixtures } from '#test/helpers/fixtures.js';
import { publicShape, questionForm, textOptions, useAdminStack, type AdminClient } from '#test/helpers/admin.js';

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;

useAdminStack((started) => ({ stack, fx, api } = started));

const publicJson = (path: string) => stack.json(path);

/** Proves an admin write shows on the next public read: the answer was cached (HIT) before, fresh (MISS) after. */
async function expectPurgedBy<T>(publicPath: string, write: () => Promise<T>): Promise<T> {
  // Strapi's webhooks from earlier writes arrive asynchronously and may purge once more: wait for a steady HIT.
  await eventually(async () => {
    await stack.get(publicPath);
    expect((await stack.get(publicPath)).headers.get('x-cache')).toBe('HIT');
  });
  const result = await write();
  expect((await stack.get(publicPath)).headers.get('x-cache')).toBe('MISS');
  return result;
}

describe('exams', () => {
  it('POST /api/exams/add answers 201 {_id, exam_name, exam_level} and the public list shows it at once', async () => {
    const answer = await expectPurgedBy('/api/exams/all', () =>
      api.post('/api/exams/add', { exam_name: '  RRB NTPC  ', exam_level: 'Graduate' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ _id: expect.any(String), exam_name: 'RRB NTPC', exam_level: 'Graduate', locale: 'en' });
    expect((await publicJson('/api/exams/all')).body.map((exam: { exam_name: string }) => exam.exam_name)).toEqual([
      'IBPS PO',
      'RRB NTPC',
      'SSC CGL',
    ]);
  });

  it('refuses an empty name, an unknown level and a duplicate name (in any case)', async () => {
    for (const body of [{}, { exam_name: '' }, { exam_name: '   ' }, { exam_name: 42 }]) {
      const answer = await api.post('/api/exams/add', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Please enter an exam name' });
    }
    const level = await api.post('/api/exams/add', { exam_name: 'CAT', exam_level: 'PhD' });
    expect(level.status).toBe(400);
    expect(level.body.message).toBe('exam_level must be one of: Graduate, Post Graduate, Diploma, Certificate, All');
    const duplicate = await api.post('/api/exams/add', { exam_name: 'ssc cgl' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'An exam named "SSC CGL" already exists' });
  });

  it('GET /api/exams/admin/all pages, searches and filters by level', async () => {
    await api.post('/api/exams/add', { exam_name: 'NDA Written', exam_level: 'Certificate' });
    const all = await api.get('/api/exams/admin/all');
    expect(all.status).toBe(200);
    expect(all.body.exams.map((exam: { exam_name: string }) => exam.exam_name)).toEqual(['IBPS PO', 'NDA Written', 'RRB NTPC', 'SSC CGL']);
    expect(all.body.pagination).toEqual({ current: 1, total: 4, totalPages: 1, limit: 10, hasNext: false, hasPrev: false });
    const paged = await api.get('/api/exams/admin/all?page=2&limit=1');
    expect(paged.body.exams).toEqual([expect.objectContaining({ exam_name: 'NDA Written' })]);
    expect(paged.body.pagination).toEqual({ current: 2, total: 4, totalPages: 4, limit: 1, hasNext: true, hasPrev: true });
    expect((await api.get('/api/exams/admin/all?search=ntpc')).body.exams.map((e: { exam_name: string }) => e.exam_name)).toEqual([
      'RRB NTPC',
    ]);
    expect(
      (await api.get('/api/exams/admin/all?exam_level=Certificate')).body.exams.map((e: { exam_name: string }) => e.exam_name),
    ).toEqual(['NDA Written']);
    expect((await api.get('/api/exams/admin/all?limit=ten')).status).toBe(400);
    expect((await api.get('/api/exams/admin/all?exam_level=Nursery')).body.message).toMatch(/^exam_level must be one of/);
  });

  it('DELETE /api/exams/delete/{id} removes the exam from its questions and leaves the questions', async () => {
    const exam = (await api.post('/api/exams/add', { exam_name: 'Short-lived Exam' })).body;
    const tagged = fx.questions.workQuestion.documentId;
    const before = (await api.get(`/api/questions/id/${tagged}`)).body.question.exam_ids;
    await stack.strapi.documents('api::question.question').update({ documentId: tagged, data: { exams: [...before, exam._id] } });
    stack.proxy.cache.purge();
    expect((await api.get('/api/questions/all/exam/Short-lived%20Exam')).body).toHaveLength(1);

    const deleted = await api.delete(`/api/exams/delete/${exam._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Exam deleted successfully', _id: exam._id });
    const question = await publicJson(`/api/questions/id/${tagged}`);
    expect(question.status).toBe(200);
    expect(question.body.question.exam_ids).toEqual(before);
    expect((await api.delete(`/api/exams/delete/${exam._id}`)).body).toEqual({ message: 'Exam not found' });
  });
});

describe('topics and subtopics', () => {
  it('POST /api/topics/add stores the name as a hyphenated slug and answers 201 {_id, topic_name}', async () => {
    const answer = await expectPurgedBy('/api/topics/all', () => api.post('/api/topics/add', { topic_name: 'Quantitative  Aptitude!' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ _id: expect.any(String), topic_name: 'quantitative-aptitude', locale: 'en' });
    expect((await publicJson('/api/topics/all')).body).toContainEqual(answer.body);
  });

  it('refuses an empty, unusable or duplicate topic name', async () => {
    for (const body of [{}, { topic_name: '  ' }])
      expect((await api.post('/api/topics/add', body)).body).toEqual({ message: 'Please enter a topic name' });
    const symbols = await api.post('/api/topics/add', { topic_name: '!!!' });
    expect(symbols.status).toBe(400);
    expect(symbols.body.message).toBe('topic_name must contain letters or digits');
    const duplicate = await api.post('/api/topics/add', { topic_name: 'General Aptitude' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'A topic named "general-aptitude" already exists' });
  });

  it('POST /api/subtopics/add answers 201 with the subtopic and its topic; GET /api/subtopics/topic/{topicId} lists them', async () => {
    const topicId = fx.topics.reasoning.documentId;
    const answer = await api.post('/api/subtopics/add', { subtopic_name: 'Blood Relations', topic_id: topicId, category: ' Verbal ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      subtopic_name: 'blood-relations',
      category: 'Verbal',
      topic_id: { _id: topicId, topic_name: 'logical-reasoning', locale: 'en' },
      locale: 'en',
    });
    const listed = await api.get(`/api/subtopics/topic/${topicId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: { subtopic_name: string }) => s.subtopic_name)).toEqual(['blood-relations', 'number-series']);
    expect(listed.body[0]).toEqual(answer.body);
    expect((await api.get('/api/subtopics/topic/no-such-topic')).body).toEqual([]);
    expect((await publicJson('/api/subtopics/topicname/logical-reasoning')).body).toHaveLength(2);
  });

  it('refuses a subtopic without a name, without a topic, with an unknown topic or a taken name', async () => {
    expect((await api.post('/api/subtopics/add', {})).body).toEqual({ message: 'Please enter a subtopic name' });
    expect((await api.post('/api/subtopics/add', { subtopic_name: 'Syllogism' })).body).toEqual({ message: 'Please select a topic' });
    expect((await api.post('/api/subtopics/add', { subtopic_name: 'Syllogism', topic_id: '  ' })).body).toEqual({
      message: 'Please select a topic',
    });
    const unknown = await api.post('/api/subtopics/add', { subtopic_name: 'Syllogism', topic_id: 'nosuchtopic' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'The selected topic does not exist' });
    const taken = await api.post('/api/subtopics/add', { subtopic_name: 'Percentages', topic_id: fx.topics.reasoning.documentId });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'A subtopic named "percentages" already exists' });
  });

  it('never orphans data: a topic with subtopics and a subtopic with questions cannot be deleted (409 says how many)', async () => {
    const topic = await api.delete(`/api/topics/delete/${fx.topics.aptitude.documentId}`);
    expect(topic.status).toBe(409);
    expect(topic.body).toEqual({ message: 'Cannot delete "general-aptitude": it still has 3 subtopics. Delete or move them first.' });
    const subtopic = await api.delete(`/api/subtopics/delete/${fx.subtopics.percentages.documentId}`);
    expect(subtopic.status).toBe(409);
    expect(subtopic.body).toEqual({ message: 'Cannot delete "percentages": it still has 3 questions. Delete or move them first.' });
    const single = await api.delete(`/api/subtopics/delete/${fx.subtopics.timeAndWork.documentId}`);
    expect(single.body.message).toBe('Cannot delete "time-and-work": it still has 1 question. Delete or move it first.');
    expect((await publicJson('/api/subtopics/topicname/general-aptitude')).body).toHaveLength(3);
  });

  it('deletes an empty subtopic, then its empty topic (200); unknown ids are 404', async () => {
    const topic = (await api.post('/api/topics/add', { topic_name: 'temporary-topic' })).body;
    const subtopic = (await api.post('/api/subtopics/add', { subtopic_name: 'temporary-subtopic', topic_id: topic._id })).body;
    expect((await api.delete(`/api/topics/delete/${topic._id}`)).status).toBe(409);
    const deletedSubtopic = await expectPurgedBy('/api/subtopics/all', () => api.delete(`/api/subtopics/delete/${subtopic._id}`));
    expect(deletedSubtopic.body).toEqual({ message: 'Subtopic deleted successfully', _id: subtopic._id });
    const deletedTopic = await api.delete(`/api/topics/delete/${topic._id}`);
    expect(deletedTopic.status).toBe(200);
    expect(deletedTopic.body).toEqual({ message: 'Topic deleted successfully', _id: topic._id });
    expect((await publicJson('/api/topics/all')).body.map((t: { topic_name: string }) => t.topic_name)).not.toContain('temporary-topic');
    expect((await api.delete(`/api/topics/delete/${topic._id}`)).body).toEqual({ message: 'Topic not found' });
    expect((await api.delete(`/api/subtopics/delete/${subtopic._id}`)).body).toEqual({ message: 'Subtopic not found' });
  });
});

describe('questions', () => {
  const base = () => ({
    question: '<p>What is 15% of 200?</p>',
    subtopic_id: fx.subtopics.percentages.documentId,
    answer: '30',
    explanation: '<p>200 × 0.15 = 30</p>',
    exam_ids: [fx.exams.sscCgl.documentId],
    options: textOptions('20', '30', '40', '50'),
  });

  it('POST /api/questions/add (multipart) answers 201 with the {question, options} record', async () => {
    const answer = await expectPurgedBy('/api/questions/subtopic/percentages', () => api.post('/api/questions/add', questionForm(base())));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      question: {
        _id: expect.any(String),
        question: '<p>What is 15% of 200?</p>',
        question_type: 'text',
        question_image_url: null,
        answer: '30',
        explanation: '<p>200 × 0.15 = 30</p>',
        subtopic_id: fx.subtopics.percentages.documentId,
        exam_ids: [fx.exams.sscCgl.documentId],
        locale: 'en',
        held_for_tests: false,
      },
      options: ['20', '30', '40', '50'].map((text) => ({
        _id: expect.stringMatching(/^[0-9a-f]{16}$/),
        option_type: 'text',
        option_text: text,
        path_url: null,
      })),
    });
    for (const leaked of ['id', 'documentId', 'option_key']) expect(allKeys(answer.body).has(leaked)).toBe(false);
    // The same shape as the public calls give, which leave out the admin's held_for_tests.
    const listed = (await publicJson('/api/questions/subtopic/percentages')).body;
    expect(listed[listed.length - 1]).toEqual(publicShape(answer.body));
    expect((await publicJson(`/api/questions/id/${answer.body.question._id}`)).body).toEqual(publicShape(answer.body));
  });

  it('takes the answer as a letter too, and stores the option text (a JSON body works as well)', async () => {
    const answer = await api.post('/api/questions/add', {
      ...base(),
      question: '<p>Pick B</p>',
      answer: 'B',
      exam_ids: [],
      options: textOptions('first', 'second'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.question.answer).toBe('second');
    expect(answer.body.question.exam_ids).toEqual([]);
  });

  it('drops empty options and an empty explanation', async () => {
    const answer = await api.post(
      '/api/questions/add',
      questionForm({ ...base(), question: '<p>Trim me</p>', explanation: '<p><br></p>', options: textOptions('20', ' ', '30', '') }),
    );
    expect(answer.body.options.map((o: { option_text: string }) => o.option_text)).toEqual(['20', '30']);
    expect(answer.body.question.explanation).toBeNull();
  });

  it("checks the form in the admin spec's order, with its messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ question: '' }, 'Please enter question text'],
      [{ question: '<p><br></p>', subtopic_id: '', options: [] }, 'Please enter question text'],
      [{ question_type: 'image', subtopic_id: '', options: [] }, 'Please upload a question image'],
      [{ subtopic_id: '', options: [], answer: '' }, 'Please select a subtopic'],
      [{ options: textOptions('only one'), answer: '' }, 'Please provide at least 2 options'],
      [{ options: textOptions('one', '   ', ''), answer: 'one' }, 'Please provide at least 2 options'],
      [{ options: [{ option_type: 'image', option_text: '' }, ...textOptions('two')], answer: 'two' }, 'Please provide at least 2 options'],
      [{ answer: '' }, 'Please select the correct answer'],
      [{ answer: '   ' }, 'Please select the correct answer'],
      [{ answer: 'E' }, 'Please select a valid answer from the options'],
      [{ answer: '35' }, 'Please select a valid answer from the options'],
    ];
    for (const [change, message] of cases) {
      const answer = await api.post('/api/questions/add', questionForm({ ...base(), ...change } as Parameters<typeof questionForm>[0]));
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });

  it('names the field for malformed input, unknown subtopics and unknown exams', async () => {
    const form = questionForm(base());
    form.set('options', 'not json');
    expect((await api.post('/api/questions/add', form)).body).toEqual({
      message: 'options must be a list of {option_type, option_text} (JSON)',
    });
    const examIds = questionForm(base());
    examIds.set('exam_ids', '{"a":1}');
    expect((await api.post('/api/questions/add', examIds)).body).toEqual({ message: 'exam_ids must be a list of exam ids' });
    expect((await api.post('/api/questions/add', questionForm({ ...base(), question_type: 'essay' as 'text' }))).body).toEqual({
      message: 'question_type must be "text" or "image"',
    });
    expect((await api.post('/api/questions/add', questionForm({ ...base(), subtopic_id: 'nosuchsubtopic' }))).body).toEqual({
      message: 'The selected subtopic does not exist',
    });
    expect((await api.post('/api/questions/add', questionForm({ ...base(), exam_ids: ['nosuchexam'] }))).body).toEqual({
      message: 'exam_ids: unknown exam nosuchexam',
    });
    const bad = await api.post(
      '/api/questions/add',
      questionForm({ ...base(), options: [{ option_type: 'video' as 'text', option_text: 'x' }, ...textOptions('30')] }),
    );
    expect(bad.body).toEqual({ message: 'options[0].option_type must be "text" or "image"' });
  });

  it('PUT /api/questions/update/{id} answers 200 with the record; options sent with their _id keep it', async () => {
    const created = (await api.post('/api/questions/add', questionForm({ ...base(), question: '<p>Before</p>' }))).body;
    const [a, b] = created.options;
    const answer = await expectPurgedBy(`/api/questions/id/${created.question._id}`, () =>
      api.put(
        `/api/questions/update/${created.question._id}`,
        questionForm({
          ...base(),
          question: '<p>After</p>',
          answer: 'thirty',
          exam_ids: [fx.exams.ibpsPo.documentId, fx.exams.sscCgl.documentId],
          options: [
            { _id: a._id, option_type: 'text', option_text: 'twenty' },
            { _id: b._id, option_type: 'text', option_text: 'thirty' },
            { option_type: 'text', option_text: 'forty' },
          ],
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.question).toMatchObject({ _id: created.question._id, question: '<p>After</p>', answer: 'thirty' });
    expect([...answer.body.question.exam_ids].sort()).toEqual([fx.exams.ibpsPo.documentId, fx.exams.sscCgl.documentId].sort());
    expect(answer.body.options.map((o: { _id: string }) => o._id).slice(0, 2)).toEqual([a._id, b._id]);
    expect(answer.body.options[2]._id).not.toBe(created.options[2]._id);
    expect((await publicJson(`/api/questions/id/${created.question._id}`)).body).toEqual(publicShape(answer.body));
    expect((await api.put('/api/questions/update/nosuchquestion', questionForm(base()))).status).toBe(404);
  });

  it('lists all questions of a subtopic, an exam, or both (admin lists, never cached)', async () => {
    const bySubtopic = await api.get('/api/questions/all/subtopic/time-and-work');
    expect(bySubtopic.body.map((r: { question: { _id: string } }) => r.question._id)).toEqual([fx.questions.workQuestion.documentId]);
    expect(bySubtopic.headers.get('x-cache')).toBeNull();
    const byExam = await api.get('/api/questions/all/exam/IBPS%20PO');
    expect(byExam.body.every((r: { question: { exam_ids: string[] } }) => r.question.exam_ids.includes(fx.exams.ibpsPo.documentId))).toBe(
      true,
    );
    expect(byExam.body.length).toBeGreaterThanOrEqual(2);
    const both = await api.get('/api/questions/all/exam/IBPS%20PO/subtopic/time-and-work');
    expect(both.body).toHaveLength(1);
    expect((await api.get('/api/questions/all/exam/No%20Such%20Exam')).body).toEqual([]);
  });

  it('DELETE /api/questions/delete/{id} answers 200 and the question is gone', async () => {
    const created = (await api.post('/api/questions/add', questionForm({ ...base(), question: '<p>Delete me</p>' }))).body;
    const deleted = await api.delete(`/api/questions/delete/${created.question._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Question deleted successfully', _id: created.question._id });
    expect((await publicJson(`/api/questions/id/${created.question._id}`)).status).toBe(404);
    expect((await api.delete(`/api/questions/delete/${created.question._id}`)).body).toEqual({ message: 'Question not found' });
  });
});
