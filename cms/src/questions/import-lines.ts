import { StringDecoder } from 'node:string_decoder';
import { z } from 'zod';

/**
 * The body of POST /api/questions/import: NDJSON, one write-ready question per line, as the proxy
 * sends it after checking an import file (subtopic and exams by documentId, pictures by upload file id). Read as
 * a stream: the body is never held whole, only the parsed questions are.
 */

/** Lines (questions) one request may carry: a large bank is tens of thousands. */
export const MAX_IMPORT_QUESTIONS = 100_000;
/** One line's length at most (characters): a question with HTML options is a few KB; this leaves room for tables. */
export const MAX_IMPORT_LINE = 1_000_000;

const fileId = z.number().int().positive();
const documentId = z.string().min(1).max(64);

const importOption = z.strictObject({
  /** The letter as in the file: informational. Stored options get fresh random keys, like the document service gives. */
  option_key: z.string().max(40).optional(),
  option_type: z.enum(['text', 'image']).default('text'),
  option_text: z.string().nullable().default(null),
  image: fileId.nullable().default(null),
});

export const importLine = z.strictObject({
  question: z.string().min(1),
  question_type: z.enum(['text', 'image']).default('text'),
  answer: z.string().min(1),
  explanation: z.string().nullable().default(null),
  subtopic: documentId,
  exams: z.array(documentId).max(100).default([]),
  question_image: fileId.nullable().default(null),
  options: z.array(importOption).min(2).max(26),
  /** Held for tests (questions/held-questions.ts): left out of every public read. Absent: not held. */
  held_for_tests: z.boolean().default(false),
});
export type ImportLine = z.infer<typeof importLine>;

/** A line that cannot be imported: its number in the body (1-based) and why. */
export class ImportLineError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** More lines (or a longer line) than one request may carry: answered 413. */
export class ImportTooLargeError extends Error {}

/** zod's first complaint about a line, naming the field (e.g. `options.2.option_type: Invalid option`). */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Each non-blank line of `body`, with its line number, without holding the body whole. */
async function* linesOf(body: AsyncIterable<Buffer | string>): AsyncGenerator<{ number: number; text: string }> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  const tooLong = () => new ImportTooLargeError(`Line ${number + 1} is longer than ${MAX_IMPORT_LINE} characters`);
  for await (const chunk of body) {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const text = pending.slice(0, end);
      pending = pending.slice(end + 1);
      number += 1;
      if (text.length > MAX_IMPORT_LINE) throw tooLong();
      if (text.trim()) yield { number, text };
    }
    if (pending.length > MAX_IMPORT_LINE) throw tooLong();
  }
  pending += decoder.end();
  number += 1;
  if (pending.trim()) yield { number, text: pending };
}

/**
 * Reads and checks every line of the body (JSON, then the shape above). The first bad line stops the reading with
 * an ImportLineError; nothing is written before the whole body has been read.
 */
export async function readImportLines(body: AsyncIterable<Buffer | string>): Promise<Array<{ line: number; question: ImportLine }>> {
  const questions: Array<{ line: number; question: ImportLine }> = [];
  for await (const { number, text } of linesOf(body)) {
    if (questions.length >= MAX_IMPORT_QUESTIONS) throw new ImportTooLargeError(`At most ${MAX_IMPORT_QUESTIONS} questions per import`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ImportLineError(number, 'not valid JSON');
    }
    const parsed = importLine.safeParse(json);
    if (!parsed.success) throw new ImportLineError(number, describeIssue(parsed.error));
    questions.push({ line: number, question: parsed.data });
  }
  return questions;
}
