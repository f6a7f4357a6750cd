import { mockTestInput } from '@exam-prep/contract/admin/mock-tests';
import { describeIssue, fieldPath } from '@exam-prep/contract/form-values';
import { formProblems, isMissing, partLabel, wrongTypeMessage, type FormIssue } from '@/lib/form-issues';
import { mockTestFields, type MockTestForm } from './form';

/**
 * The contract's rules for a paper (mockTestInput, as the proxy applies them), checked on the inputs' text before
 * anything is sent. Each problem is the contract's own sentence with the field named as the form names it:
 * 'Year is required for a previous-year paper', 'Sections must all have a duration, or none'.
 */

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  kind: 'Kind',
  exam_id: 'Exam',
  exam_pattern_id: 'Exam pattern',
  year: 'Year',
  shift: 'Shift',
  instructions: 'Instructions',
  'marking_scheme.correct_answer': 'Right answer marks',
  'marking_scheme.wrong_answer': 'Wrong answer marks',
  duration: 'Duration',
  sections: 'Sections',
};
const SECTION_LABELS: Record<string, string> = {
  section_name: 'name',
  duration: 'duration',
  blueprint: 'blueprint',
};
const LINE_LABELS: Record<string, string> = { subtopic_id: 'subtopic', count: 'count' };

/** 'Section 2: duration', 'Section 2, blueprint line 1: count', 'Section 2' (its questions); undefined for others. */
export function fieldLabel(path: ReadonlyArray<PropertyKey>): string | undefined {
  const [first, index, field, line, lineField] = path;
  if (first !== 'sections' || typeof index !== 'number') return FIELD_LABELS[fieldPath(path)];
  const section = `Section ${index + 1}`;
  if (path.length === 2) return section;
  if (field === 'question_ids' && path.length === 3) return section;
  if (path.length === 3) return partLabel(section, SECTION_LABELS, field);
  if (field === 'blueprint' && typeof line === 'number' && path.length === 5)
    return partLabel(`${section}, blueprint line ${line + 1}`, LINE_LABELS, lineField);
  return undefined;
}

/** One issue as the form words it; a field the form does not name gets the proxy's own sentence. */
export function issueMessage(issue: FormIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'array' && fieldPath(issue.path) === 'sections')
    return 'At least one section is required';
  const label = fieldLabel(issue.path);
  if (!label) return describeIssue(issue);
  const missing = isMissing(issue);
  switch (issue.code) {
    case 'custom':
      return `${label} ${issue.message}`;
    case 'invalid_type':
      return wrongTypeMessage(label, issue);
    case 'too_small':
      if (issue.origin === 'string' || missing) return `${label} is required`;
      if (issue.origin === 'array') return `${label} needs at least ${issue.minimum}`;
      return issue.inclusive === false ? `${label} must be more than ${issue.minimum}` : `${label} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${label}: at most ${issue.maximum}`;
      return issue.inclusive === false ? `${label} must be less than ${issue.maximum}` : `${label} must be at most ${issue.maximum}`;
    default:
      return describeIssue(issue);
  }
}

/** Every problem of the form, in the contract's order; empty when the paper can be sent. */
export function mockTestProblems(form: MockTestForm): string[] {
  return formProblems(
    mockTestInput,
    mockTestFields(form, (text) => text),
    issueMessage,
  );
}

/** The first problem of the form as a sentence naming the field, or null. */
export function validateMockTestForm(form: MockTestForm): string | null {
  return mockTestProblems(form)[0] ?? null;
}
