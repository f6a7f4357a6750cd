import { z } from 'zod';

/**
 * Building blocks of the input schemas: admin forms arrive as JSON or as multipart text fields, so numbers,
 * flags and lists are read from either. The messages the proxy sends for a refused input are made from zod's
 * issues by describeIssue.
 */

/** 'sections[0].topics[1].weightage' from zod's path. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  string: 'text',
};

/** One readable sentence for a zod issue, naming the field (the proxy's 400 message). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldPath(issue.path) || 'the request body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} is required`;
      if (issue.origin === 'array') return `${field} needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      // positive() and gt() exclude their bound: 0 marks for a right answer is refused as "more than 0".
      return issue.inclusive === false ? `${field} must be more than ${issue.minimum}` : `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      return issue.inclusive === false ? `${field} must be less than ${issue.maximum}` : `${field} must be at most ${issue.maximum}`;
    case 'invalid_value':
      if (issue.input === undefined || issue.input === null) return `${field} is required`;
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'url' ? `${field} must be a web address starting with http:// or https://` : `${field} is not valid`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? `${field}: ${issue.message}` : `${field} is not valid`;
  }
}

/** Form values arrive as text: '12' → 12, '' → absent; anything else is left for the schema to refuse. */
export const numberFromForm = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : value;
  }
  return value === null ? undefined : value;
};

/** 'true'/'false' from forms; real booleans as they are. */
export const booleanFromForm = (value: unknown) =>
  value === 'true' ? true : value === 'false' ? false : value === null ? undefined : value;

/** A list of texts, from a JSON list or comma-separated text; blanks and repeats dropped. */
export const textList = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) return value;
    const texts = items
      .filter((item) => item !== null && item !== undefined)
      .map((item) => (typeof item === 'string' ? item.trim() : item));
    return [...new Set(texts.filter((item) => item !== ''))];
  },
  z.array(z.string().max(500)),
);

/**
 * Optional text: absent stays absent (an update keeps the stored value); null, '' and whitespace become null,
 * so an administrator can clear a field they filled in before.
 */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    z.string().trim().max(max).nullable().optional(),
  );

/** Required text (trimmed, non-empty). */
export const requiredText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), z.string().trim().min(1).max(max));

/** A number from a form, with its rules. */
export const formNumber = (rules: (schema: z.ZodNumber) => z.ZodNumber = (schema) => schema) =>
  z.preprocess(numberFromForm, rules(z.number()));
export const optionalFormNumber = (rules: (schema: z.ZodNumber) => z.ZodNumber = (schema) => schema) =>
  z.preprocess(numberFromForm, rules(z.number()).optional());
/** An optional flag from a form ('true'/'false' or a boolean). */
export const formFlag = z.preprocess(booleanFromForm, z.boolean().optional());
/** Optional enumerations: '' and null mean "not given". */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values).optional());
/** An optional object given as null means "not given". */
export const optionalObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((value) => (value === null ? undefined : value), z.object(shape).optional());
