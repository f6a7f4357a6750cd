import { MAX_IMAGE_BYTES } from '@exam-prep/contract/admin/questions';

/**
 * The shapes shared by the import file readers (formats/read.ts), the writers (formats/write.ts) and the
 * import/export service.
 */

/** One question as a file holds it, before any checking. */
export interface RawImportRow {
  /** The file line where the record starts (header = 1; XLSX: the sheet's row number; Aiken/GIFT: the question's first line). */
  line: number;
  /** '' when the format or row names none. */
  subtopic: string;
  question: string;
  /** A..F in order, exactly as in the file (trailing empty options trimmed). */
  options: { text: string; image: string }[];
  /** The letter as written ('' when missing). */
  correct: string;
  explanation: string;
  /** [] when none. */
  exams: string[];
  /** '' when none. */
  questionImage: string;
  /** The held_for_tests cell as written ('' when the format or row has none). */
  heldForTests: string;
}

/** One question for an export: a row without a file line. */
export type ExportRow = Omit<RawImportRow, 'line'>;

export type ImportFormat = 'csv' | 'xlsx' | 'aiken' | 'gift';

/** A problem with the file as a whole (unreadable, unknown format, bad header…): its message is the 400's. */
export class ImportFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportFileError';
  }
}

/** The largest image a ZIP may carry: the same limit as a single upload. */
export const MAX_IMPORT_IMAGE_BYTES = MAX_IMAGE_BYTES;

/** An image in the ZIP is larger than MAX_IMPORT_IMAGE_BYTES (by its declared or its actual size): a row error. */
export class ImageTooLargeError extends Error {
  constructor(readonly imageName: string) {
    super(`The image ${imageName} is larger than ${MAX_IMPORT_IMAGE_BYTES / 1024 / 1024} MB`);
    this.name = 'ImageTooLargeError';
  }
}
