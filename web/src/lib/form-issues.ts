import type { describeIssue } from '@exam-prep/contract/form-values';

/** One of the contract's (zod's) issues with a form's values. */
export type FormIssue = Parameters<typeof describeIssue>[0];

/** A contract schema, as a form checks its values against it. */
interface FormSchema {
  safeParse(values: unknown, params: { reportInput: boolean }): { success: true } | { success: false; error: { issues: FormIssue[] } };
}

/**
 * Every problem of a form's values against the contract's schema (the rules the proxy applies), checked on the
 * inputs' text before anything is sent, each worded by the form; empty when the values pass.
 */
export function formProblems(schema: FormSchema, values: unknown, wording: (issue: FormIssue) => string): string[] {
  const checked = schema.safeParse(values, { reportInput: true });
  return checked.success ? [] : checked.error.issues.map(wording);
}

/** The value was left out (as against given, but wrong). */
export const isMissing = (issue: FormIssue) => 'input' in issue && (issue.input === undefined || issue.input === null);

/** 'Section 2: marks per question': a part's field as the form names it; undefined for a field it does not name. */
export function partLabel(part: string, labels: Record<string, string>, field: PropertyKey | undefined): string | undefined {
  const label = labels[String(field)];
  return label && `${part}: ${label}`;
}

/** A value of the wrong type, as the forms word it: 'Duration is required', 'Year must be a whole number'. */
export function wrongTypeMessage(label: string, issue: Extract<FormIssue, { code: 'invalid_type' }>): string {
  if (isMissing(issue)) return `${label} is required`;
  return issue.expected === 'int' ? `${label} must be a whole number` : `${label} must be a number`;
}
