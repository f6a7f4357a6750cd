import type { z } from 'zod';
import { describeIssue, fieldPath } from '@exam-prep/contract/form-values';
import { badRequest } from './errors.js';

/** Where the contract's form rules are read (odd-requests.ts and image-upload.ts name fields the same way). */
export { fieldPath };

/** Parses with a schema; the first problem becomes a 400 naming its field. NUL characters are refused first. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const withNul = pathToNul(input);
  if (withNul) throw badRequest(`${fieldPath(withNul) || 'the request body'} must not contain NUL characters`);
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}

/** A field sent as JSON text inside a multipart form, or already as a value (a JSON body). */
export function jsonField(value: unknown, field: string, describe: string): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(`${field} must be ${describe} (JSON)`);
    }
  }
  // JSON text can spell NUL as \u0000, which no check of the raw form field sees.
  const withNul = pathToNul(parsed, [field]);
  if (withNul) throw badRequest(`${fieldPath(withNul)} must not contain NUL characters`);
  return parsed;
}

/**
 * Where the first string holding a NUL character sits in a JSON value (its path), or undefined. PostgreSQL
 * cannot store NUL in text, so Strapi would fail with a 500 on it: it is refused as the client's mistake.
 */
export function pathToNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathToNul(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathToNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** C0 control characters and DEL: no name or search has them (and PostgreSQL cannot store NUL). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Longest search the admin lists look for; longer text is cut (a search box, not an input to refuse). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * A ?search (or ?category) value: trimmed text, or undefined when empty. Given twice (a list) or with control
 * characters, it is a 400.
 */
export function searchText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('A search or filter value must be given once, as text');
  if (CONTROL_CHARACTER.test(value)) throw badRequest('A search or filter value must not contain control characters');
  const text = value.trim();
  return text ? text.slice(0, MAX_SEARCH_LENGTH) : undefined;
}

/** Stored topic, subtopic and exam names are at most this long (maxLength in the CMS's schemas). */
export const MAX_NAME_LENGTH = 120;

/**
 * A topic, subtopic or exam name taken from the address. One that no stored name could match (too long, or
 * with control characters) is a 400 naming the field, never a query to the CMS: 6,000 '(' there once grew
 * past Strapi's 16 KB request-head limit once encoded, and came back as a 502.
 */
export function nameFromAddress(value: string, field: string): string {
  if (value.length > MAX_NAME_LENGTH) throw badRequest(`${field} must be at most ${MAX_NAME_LENGTH} characters`);
  if (CONTROL_CHARACTER.test(value)) throw badRequest(`${field} must not contain control characters`);
  return value;
}
