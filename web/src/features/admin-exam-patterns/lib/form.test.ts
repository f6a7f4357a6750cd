import { describe, expect, it } from 'vitest';
import type { AdminExamPattern } from '@/features/admin-exam-patterns/api/types';
import {
  canRemoveSection,
  defaultExamPatternForm,
  formFromPattern,
  newSection,
  newTopic,
  removeAt,
  splitList,
  toggleQuestionType,
  toPayload,
  type ExamPatternForm,
} from './form';
import { validateExamPatternForm } from './validation';

const filled = (change: (form: ExamPatternForm) => void = () => undefined): ExamPatternForm => {
  const form = defaultExamPatternForm();
  form.exam_name = 'SSC CGL';
  form.sections[0]!.section_name = 'Reasoning';
  form.sections[0]!.section_code = 'GI';
  change(form);
  return form;
};

describe('the create form defaults (admin spec §3, §9)', () => {
  it('starts with 100 questions, 100 marks, 120 minutes and level All', () => {
    const form = defaultExamPatternForm();
    expect(form).toMatchObject({ exam_name: '', exam_level: 'All', total_questions: '100', total_marks: '100', duration: '120' });
    expect(form.slug).toEqual({ slug: '', edited: false });
  });
  it('starts with one section of 25 questions, 1 mark, 30 minutes, 25 marks, MCQ', () => {
    expect(defaultExamPatternForm().sections).toEqual([newSection()]);
    const section = newSection();
    expect(section).toMatchObject({ questions: '25', marks_per_question: '1', duration: '30', total_marks: '25', question_types: ['MCQ'] });
    expect(section).toMatchObject({ section_name: '', section_code: '', topics: [] });
    expect(newTopic()).toEqual({ topic_name: '', weightage: '', difficulty_level: 'Medium' });
  });
  it('has the marking, eligibility, details, statistics and settings defaults', () => {
    const form = defaultExamPatternForm();
    expect(form.marking_scheme).toEqual({ correct_answer: '1', wrong_answer: '0', negative_marking: false, negative_marking_value: '0' });
    expect(form.eligibility_criteria).toMatchObject({ age_min: '18', age_max: '35', nationality: 'Indian' });
    expect(form).toMatchObject({
      application_fee: '0',
      exam_mode: 'Online',
      exam_frequency: 'Annual',
      language_options: 'English, Hindi',
      difficulty_level: 'Medium',
      competition_level: 'Medium',
      success_rate: '10-15%',
      average_score: '60-70',
      exam_color: '#3B82F6',
      is_active: true,
      featured: false,
    });
  });
  it('gives fresh objects each time (no shared section between forms)', () => {
    const a = defaultExamPatternForm();
    a.sections[0]!.section_name = 'changed';
    expect(defaultExamPatternForm().sections[0]!.section_name).toBe('');
    expect(newSection()).not.toBe(newSection());
  });
});

describe('formFromPattern (edit prefill)', () => {
  const minimal = {
    _id: 'abc',
    slug: 'ssc-cgl',
    exam_name: 'SSC CGL',
    exam_level: 'Graduate',
    featured: true,
    is_active: false,
  } as AdminExamPattern;

  it('loads the slug as edited, so it never follows the name', () => {
    expect(formFromPattern(minimal).slug).toEqual({ slug: 'ssc-cgl', edited: true });
  });
  it('falls back to the defaults for every missing value', () => {
    const form = formFromPattern(minimal);
    const defaults = defaultExamPatternForm();
    expect(form).toEqual({
      ...defaults,
      exam_name: 'SSC CGL',
      slug: { slug: 'ssc-cgl', edited: true },
      exam_level: 'Graduate',
      featured: true,
      is_active: false,
    });
  });
  it('falls back inside nested objects and for null values and empty lists', () => {
    const form = formFromPattern({
      ...minimal,
      total_questions: null,
      sections: [],
      language_options: [],
      marking_scheme: { correct_answer: 2, wrong_answer: null },
      eligibility_criteria: { age_limit: { min: 21 }, nationality: null },
      exam_color: '',
    });
    expect(form.total_questions).toBe('100');
    expect(form.sections).toHaveLength(1);
    expect(form.language_options).toBe('English, Hindi');
    expect(form.marking_scheme).toEqual({ correct_answer: '2', wrong_answer: '0', negative_marking: false, negative_marking_value: '0' });
    expect(form.eligibility_criteria).toMatchObject({ age_min: '21', age_max: '35', nationality: 'Indian' });
    expect(form.exam_color).toBe('#3B82F6');
  });
  it('keeps stored values, including zero, negative and decimal marks', () => {
    const form = formFromPattern({
      ...minimal,
      total_questions: 150,
      total_marks: 200,
      duration: 60,
      application_fee: 0,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
      sections: [
        {
          section_name: 'Quant',
          section_code: 'QA',
          questions: 25,
          marks_per_question: 2,
          total_marks: 50,
          duration: 15,
          topics: [{ topic_name: 'Algebra', weightage: 30, difficulty_level: 'Hard' }],
          question_types: ['MCQ', 'Numerical'],
        },
        { section_name: 'English', section_code: 'EN', questions: null, marks_per_question: 0.25, question_types: [] },
      ],
      language_options: ['English', 'Hindi', 'Tamil'],
      tags: ['ssc', 'cgl'],
      preparation_strategy: { recommended_study_time: '6 months', important_topics: ['Algebra', 'Geometry'] },
      cutoff_marks: { general: '130-150', obc: null },
      important_dates: [{ event: 'Notification', date: 'June' }],
    });
    expect(form).toMatchObject({ total_questions: '150', total_marks: '200', duration: '60', application_fee: '0' });
    expect(form.marking_scheme).toEqual({
      correct_answer: '2',
      wrong_answer: '-0.5',
      negative_marking: true,
      negative_marking_value: '0.5',
    });
    expect(form.sections[0]).toEqual({
      section_name: 'Quant',
      section_code: 'QA',
      questions: '25',
      marks_per_question: '2',
      total_marks: '50',
      duration: '15',
      topics: [{ topic_name: 'Algebra', weightage: '30', difficulty_level: 'Hard' }],
      question_types: ['MCQ', 'Numerical'],
    });
    // Missing section values fall back to the section defaults.
    expect(form.sections[1]).toMatchObject({
      questions: '25',
      marks_per_question: '0.25',
      total_marks: '25',
      duration: '30',
      question_types: ['MCQ'],
    });
    expect(form.language_options).toBe('English, Hindi, Tamil');
    expect(form.tags).toBe('ssc, cgl');
    expect(form.preparation_strategy.important_topics).toBe('Algebra\nGeometry');
    expect(form.cutoff_marks).toEqual({ general: '130-150', obc: '', sc: '', st: '' });
    expect(form.important_dates).toEqual([{ event: 'Notification', date: 'June' }]);
  });
});

describe('toPayload', () => {
  it('sends the full object with numbers, lists and the slug text', () => {
    const payload = toPayload(
      filled((form) => {
        form.slug = { slug: 'ssc-cgl', edited: false };
        form.language_options = ' English ,Hindi,, English, Tamil ';
        form.tags = 'ssc, central';
        form.preparation_strategy.practice_tips = 'Daily mocks\n\n  Revise formulas  \n';
        form.eligibility_criteria.age_max = '';
      }),
    );
    expect(payload).toMatchObject({
      exam_name: 'SSC CGL',
      slug: 'ssc-cgl',
      exam_level: 'All',
      total_questions: 100,
      total_marks: 100,
      duration: 120,
      application_fee: 0,
      language_options: ['English', 'Hindi', 'Tamil'],
      tags: ['ssc', 'central'],
      is_active: true,
      featured: false,
      exam_color: '#3B82F6',
      success_rate: '10-15%',
    });
    expect(payload.preparation_strategy.practice_tips).toEqual(['Daily mocks', 'Revise formulas']);
    expect(payload.eligibility_criteria.age_limit).toEqual({ min: 18, max: null });
    expect(payload.sections).toEqual([
      {
        section_name: 'Reasoning',
        section_code: 'GI',
        questions: 25,
        marks_per_question: 1,
        total_marks: 25,
        duration: 30,
        topics: [],
        question_types: ['MCQ'],
      },
    ]);
  });
  it('keeps decimal and negative marks on the full-page form', () => {
    const payload = toPayload(
      filled((form) => {
        form.sections[0]!.marks_per_question = '0.25';
        form.marking_scheme = { correct_answer: '2', wrong_answer: '-0.5', negative_marking: true, negative_marking_value: '0.25' };
      }),
    );
    expect(payload.sections[0]!.marks_per_question).toBe(0.25);
    expect(payload.marking_scheme).toEqual({ correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.25 });
  });
  it('parses marks as whole numbers for the older modal', () => {
    const payload = toPayload(
      filled((form) => {
        form.total_marks = '200.75';
        form.sections[0]!.marks_per_question = '2.5';
        form.marking_scheme.correct_answer = '3.9';
      }),
      { wholeMarks: true },
    );
    expect(payload.total_marks).toBe(200);
    expect(payload.sections[0]!.marks_per_question).toBe(2);
    expect(payload.marking_scheme.correct_answer).toBe(3);
  });
  it('sends no negative marking value while negative marking is not ticked', () => {
    const payload = toPayload(filled((form) => (form.marking_scheme.negative_marking_value = '0.5')));
    expect(payload.marking_scheme).toMatchObject({ negative_marking: false, negative_marking_value: 0 });
  });
  it('sends question types in the spec order and topics with numbers', () => {
    const payload = toPayload(
      filled((form) => {
        form.sections[0]!.question_types = ['Numerical', 'MCQ'];
        form.sections[0]!.topics = [
          { topic_name: ' Series ', weightage: '40', difficulty_level: 'Easy' },
          { topic_name: 'Coding', weightage: '', difficulty_level: 'Hard' },
        ];
      }),
    );
    expect(payload.sections[0]!.question_types).toEqual(['MCQ', 'Numerical']);
    expect(payload.sections[0]!.topics).toEqual([
      { topic_name: 'Series', weightage: 40, difficulty_level: 'Easy' },
      { topic_name: 'Coding', weightage: null, difficulty_level: 'Hard' },
    ]);
  });
});

describe('validateExamPatternForm (admin spec §5)', () => {
  it('accepts the defaults once the name and the section are filled in', () => {
    expect(validateExamPatternForm(filled())).toBeNull();
  });
  it('requires the exam name, a level and the totals with their minimums', () => {
    expect(validateExamPatternForm(filled((f) => (f.exam_name = '   ')))).toBe('Exam name is required');
    expect(validateExamPatternForm(filled((f) => (f.exam_level = '')))).toBe('Exam level is required');
    expect(validateExamPatternForm(filled((f) => (f.total_questions = '0')))).toBe('Total questions must be at least 1');
    expect(validateExamPatternForm(filled((f) => (f.total_questions = '')))).toBe('Total questions is required');
    expect(validateExamPatternForm(filled((f) => (f.total_marks = '0.5')))).toBe('Total marks must be at least 1');
    expect(validateExamPatternForm(filled((f) => (f.duration = '0')))).toBe('Duration must be at least 1');
  });
  it("requires each section's name, code, questions (min 1) and marks per question (min 0)", () => {
    const second = (change: (form: ExamPatternForm) => void) =>
      filled((form) => {
        form.sections.push({ ...newSection(), section_name: 'Quant', section_code: 'QA' });
        change(form);
      });
    expect(validateExamPatternForm(second(() => undefined))).toBeNull();
    expect(validateExamPatternForm(second((f) => (f.sections[1]!.section_name = '')))).toBe('Section 2: section name is required');
    expect(validateExamPatternForm(second((f) => (f.sections[1]!.section_code = ' ')))).toBe('Section 2: section code is required');
    expect(validateExamPatternForm(second((f) => (f.sections[1]!.questions = '0')))).toBe('Section 2: questions must be at least 1');
    expect(validateExamPatternForm(second((f) => (f.sections[1]!.marks_per_question = '-0.25')))).toBe(
      'Section 2: marks per question must be at least 0',
    );
    expect(validateExamPatternForm(second((f) => (f.sections[1]!.marks_per_question = '0')))).toBeNull();
    expect(validateExamPatternForm(filled((f) => (f.sections = [])))).toBe('At least one section is required');
  });
  it('allows negative wrong-answer marks but not a negative correct answer or negative marking value', () => {
    expect(validateExamPatternForm(filled((f) => (f.marking_scheme.wrong_answer = '-0.25')))).toBeNull();
    // Penalties of a third of a mark are real (UPSC -0.66, RRB -0.33): not refused for being off the 0.25 step.
    expect(validateExamPatternForm(filled((f) => (f.marking_scheme.wrong_answer = '-0.33')))).toBeNull();
    expect(validateExamPatternForm(filled((f) => (f.sections[0]!.marks_per_question = '1.33')))).toBeNull();
    expect(validateExamPatternForm(filled((f) => (f.marking_scheme.wrong_answer = '-0.5')))).toBeNull();
    expect(validateExamPatternForm(filled((f) => (f.marking_scheme.correct_answer = '-1')))).toBe(
      'Correct answer marks must be at least 0',
    );
    const negative = filled((f) => (f.marking_scheme = { ...f.marking_scheme, negative_marking: true, negative_marking_value: '-0.25' }));
    expect(validateExamPatternForm(negative)).toBe('Negative marking value must be at least 0');
    // Hidden while unticked: not checked.
    expect(validateExamPatternForm(filled((f) => (f.marking_scheme.negative_marking_value = '-1')))).toBeNull();
  });
  it('checks topic weightage 0-100 and topic names', () => {
    const topic = (weightage: string, name = 'Algebra') =>
      filled((f) => (f.sections[0]!.topics = [{ topic_name: name, weightage, difficulty_level: 'Easy' }]));
    expect(validateExamPatternForm(topic('0'))).toBeNull();
    expect(validateExamPatternForm(topic('100'))).toBeNull();
    expect(validateExamPatternForm(topic('101'))).toBe('Section 1, topic 1: weightage must be between 0 and 100');
    expect(validateExamPatternForm(topic('-1'))).toBe('Section 1, topic 1: weightage must be between 0 and 100');
    expect(validateExamPatternForm(topic('20', ''))).toBe('Section 1, topic 1: topic name is required');
  });
  it('checks ages (at least 0, min not above max) and the fee', () => {
    expect(validateExamPatternForm(filled((f) => (f.eligibility_criteria.age_min = '-1')))).toBe('Minimum age must be at least 0');
    expect(validateExamPatternForm(filled((f) => (f.eligibility_criteria.age_max = '-1')))).toBe('Maximum age must be at least 0');
    expect(validateExamPatternForm(filled((f) => (f.eligibility_criteria.age_min = '40')))).toBe(
      'Minimum age must not be more than maximum age',
    );
    expect(validateExamPatternForm(filled((f) => (f.application_fee = '-100')))).toBe('Application fee must be at least 0');
    // A maximum of 0 means no upper age limit.
    expect(
      validateExamPatternForm(filled((f) => ((f.eligibility_criteria.age_min = '17'), (f.eligibility_criteria.age_max = '0')))),
    ).toBeNull();
  });
  it('requires the official website and the logo to be web addresses when given', () => {
    expect(validateExamPatternForm(filled((f) => (f.exam_official_website = 'ssc.nic.in')))).toBe('Official website must be a URL');
    expect(validateExamPatternForm(filled((f) => (f.exam_logo = 'javascript:alert(1)')))).toBe('Exam logo must be a URL');
    expect(
      validateExamPatternForm(filled((f) => ((f.exam_official_website = 'https://ssc.nic.in'), (f.exam_logo = 'http://x.in/l.png')))),
    ).toBeNull();
    expect(validateExamPatternForm(filled((f) => (f.exam_logo = 'ftp://x.in')))).toBe('Exam logo must be a URL');
  });
  it("applies the proxy's own rules (the contract's examPatternInput) to what the form sends", () => {
    expect(validateExamPatternForm(filled((f) => (f.exam_name = 'x'.repeat(161))))).toBe('Exam name must be at most 160 characters');
    expect(validateExamPatternForm(filled((f) => (f.sections[0]!.questions = '2.5')))).toBe('Section 1: questions must be a whole number');
    expect(validateExamPatternForm(filled((f) => (f.total_marks = 'many')))).toBe('Total marks must be a number');
    // A field the form does not name in its messages gets the proxy's sentence.
    expect(validateExamPatternForm(filled((f) => (f.success_rate = '9'.repeat(41))))).toBe('success_rate must be at most 40 characters');
  });
});

describe('sections and lists', () => {
  it('keeps at least one section', () => {
    expect(canRemoveSection([newSection()])).toBe(false);
    expect(canRemoveSection([newSection(), newSection()])).toBe(true);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
  it('toggles question types as a subset in the spec order', () => {
    expect(toggleQuestionType(['MCQ'], 'True/False')).toEqual(['MCQ', 'True/False']);
    expect(toggleQuestionType(['Numerical'], 'MCQ')).toEqual(['MCQ', 'Numerical']);
    expect(toggleQuestionType(['MCQ', 'Numerical'], 'MCQ')).toEqual(['Numerical']);
  });
  it('splits comma-separated text', () => {
    expect(splitList('English, Hindi')).toEqual(['English', 'Hindi']);
    expect(splitList('  ')).toEqual([]);
  });
});
