import { examPatternInput } from '@exam-prep/contract/admin/exam-patterns';
import { describeIssue, fieldPath } from '@exam-prep/contract/form-values';
import { formProblems, isMissing, partLabel, wrongTypeMessage, type FormIssue } from '@/lib/form-issues';
import { patternFields, type ExamPatternForm } from './form';

/** How the form names a field in its messages ('Section 2: marks per question'); undefined for fields it does not name. */
const FIELD_LABELS: Record<string, string> = {
  exam_name: 'Exam name',
  exam_level: 'Exam level',
  total_questions: 'Total questions',
  total_marks: 'Total marks',
  duration: 'Duration',
  'marking_scheme.correct_answer': 'Correct answer marks',
  'marking_scheme.wrong_answer': 'Wrong answer marks',
  'marking_scheme.negative_marking_value': 'Negative marking value',
  'eligibility_criteria.age_limit.min': 'Minimum age',
  'eligibility_criteria.age_limit.max': 'Maximum age',
  application_fee: 'Application fee',
  exam_official_website: 'Official website',
  exam_logo: 'Exam logo',
};
const SECTION_LABELS: Record<string, string> = {
  section_name: 'section name',
  section_code: 'section code',
  questions: 'questions',
  marks_per_question: 'marks per question',
  total_marks: 'total marks',
  duration: 'duration',
};
const TOPIC_LABELS: Record<string, string> = { topic_name: 'topic name', weightage: 'weightage', difficulty_level: 'difficulty level' };

function fieldLabel(path: ReadonlyArray<PropertyKey>): string | undefined {
  const [first, section, field, topic, topicField] = path;
  if (first !== 'sections' || typeof section !== 'number') return FIELD_LABELS[fieldPath(path)];
  const name = `Section ${section + 1}`;
  if (path.length === 3) return partLabel(name, SECTION_LABELS, field);
  if (field === 'topics' && typeof topic === 'number' && path.length === 5)
    return partLabel(`${name}, topic ${topic + 1}`, TOPIC_LABELS, topicField);
  return undefined;
}

/** One of the contract's issues as the form words it; fields the form does not name get the proxy's own sentence. */
function issueMessage(issue: FormIssue): string {
  if (issue.path.length === 1 && issue.path[0] === 'sections' && issue.code === 'too_small') return 'At least one section is required';
  // The contract's cross-field rule: a maximum of 0 means "no upper age limit" (e.g. NEET UG).
  if (issue.code === 'custom' && fieldPath(issue.path) === 'eligibility_criteria.age_limit.min')
    return 'Minimum age must not be more than maximum age';
  const label = fieldLabel(issue.path);
  if (!label) return describeIssue(issue);
  const missing = isMissing(issue);
  if (issue.path.at(-1) === 'weightage' && !missing) return `${label} must be between 0 and 100`;
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeMessage(label, issue);
    case 'invalid_value':
      return missing ? `${label} is required` : `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' || missing ? `${label} is required` : `${label} must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label} must be at most ${issue.maximum} characters`
        : `${label} must be at most ${issue.maximum}`;
    case 'invalid_format':
      return `${label} must be a URL`;
    default:
      return describeIssue(issue);
  }
}

/**
 * The rules of spec §5, as the proxy applies them (the contract's examPatternInput), checked before sending on
 * the inputs' text; the first problem as a sentence naming the field, or null. The forms rely on this rather
 * than the browser's constraint checks: marks inputs step by 0.25, yet real penalties such as -0.33 or -0.66
 * (one third of a mark) must still be accepted.
 */
export function validateExamPatternForm(form: ExamPatternForm): string | null {
  const [problem] = formProblems(
    examPatternInput,
    patternFields(form, (text) => text),
    issueMessage,
  );
  return problem ?? null;
}
