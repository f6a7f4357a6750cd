import { describe, expect, it } from 'vitest';
import { MAX_SECTION_QUESTIONS, mockTestInput } from '@exam-prep/contract/admin/mock-tests';
import { defaultMockTestForm, newBlueprintLine, newSection, toPayload, type MockTestForm, type SectionForm } from './form';
import { fieldLabel, mockTestProblems, validateMockTestForm } from './validation';

const section = (patch: Partial<SectionForm> = {}): SectionForm => ({
  ...newSection(),
  section_name: 'Reasoning',
  questions: [{ _id: 'q1', preview: 'A question' }],
  ...patch,
});
const valid = (patch: Partial<MockTestForm> = {}): MockTestForm => ({
  ...defaultMockTestForm(),
  title: 'Practice paper 1',
  exam_id: 'exam-1',
  sections: [section()],
  ...patch,
});

describe('validateMockTestForm', () => {
  it('accepts a complete paper, and the contract accepts its payload too', () => {
    expect(validateMockTestForm(valid())).toBeNull();
    expect(mockTestInput.safeParse(toPayload(valid())).success).toBe(true);
  });

  it('asks for the title, the exam and a section name', () => {
    expect(validateMockTestForm(valid({ title: '  ' }))).toBe('Title is required');
    expect(validateMockTestForm(valid({ exam_id: '' }))).toBe('Exam is required');
    expect(validateMockTestForm(valid({ sections: [section(), section({ section_name: ' ' })] }))).toBe('Section 2: name is required');
  });

  it("asks for a previous-year paper's year, in the contract's words, and checks its range", () => {
    expect(validateMockTestForm(valid({ kind: 'previous_year' }))).toBe('Year is required for a previous-year paper');
    expect(validateMockTestForm(valid({ kind: 'previous_year', year: '1989' }))).toBe('Year must be at least 1990');
    expect(validateMockTestForm(valid({ kind: 'previous_year', year: '2023.5' }))).toBe('Year must be a whole number');
    expect(validateMockTestForm(valid({ kind: 'previous_year', year: '2023' }))).toBeNull();
    // A practice paper's year field is hidden: whatever it holds is not checked.
    expect(validateMockTestForm(valid({ kind: 'practice', year: 'abc' }))).toBeNull();
  });

  it('times every section or none, and asks for the paper duration without section times', () => {
    const timed = [section({ duration: '20' }), section({ duration: '25' })];
    expect(validateMockTestForm(valid({ duration: '', sections: timed }))).toBeNull();
    expect(validateMockTestForm(valid({ sections: [section({ duration: '20' }), section()] }))).toBe(
      'Sections must all have a duration, or none',
    );
    expect(validateMockTestForm(valid({ duration: '' }))).toBe('Duration is required when the sections have no duration');
    expect(validateMockTestForm(valid({ duration: '0' }))).toBe('Duration must be at least 1');
    expect(validateMockTestForm(valid({ sections: [section({ duration: '601' })] }))).toBe('Section 1: duration must be at most 600');
  });

  it('needs fixed questions or blueprint lines in each section', () => {
    expect(validateMockTestForm(valid({ sections: [section({ questions: [] })] }))).toBe(
      'Section 1 must list questions, or give a blueprint to draw them',
    );
    // The other source's content is kept in the form but not sent, so it does not count.
    const line = { ...newBlueprintLine(), subtopic_id: 's1', count: '10' };
    expect(validateMockTestForm(valid({ sections: [section({ questions: [], blueprint: [line] })] }))).toBe(
      'Section 1 must list questions, or give a blueprint to draw them',
    );
    expect(validateMockTestForm(valid({ sections: [section({ source: 'blueprint', blueprint: [line] })] }))).toBeNull();
  });

  it('checks each blueprint line and the total drawn', () => {
    const blueprint = (...lines: Array<{ subtopic_id: string; count: string }>) =>
      valid({ sections: [section({ source: 'blueprint', blueprint: lines.map((line) => ({ ...newBlueprintLine(), ...line })) })] });
    expect(validateMockTestForm(blueprint({ subtopic_id: '', count: '5' }))).toBe('Section 1, blueprint line 1: subtopic is required');
    expect(validateMockTestForm(blueprint({ subtopic_id: 's1', count: '5' }, { subtopic_id: 's2', count: '' }))).toBe(
      'Section 1, blueprint line 2: count is required',
    );
    expect(validateMockTestForm(blueprint({ subtopic_id: 's1', count: '0' }))).toBe(
      'Section 1, blueprint line 1: count must be at least 1',
    );
    expect(validateMockTestForm(blueprint({ subtopic_id: 's1', count: '150' }, { subtopic_id: 's2', count: '60' }))).toBe(
      `Section 1: blueprint must draw at most ${MAX_SECTION_QUESTIONS} questions`,
    );
  });

  it('checks the marks when the paper has its own scheme: a positive reward, a penalty of 0 or less', () => {
    const marking = (correct_answer: string, wrong_answer: string) =>
      valid({ marking: { use_pattern: false, correct_answer, wrong_answer } });
    expect(validateMockTestForm(marking('2', '-0.5'))).toBeNull();
    expect(validateMockTestForm(marking('2', '-0.33'))).toBeNull();
    expect(validateMockTestForm(marking('0', '0'))).toBe('Right answer marks must be more than 0');
    expect(validateMockTestForm(marking('1', '0.5'))).toBe('Wrong answer marks must be at most 0');
    expect(validateMockTestForm(marking('1', ''))).toBe('Wrong answer marks is required');
    expect(validateMockTestForm(marking('one', '0'))).toBe('Right answer marks must be a number');
    // The pattern's scheme: the hidden marks are not checked.
    expect(validateMockTestForm(valid({ marking: { use_pattern: true, correct_answer: '', wrong_answer: '5' } }))).toBeNull();
  });

  it('lists every problem in order', () => {
    expect(mockTestProblems(valid({ title: '', kind: 'previous_year', sections: [section({ questions: [] })] }))).toEqual([
      'Title is required',
      'Section 1 must list questions, or give a blueprint to draw them',
      'Year is required for a previous-year paper',
    ]);
  });

  it("gives the proxy's own sentence for a field it does not name", () => {
    expect(fieldLabel(['sections', 0, 'question_ids', 0])).toBeUndefined();
    expect(validateMockTestForm(valid({ sections: [section({ questions: [{ _id: ' ', preview: null }] })] }))).toBe(
      'sections[0].question_ids[0] is required',
    );
  });
});
