import { describe, expect, it } from 'vitest';
import { newExamProblem } from './new-exam';

describe('newExamProblem (the contract rules of POST /api/exams/add)', () => {
  it("asks for a name: 'Please enter an exam name' (admin spec §5)", () => {
    expect(newExamProblem({ exam_name: '' })).toBe('Please enter an exam name');
    expect(newExamProblem({ exam_name: '   ' })).toBe('Please enter an exam name');
  });
  it('accepts a name with or without a level', () => {
    expect(newExamProblem({ exam_name: 'SSC CGL' })).toBeNull();
    expect(newExamProblem({ exam_name: 'SSC CGL', exam_level: 'Graduate' })).toBeNull();
    expect(newExamProblem({ exam_name: 'SSC CGL', exam_level: '' })).toBeNull();
  });
  it('refuses what the proxy refuses, in its words', () => {
    expect(newExamProblem({ exam_name: 'x'.repeat(121) })).toBe('exam_name must be at most 120 characters');
    expect(newExamProblem({ exam_name: 'SSC', exam_level: 'PhD' })).toBe(
      'exam_level must be one of: Graduate, Post Graduate, Diploma, Certificate, All',
    );
  });
});
