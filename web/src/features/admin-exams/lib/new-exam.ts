import { newExamSchema, type NewExam } from '@exam-prep/contract/admin/exams';
import { describeIssue } from '@exam-prep/contract/form-values';

/**
 * The add-exam forms' check, the proxy's own (the contract's newExamSchema): the problem as the proxy words it,
 * or null. A blank name is the spec's 'Please enter an exam name', the schema's own message for it.
 */
export function newExamProblem(input: NewExam): string | null {
  const checked = newExamSchema.safeParse(input, { reportInput: true });
  if (checked.success) return null;
  const issue = checked.error.issues[0]!;
  return issue.code === 'too_small' && issue.path[0] === 'exam_name' ? issue.message : describeIssue(issue);
}
