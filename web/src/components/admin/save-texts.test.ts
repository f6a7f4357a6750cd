import { describe, expect, it } from 'vitest';
import { saveTexts } from './use-save-then-return';

describe('saveTexts', () => {
  it("words a form's buttons and messages from the record's name", () => {
    expect(saveTexts('Mock Test')).toEqual({
      create: {
        label: 'Create Mock Test',
        submit: 'Create Mock Test',
        busy: 'Creating...',
        success: 'Mock test created successfully! Redirecting...',
        failure: 'Failed to create mock test',
      },
      edit: {
        label: 'Edit Mock Test',
        submit: 'Update Mock Test',
        busy: 'Updating...',
        success: 'Mock test updated successfully! Redirecting...',
        failure: 'Failed to update mock test',
      },
    });
  });

  it('takes a form name of its own for creating', () => {
    expect(saveTexts('Exam Pattern', { createLabel: 'Create New Exam Pattern' }).create.label).toBe('Create New Exam Pattern');
    expect(saveTexts('Exam Pattern', { createLabel: 'Create New Exam Pattern' }).edit.label).toBe('Edit Exam Pattern');
  });

  it('leaves out "Redirecting..." for a form that does not say it', () => {
    expect(saveTexts('Cheatsheet', { saysRedirecting: false }).edit.success).toBe('Cheatsheet updated successfully!');
    expect(saveTexts('Cheatsheet', { saysRedirecting: false }).create.failure).toBe('Failed to create cheatsheet');
  });
});
