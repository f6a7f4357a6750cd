import { describe, expect, it } from 'vitest';
import { eventually, testDatabase, type Stack } from '#test/helpers/stack.js';
import { adminClient, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { panelUser } from '#test/helpers/panel.js';
import type { Fixtures } from '#test/helpers/fixtures.js';

/**
 * The admin screens' translations. GET/PUT/DELETE /api/translations/{type}/{id}?locale=hi read, make or
 * replace, and remove a document's Hindi version: texts only, laid into the English structure, so what languages
 * share (answers, pictures, numbers, slugs, relations) stays the English version's. Run on SQLite and PostgreSQL.
 */

let stack: Stack;
let api: AdminClient;
let fx: Fixtures;
useAdminStack((started) => ({ stack, api, fx } = started));

const path = (type: string, id: string, locale = 'hi') => `/api/translations/${type}/${id}?locale=${locale}`;
const publicJson = async (url: string) => (await stack.json(url)).body;

describe(`admin translations (${testDatabase})`, () => {
  it('a question: none at first; saved (made) with the English options, answer and picture kept; public at once', async () => {
    const question = fx.questions.percentQuestions[0]!.documentId;
    const first = await api.get(path('questions', question));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      _id: question,
      type: 'questions',
      locale: 'hi',
      english: {
        question: '<p>What is 20% of 150?</p>',
        explanation: '<p>20% of 150 = 150 × 0.2 = <strong>30</strong>.</p>',
        options: ['25', '30', '35', '40'],
      },
      translation: null,
      shared: expect.arrayContaining([{ label: 'Correct option', value: 'B' }]),
    });
    // The public answer is cached in English for Hindi readers until the translation is saved.
    expect((await publicJson(`/api/questions/id/${question}?locale=hi`)).question.locale).toBe('en');

    const texts = {
      question: '<p>150 का 20% <script>alert(1)</script>कितना है?</p>',
      explanation: '<p>150 × 0.2 = 30।</p>',
      options: ['पच्चीस', 'तीस', 'पैंतीस', 'चालीस'],
    };
    const saved = await api.put(path('questions', question), texts);
    expect(saved.status).toBe(200);
    // Cleaned like every rich text.
    expect(saved.body.translation).toEqual({ ...texts, question: '<p>150 का 20% कितना है?</p>' });
    const record = await publicJson(`/api/questions/id/${question}?locale=hi`);
    expect(record.question).toMatchObject({ question: '<p>150 का 20% कितना है?</p>', answer: 'तीस', locale: 'hi' });
    // English is untouched: its texts, answer and AI-explanation-bearing fields.
    const english = await publicJson(`/api/questions/id/${question}`);
    expect(english.question).toMatchObject({ question: '<p>What is 20% of 150?</p>', answer: '30', locale: 'en' });
    expect(record.options.map((option: { _id: string }) => option._id)).toEqual(
      english.options.map((option: { _id: string }) => option._id),
    );

    // Replaced on the next save (no second version).
    await api.put(path('questions', question), { ...texts, question: '<p>बताइए: 150 का 20%?</p>' });
    expect((await publicJson(`/api/questions/id/${question}?locale=hi`)).question.question).toBe('<p>बताइए: 150 का 20%?</p>');
    expect(await stack.strapi.db.query('api::question.question').count({ where: { documentId: question } })).toBe(2);
  });

  it('refuses texts that do not fit the English version, naming the field', async () => {
    const question = fx.questions.percentQuestions[2]!.documentId;
    const refused = await api.put(path('questions', question), { question: '<p>प्रश्न</p>', explanation: null, options: ['1', '2'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('options must have 4 entries, as the English version has');
    const blank = await api.put(path('questions', question), { question: '<p> </p>', explanation: null, options: ['1', '2', '3', '4'] });
    expect(blank.body.message).toBe('question is required in the translation');
    expect((await api.put(path('questions', question, 'en'), {})).status).toBe(400);
    expect((await api.put(path('questions', question, 'fr'), {})).status).toBe(400);
    expect((await api.put(path('questions', question), { question: 1 })).status).toBe(400);
    expect((await api.get(path('questions', 'no-such-question'))).status).toBe(404);
    expect((await api.get(path('widgets', question))).status).toBe(404);
    expect((await adminClient(stack, undefined).get(path('questions', question))).status).toBe(401);
  });

  it('topics and subtopics: their Hindi names', async () => {
    const topic = fx.topics.aptitude.documentId;
    expect((await api.put(path('topics', topic), { display_name: 'सामान्य अभियोग्यता' })).body.translation).toEqual({
      display_name: 'सामान्य अभियोग्यता',
    });
    const subtopic = fx.subtopics.percentages.documentId;
    const saved = await api.put(path('subtopics', subtopic), { display_name: 'प्रतिशत', category: 'अंकगणित' });
    expect(saved.body).toMatchObject({
      english: { display_name: 'Percentages', category: 'Arithmetic' },
      translation: { display_name: 'प्रतिशत' },
    });
    const listed = await publicJson('/api/subtopics/topicname/general-aptitude?locale=hi');
    expect(listed.find((entry: { subtopic_name: string }) => entry.subtopic_name === 'percentages')).toMatchObject({
      display_name: 'प्रतिशत',
      category: 'अंकगणित',
      topic_id: { display_name: 'सामान्य अभियोग्यता', locale: 'hi' },
      locale: 'hi',
    });
    expect((await api.put(path('topics', topic), { display_name: '  ' })).body.message).toBe('display_name is required in the translation');
  });

  it('an exam pattern: sections and dates parallel to the English ones; numbers and slug shared', async () => {
    const pattern = fx.patterns.sscPattern.documentId;
    const { english } = (await api.get(path('exam-patterns', pattern))).body;
    expect(english.sections).toEqual([{ section_name: 'Quantitative Aptitude', topics: ['Percentages'] }]);
    const texts = {
      ...english,
      exam_name: 'एसएससी सीजीएल टियर 1',
      description: 'विवरण',
      sections: [{ section_name: 'मात्रात्मक अभियोग्यता', topics: ['प्रतिशत'] }],
      tags: ['एसएससी'],
    };
    expect((await api.put(path('exam-patterns', pattern), texts)).status).toBe(200);
    const hindi = await publicJson('/api/exam-patterns/slug/ssc-cgl-tier-1?locale=hi');
    const englishPattern = await publicJson('/api/exam-patterns/slug/ssc-cgl-tier-1');
    expect(hindi).toMatchObject({ exam_name: 'एसएससी सीजीएल टियर 1', slug: 'ssc-cgl-tier-1', tags: ['एसएससी'], locale: 'hi' });
    expect(hindi.sections).toEqual([
      {
        ...englishPattern.sections[0],
        section_name: 'मात्रात्मक अभियोग्यता',
        topics: [{ ...englishPattern.sections[0].topics[0], topic_name: 'प्रतिशत' }],
      },
    ]);
    expect(englishPattern.exam_name).toBe('SSC CGL Tier 1');
    const wrong = await api.put(path('exam-patterns', pattern), { ...texts, sections: [] });
    expect(wrong.body.message).toBe('sections must have 1 entries, as the English version has');
  });

  it('a cheatsheet: items parallel to the English ones, code kept; a mock test: title, instructions, section names', async () => {
    const sheet = fx.cheatsheets.python.documentId;
    const { english } = (await api.get(path('cheatsheets', sheet))).body;
    const items = english.items.map((item: { title: string; blocks: Array<string | null> }, index: number) => ({
      ...item,
      title: `आइटम ${index + 1}`,
      blocks: item.blocks.map((block) => (block === null ? null : '<p>बड़ा A लौटाता है</p>')),
    }));
    const saved = await api.put(path('cheatsheets', sheet), { ...english, title: 'पायथन', items });
    expect(saved.status).toBe(200);
    const hindi = await publicJson('/api/cheatsheets/slug/python-essentials?locale=hi');
    const englishSheet = await publicJson('/api/cheatsheets/slug/python-essentials');
    expect(hindi).toMatchObject({ title: 'पायथन', slug: 'python-essentials', category: 'Programming', locale: 'hi' });
    expect(hindi.items.map((item: { code: string | null }) => item.code)).toEqual(
      englishSheet.items.map((item: { code: string | null }) => item.code),
    );
    const mixed = hindi.items.find((item: { content_type: string }) => item.content_type === 'mixed');
    expect(mixed.mixed_content.map((block: { type: string; content: string }) => [block.type, block.content])).toEqual([
      ['code', "'a'.upper()"],
      ['text', '<p>बड़ा A लौटाता है</p>'],
    ]);

    const paper = await stack.strapi.documents('api::mock-test.mock-test').create({
      data: {
        title: 'Admin Paper',
        slug: 'admin-paper',
        kind: 'practice',
        is_active: true,
        duration: 20,
        sections: [{ section_name: 'Quant', questions: [fx.questions.percentQuestions[0]!.documentId] }],
      },
    });
    const mock = await api.put(path('mock-tests', paper.documentId), {
      title: 'हिंदी प्रश्नपत्र',
      instructions: '<p>निर्देश</p>',
      sections: ['मात्रात्मक'],
    });
    expect(mock.status).toBe(200);
    const sat = await publicJson('/api/mock-tests/slug/admin-paper?locale=hi');
    expect(sat).toMatchObject({ title: 'हिंदी प्रश्नपत्र', instructions: '<p>निर्देश</p>', locale: 'hi' });
    // The English paper keeps its questions: the Hindi one has only its names. (A paper shows its questions under
    // the attempt's own ids, so the question is told by its options: 25, 30, 35, 40 of the 20%-of-150 question.)
    expect(sat.sections[0]).toMatchObject({ section_name: 'मात्रात्मक', questions: [expect.objectContaining({ locale: 'hi' })] });
    const [question] = sat.sections[0].questions;
    expect(question._id).not.toBe(fx.questions.percentQuestions[0]!.documentId);
    expect(question.options.map((option: { option_text: string }) => option.option_text)).toEqual(['पच्चीस', 'तीस', 'पैंतीस', 'चालीस']);
  });

  it("lists and counts stay the English versions' when a translation has relations of its own (made in Strapi's panel)", async () => {
    const before = await api.get('/api/questions/all/exam/SSC%20CGL?limit=100&page=1');
    const subtopicBefore = await api.get('/api/questions/all/subtopic/time-and-work');
    // A Hindi version linked to the exam and to the subtopic's Hindi version, as an editor can link it in the panel.
    const work = fx.questions.workQuestion.documentId;
    await stack.strapi.documents('api::subtopic.subtopic').update({
      documentId: fx.subtopics.timeAndWork.documentId,
      locale: 'hi',
      data: { display_name: 'समय और कार्य' },
    });
    await stack.strapi.documents('api::question.question').update({
      documentId: work,
      locale: 'hi',
      data: {
        question: '<p>A किसी काम को 10 दिन में करता है।</p>',
        exams: [fx.exams.sscCgl.documentId],
        subtopic: fx.subtopics.timeAndWork.documentId,
      },
    });
    await stack.settle();
    const after = await api.get('/api/questions/all/exam/SSC%20CGL?limit=100&page=1');
    expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    expect(after.body.map((record: { question: { _id: string } }) => record.question._id)).toEqual(
      before.body.map((record: { question: { _id: string } }) => record.question._id),
    );
    expect((await api.get('/api/questions/all/subtopic/time-and-work')).body).toEqual(subtopicBefore.body);
    expect(after.body.every((record: { question: { locale: string } }) => record.question.locale === 'en')).toBe(true);
    // A search among an exam's questions finds the English versions only.
    const searched = await api.get('/api/questions/all/exam/SSC%20CGL?search=question');
    expect(searched.body.every((record: { question: { locale: string } }) => record.question.locale === 'en')).toBe(true);
  });

  it("an editor in Strapi's panel (Editor role) writes a Hindi version with its locale switch; the site serves it at once", async () => {
    const editor = await panelUser(stack, 'strapi-editor');
    const sheet = fx.cheatsheets.sql.documentId;
    const path = `/content-manager/collection-types/api::cheatsheet.cheatsheet/${sheet}?locale=hi`;
    const written = await editor.call('PUT', path, { title: 'एसक्यूएल की मूल बातें', slug: 'sql-basics', description: 'हिंदी में' });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data).toMatchObject({ locale: 'hi', category: 'Database', featured: false });
    // The panel reads it back in its locale, and the English version is as it was.
    expect((await editor.call('GET', path)).body.data).toMatchObject({ title: 'एसक्यूएल की मूल बातें', locale: 'hi' });
    await eventually(async () =>
      expect(await publicJson('/api/cheatsheets/slug/sql-basics?locale=hi')).toMatchObject({ title: 'एसक्यूएल की मूल बातें', locale: 'hi' }),
    );
    expect(await publicJson('/api/cheatsheets/slug/sql-basics')).toMatchObject({ title: 'SQL Basics', locale: 'en' });
  });

  it('deleting a translation shows English again; deleting a document removes every language', async () => {
    const topic = fx.topics.empty.documentId;
    await api.put(path('topics', topic), { display_name: 'खाली' });
    const removed = await api.delete(path('topics', topic));
    expect(removed.body).toEqual({ message: 'Translation deleted', _id: topic });
    expect((await api.get(path('topics', topic))).body.translation).toBeNull();
    expect((await api.delete(path('topics', topic))).status).toBe(404);
    const topics = await publicJson('/api/topics/all?locale=hi');
    expect(topics.find((entry: { _id: string }) => entry._id === topic)).toEqual({ _id: topic, topic_name: 'empty-topic', locale: 'en' });

    await api.put(path('topics', topic), { display_name: 'खाली' });
    expect((await api.delete(`/api/topics/delete/${topic}`)).status).toBe(200);
    expect(await stack.strapi.db.query('api::topic.topic').count({ where: { documentId: topic } })).toBe(0);
  });
});
