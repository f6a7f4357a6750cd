import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  IMPORT_MESSAGES,
  type ImportAnswer,
  type ImportDryRunAnswer,
  type ImportError,
  type ImportLimits,
} from '@exam-prep/contract/admin/question-import';
import { openImportFile, type ImportSource } from './formats/read.js';
import { ImportFileError } from './types.js';
import { badRequest } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { administratorProfile } from '#src/auth/admin-session.js';
import { ImportImages, type ImageReencoder } from './import-images.js';
import { checkRow, NameIndex, writeReadyLine, type ImportDefaults, type RowContext } from './import-rows.js';
import { removeFiles } from '#src/strapi/media.js';
import { CheckedRowSpill } from './import-spill.js';

/**
 * POST /api/questions/import. Memory stays flat whatever the file's size:
 *   1. one pass over the file: every row is checked (import-rows.ts), its pictures too, and against the file's
 *      earlier rows and the subtopic's questions for duplicates; every problem is collected with its line and
 *      field, and the rows to write are kept in a temporary file (import-spill.ts);
 *   2. unless it is a dry run or a refusal, the valid rows' pictures are stored, then the kept rows are streamed
 *      to the CMS's batch writer as NDJSON in one request, which writes them in one transaction (all or none).
 * If the CMS write fails, the stored pictures are removed again.
 */

export interface ImportRequest {
  file: { path: string; originalName: string };
  dryRun: boolean;
  skipInvalid: boolean;
  defaults: ImportDefaults;
  /** How pictures are checked and cleaned, as single uploads are. */
  reencodeImage: ImageReencoder;
  /** Rows, cell length, ZIP size and ratio, errors listed (config IMPORT_*). */
  limits: ImportLimits;
}

export interface ImportClients {
  /** Acting as the signed-in administrator: reads the catalogue, stores pictures (as the add form does). */
  session: StrapiClient;
  /** With the proxy's token: the CMS's import-keys and batch writer are the proxy's alone. */
  proxy: StrapiClient;
}

/** A 10,000-row write takes seconds; a very large bank may take minutes. */
const CMS_WRITE_TIMEOUT_MS = 10 * 60_000;
/** NDJSON is sent in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;

/** The 400 of a file that cannot be read at all (or is past a limit of the whole file). */
const fileRefusal = (message: string, line = 1) =>
  badRequest(message, { errors: [{ line, field: 'file', message }], error_count: 1, errors_truncated: false });

/** The file has more rows than an import takes: refused as soon as the first row past the limit is read. */
class TooManyRows extends Error {
  constructor(readonly line: number) {
    super('too many rows');
  }
}

interface Validation {
  valid: number;
  rows: number;
  /** The first problems, up to the limit of the list. */
  errors: ImportError[];
  /** Every problem, listed or not. */
  errorCount: number;
  invalidLines: Set<number>;
  /** Pictures named by valid rows. */
  images: Set<string>;
}

export async function importQuestions(clients: ImportClients, request: ImportRequest): Promise<ImportAnswer | ImportDryRunAnswer> {
  // Strapi checks the session before anything is read or written with the proxy's token.
  await administratorProfile(clients.session);
  const context = await readCatalogue(clients.session, request.defaults);
  let source: ImportSource;
  let spill: CheckedRowSpill | undefined;
  try {
    source = await openImportFile(request.file.path, request.file.originalName, request.limits);
  } catch (error) {
    throw error instanceof ImportFileError ? fileRefusal(error.message) : error;
  }
  try {
    const rowContext: RowContext = {
      ...context,
      format: source.format,
      hasImage: (name) => source.hasImage(name),
      maxCellChars: request.limits.maxCellChars,
    };
    const images = new ImportImages(source, request.reencodeImage);
    // A dry run writes nothing, so it keeps no rows either.
    spill = request.dryRun ? undefined : new CheckedRowSpill();
    const checked = await fileProblems(() => validate(source, rowContext, images, clients.proxy, spill, request.limits), request.limits);
    await spill?.finish();
    if (checked.rows === 0) throw fileRefusal(IMPORT_MESSAGES.noRows);
    const errorList = {
      errors: checked.errors,
      error_count: checked.errorCount,
      errors_truncated: checked.errorCount > checked.errors.length,
    };
    if (request.dryRun) return { valid: checked.valid, ...errorList };
    if (checked.errorCount > 0 && !request.skipInvalid) throw badRequest(IMPORT_MESSAGES.refused(checked.invalidLines.size), errorList);
    const answer = { created: 0, skipped: checked.invalidLines.size, ...errorList };
    if (checked.valid === 0 || !spill) return answer;

    const fileIds = await images.store(clients.session, checked.images);
    try {
      const body = Readable.from(writeReadyLines(spill, fileIds));
      const written = await clients.proxy.postStream<{ created: number }>(
        '/questions/import',
        body,
        'application/x-ndjson',
        CMS_WRITE_TIMEOUT_MS,
      );
      return { ...answer, created: written.created };
    } catch (error) {
      await removeFiles(clients.session, [...fileIds.values()]);
      throw error;
    }
  } finally {
    await Promise.all([source.close(), spill?.remove()]);
  }
}

/** A file found unreadable half-way (a broken quote on line 5,000) is a file error too, and so is one row too many. */
async function fileProblems<T>(run: () => Promise<T>, limits: ImportLimits): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TooManyRows) throw fileRefusal(IMPORT_MESSAGES.tooManyRows(limits.maxRows), error.line);
    throw error instanceof ImportFileError ? fileRefusal(error.message) : error;
  }
}

/** Subtopics and exams by name, as the admin's session reads them. */
async function readCatalogue(session: StrapiClient, defaults: ImportDefaults) {
  const [subtopics, exams] = await Promise.all([
    session.getAll<{ documentId: string; subtopic_name: string }>('/subtopics', { fields: ['subtopic_name'] }),
    session.getAll<{ documentId: string; exam_name: string }>('/exams', { fields: ['exam_name'] }),
  ]);
  return {
    subtopics: new NameIndex(subtopics.map((row) => ({ name: row.subtopic_name, documentId: row.documentId }))),
    exams: new NameIndex(exams.map((row) => ({ name: row.exam_name, documentId: row.documentId }))),
    defaults,
  };
}

/** Pass 1: every row checked, every problem collected. */
async function validate(
  source: ImportSource,
  context: RowContext,
  images: ImportImages,
  proxy: StrapiClient,
  spill: CheckedRowSpill | undefined,
  limits: ImportLimits,
): Promise<Validation> {
  const result: Validation = { valid: 0, rows: 0, errors: [], errorCount: 0, invalidLines: new Set(), images: new Set() };
  // By a digest of subtopic and key: 50,000 questions of 20,000 characters each are not held in memory.
  const firstLineOf = new Map<string, number>();
  const existing = new ExistingKeys(proxy);
  for await (const raw of source.rows()) {
    result.rows++;
    if (result.rows > limits.maxRows) throw new TooManyRows(raw.line);
    const check = checkRow(raw, context);
    const errors = [...check.errors];
    for (const image of check.images) {
      const problem = await images.problem(image.name);
      if (problem) errors.push({ line: raw.line, field: image.field, message: problem });
    }
    if (check.duplicateKey) {
      const { subtopicId, key } = check.duplicateKey;
      const digest = keyDigest(subtopicId, key);
      const first = firstLineOf.get(digest);
      if (first !== undefined) errors.push({ line: raw.line, field: 'question', message: IMPORT_MESSAGES.duplicateInFile(first) });
      else {
        firstLineOf.set(digest, raw.line);
        if (await existing.has(subtopicId, key))
          errors.push({ line: raw.line, field: 'question', message: IMPORT_MESSAGES.duplicateExisting });
      }
    }
    if (errors.length > 0) {
      result.errorCount += errors.length;
      result.errors.push(...errors.slice(0, Math.max(0, limits.maxErrors - result.errors.length)));
      result.invalidLines.add(raw.line);
    } else {
      result.valid++;
      for (const image of check.images) result.images.add(image.name);
      await spill?.add(check.row!);
    }
  }
  return result;
}

const keyDigest = (subtopicId: string, key: string) => createHash('sha256').update(`${subtopicId}\n${key}`).digest('base64');

/** The duplicate keys of the questions a subtopic holds, read from the CMS once per subtopic the file names. */
class ExistingKeys {
  private readonly bySubtopic = new Map<string, Promise<Set<string>>>();

  constructor(private readonly proxy: StrapiClient) {}

  async has(subtopicId: string, key: string): Promise<boolean> {
    let keys = this.bySubtopic.get(subtopicId);
    if (!keys) {
      keys = this.proxy
        .get<{ data: Array<{ key: string }> }>('/questions/import-keys', { subtopics: subtopicId })
        .then(({ data }) => new Set(data.map((row) => row.key)));
      this.bySubtopic.set(subtopicId, keys);
    }
    return (await keys).has(key);
  }
}

/** Pass 2: the valid rows, as pass 1 kept them, as NDJSON in chunks. */
async function* writeReadyLines(spill: CheckedRowSpill, fileIds: Map<string, number>): AsyncGenerator<string> {
  let chunk = '';
  for await (const row of spill.rows()) {
    chunk += `${writeReadyLine(row, fileIds)}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
