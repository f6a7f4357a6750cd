import { describe, expect, it } from 'vitest';
import { describeIssue } from '#src/form-values.js';
import { examPatternInput } from '#src/admin/exam-patterns.js';
import { newExamSchema } from '#src/admin/exams.js';
import { cheatsheetInput } from '#src/admin/cheatsheets.js';
import { questionRecord } from '#src/public/questions.js';
import { checkAnswer, matchOperation } from '#src/check.js';
import { operations } from '#src/routes.js';

const firstMessage = (result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) =>
  result.success ? undefined : describeIssue(result.error!.issues[0]!);

const pattern = {
  exam_name: 'SSC CGL',
  exam_level: 'Graduate',
  total_questions: '100',
  total_marks: 200,
  duration: 60,
  sections: [{ section_name: 'Reasoning', section_code: 'R', questions: 25, marks_per_question: '2', question_types: 'MCQ, Numerical' }],
};

describe('input schemas', () => {
  it('read form values: numbers and lists from text, blanks as cleared', () => {
    const parsed = examPatternInput.parse({ ...pattern, description: '  ', tags: 'ssc, cgl, ssc', exam_mode: '' });
    expect(parsed.total_questions).toBe(100);
    expect(parsed.sections[0]!.marks_per_question).toBe(2);
    expect(parsed.sections[0]!.question_types).toEqual(['MCQ', 'Numerical']);
    expect(parsed.description).toBeNull();
    expect(parsed.tags).toEqual(['ssc', 'cgl']);
    expect(parsed.exam_mode).toBeUndefined();
  });

  it('refuse with one sentence naming the field', () => {
    const check = (input: unknown) => firstMessage(examPatternInput.safeParse(input, { reportInput: true }));
    expect(check({ ...pattern, exam_level: 'PhD' })).toBe('exam_level must be one of: Graduate, Post Graduate, Diploma, Certificate, All');
    expect(check({ ...pattern, sections: [] })).toBe('sections needs at least 1 item');
    expect(check({ ...pattern, total_marks: 'many' })).toBe('total_marks must be a number');
    expect(check({ ...pattern, exam_name: ' ' })).toBe('exam_name is required');
    expect(check({ ...pattern, exam_official_website: 'ftp://x.example' })).toBe(
      'exam_official_website must be a web address starting with http:// or https://',
    );
    expect(check({ ...pattern, eligibility_criteria: { age_limit: { min: 30, max: 20 } } })).toBe(
      'eligibility_criteria.age_limit.min: must not be more than age_limit.max',
    );
    expect(check({ ...pattern, sections: [{ ...pattern.sections[0], question_types: ['Essay'] }] })).toMatch(
      /^sections\[0\]\.question_types\[0\] must be one of: MCQ/,
    );
    expect(firstMessage(newExamSchema.safeParse({ exam_name: '   ' }, { reportInput: true }))).toBe('exam_name is required');
    expect(firstMessage(cheatsheetInput.safeParse({ title: 'Git' }, { reportInput: true }))).toBe('category is required');
  });
});

describe('answer schemas and the route table', () => {
  const record = {
    question: {
      _id: 'q1',
      question: '<p>2+2?</p>',
      question_type: 'text',
      question_image_url: null,
      answer: '4',
      explanation: null,
      subtopic_id: 's1',
      exam_ids: [],
      locale: 'en',
    },
    options: [{ _id: 'o1', option_type: 'text', option_text: '4', path_url: null }],
  };

  it('are exact: a missing or extra field, or a value outside an enumeration, is refused', () => {
    expect(questionRecord.safeParse(record).success).toBe(true);
    expect(questionRecord.safeParse({ ...record, question: { ...record.question, locale: 'hi' } }).success).toBe(true);
    expect(questionRecord.safeParse({ ...record, question: { ...record.question, locale: 'fr' } }).success).toBe(false);
    expect(questionRecord.safeParse({ ...record, extra: true }).success).toBe(false);
    expect(questionRecord.safeParse({ ...record, question: { ...record.question, question_type: 'video' } }).success).toBe(false);
    const { explanation: _dropped, ...withoutExplanation } = record.question;
    expect(questionRecord.safeParse({ ...record, question: withoutExplanation }).success).toBe(false);
  });

  it('matches calls as Express does (any letter case, a trailing slash), the first match winning', () => {
    expect(matchOperation('GET', '/api/questions/id/abc')?.id).toBe('getQuestion');
    expect(matchOperation('GET', '/API/Topics/All/')?.id).toBe('listTopics');
    expect(matchOperation('GET', '/api/exam-patterns/all')?.id).toBe('listExamPatterns');
    expect(matchOperation('GET', '/api/exam-patterns/abc123')?.id).toBe('getExamPatternForAdmin');
    expect(matchOperation('HEAD', '/api/exams/all')?.id).toBe('listExams');
    expect(matchOperation('POST', '/api/topics/all')).toBeUndefined();
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
  });

  it('the check fails on a wrong body and names the call and the issue', () => {
    expect(checkAnswer('GET', '/api/questions/id/q1', 200, record)).toBeUndefined();
    const problem = checkAnswer('GET', '/api/questions/id/q1', 200, { ...record, options: 'none' });
    expect(problem?.call).toBe('GET /api/questions/id/q1 → 200 (getQuestion)');
    expect(problem?.message).toMatch(/options: Invalid input: expected array/);
    expect(checkAnswer('GET', '/api/questions/id/q1', 404, { message: 'Question not found' })).toBeUndefined();
    expect(checkAnswer('GET', '/api/questions/id/q1', 404, { error: 'x' })?.message).toMatch(/message/);
    expect(checkAnswer('GET', '/api/questions/id/q1', 201, record)?.message).toMatch(/lists no JSON answer with status 201/);
    expect(checkAnswer('GET', '/api/nothing-here', 200, {})?.message).toMatch(/no operation/);
  });
});
