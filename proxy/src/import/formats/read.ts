import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '@exam-prep/contract/admin/question-import';
import { ImportFileError, type ImportFormat, type RawImportRow } from '#src/import/types.js';
import { aikenRows, looksLikeAiken } from './aiken.js';
import { csvRows } from './csv.js';
import { giftRows, looksLikeGift } from './gift.js';
import { xlsxRows } from './xlsx.js';
import { MAX_SHEET_BYTES, ZipArchive } from './zip.js';

/**
 * Opening an import file: the format is told by the file's extension and its content, a ZIP is an XLSX
 * workbook or a bundle of one question file and its images. Rows are streamed on every call of rows(), so the
 * service may read the file twice and memory stays flat.
 *
 * File-level problems are ImportFileError: from openImportFile (unknown format, bad header, no questions, a ZIP
 * without exactly one question file) or, for damage further in (a CSV quote never closed), from rows()'s iteration.
 */
export interface ImportSource {
  format: ImportFormat;
  /** Streamed rows in file order; may be called again to read the file again. */
  rows(): AsyncIterable<RawImportRow>;
  /** An image from the ZIP by name (full path first, then base name): undefined when not there or no ZIP; ImageTooLargeError past 5 MB. */
  image(name: string): Promise<Buffer | undefined>;
  /** Is there an image by that name in the ZIP (its directory only: cheap)? */
  hasImage(name: string): boolean;
  close(): Promise<void>;
}

type OpenStream = () => Promise<Readable>;

const SHEET_EXTENSIONS = ['.csv', '.xlsx', '.txt', '.gift', '.aiken'];
const HEAD_BYTES = 64 * 1024;

export async function openImportFile(
  path: string,
  originalName: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<ImportSource> {
  const openFile: OpenStream = async () => createReadStream(path);
  const head = await readHead(openFile);
  if (head.length === 0) throw new ImportFileError('The file is empty');
  const extension = extensionOf(originalName);
  if (!isZip(head)) {
    if (extension === '.xlsx' || extension === '.zip') {
      throw new ImportFileError(`The file is not a ${extension === '.zip' ? 'ZIP' : 'XLSX'} file: it cannot be opened`);
    }
    return sheetSource(textFormat(extension, head), openFile, limits);
  }
  const zip = await ZipArchive.open(path, { maxBytes: limits.maxZipBytes, maxRatio: limits.maxZipRatio });
  try {
    if (isWorkbook(zip)) {
      // exceljs inflates the workbook itself: every part is first inflated here, within the limits, and dropped.
      await zip.inflateAll();
      checkSharedStrings(zip, limits);
      zip.close();
      return await sheetSource('xlsx', openFile, limits);
    }
    return await bundleSource(zip, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** The format's rows from a stream opener, checked to hold at least one question. */
async function sheetSource(format: ImportFormat, open: OpenStream, limits: ImportLimits, zip?: ZipArchive): Promise<ImportSource> {
  const rows = () => rowsOf(format, open, limits.maxCellChars);
  const first = rows()[Symbol.asyncIterator]();
  const { done } = await first.next();
  await first.return?.(undefined);
  if (done) throw new ImportFileError('The file holds no questions');
  return {
    format,
    rows,
    image: async (name) => zip?.image(name),
    hasImage: (name) => zip?.find(name) !== undefined,
    close: async () => zip?.close(),
  };
}

/** `maxCellChars`: no reader holds much more of one cell than this (a longer cell is kept cut, one past the limit, for the checks to report). */
function rowsOf(format: ImportFormat, open: OpenStream, maxCellChars: number): AsyncGenerator<RawImportRow> {
  switch (format) {
    case 'csv':
      return csvRows(open, maxCellChars);
    case 'xlsx':
      return xlsxRows(open, maxCellChars);
    case 'aiken':
      return aikenRows(open, maxCellChars);
    case 'gift':
      return giftRows(open, maxCellChars);
  }
}

/** A ZIP of exactly one question file (at any depth) and the images its rows name. */
async function bundleSource(zip: ZipArchive, limits: ImportLimits): Promise<ImportSource> {
  const sheets = [...zip.entries.values()].filter((entry) => SHEET_EXTENSIONS.includes(extensionOf(entry.fileName)));
  if (sheets.length !== 1) {
    const found = sheets.length === 0 ? 'it holds none' : `it holds ${sheets.length}: ${sheets.map((entry) => entry.fileName).join(', ')}`;
    throw new ImportFileError(`The ZIP file must hold exactly one question file (.csv, .xlsx, .txt, .gift or .aiken); ${found}`);
  }
  const sheet = sheets[0];
  const open: OpenStream = () =>
    zip.stream(sheet, MAX_SHEET_BYTES, () => new ImportFileError(`${sheet.fileName} is larger than ${MAX_SHEET_BYTES / 1024 / 1024} MB`));
  const extension = extensionOf(sheet.fileName);
  const format = extension === '.xlsx' ? 'xlsx' : textFormat(extension, await readHead(open));
  return sheetSource(format, open, limits, zip);
}

/** CSV, Aiken or GIFT: by extension, and by content for .txt and unknown extensions. */
function textFormat(extension: string, head: Buffer): ImportFormat {
  if (extension === '.csv') return 'csv';
  if (extension === '.gift') return 'gift';
  if (extension === '.aiken') return 'aiken';
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (looksLikeAiken(text)) return 'aiken';
  if (looksLikeGift(text)) return 'gift';
  // A header naming question and option_a, separated by commas, semicolons or tabs (after Excel's "sep=" line).
  if (extension !== '.txt' && /^(?:sep=.\r?\n)?[^\n]*\bquestion\b[^\n]*[,;\t][^\n]*\boption_a\b/i.test(text)) return 'csv';
  throw new ImportFileError(
    extension === '.txt'
      ? 'The text file is neither Aiken (options "A." and "ANSWER: X" lines) nor GIFT ("{=right ~wrong}" answers)'
      : 'Unknown file format: use CSV, XLSX, Aiken, GIFT, or a ZIP holding one of them and its images',
  );
}

/** An XLSX workbook (rather than a bundle) holds [Content_Types].xml and the xl/ folder. */
function isWorkbook(zip: ZipArchive): boolean {
  return zip.entries.has('[Content_Types].xml') && [...zip.entries.keys()].some((name) => name.startsWith('xl/'));
}

/**
 * exceljs holds a workbook's shared strings (its cells' texts) in memory while it reads the rows: they may unpack to
 * half the ZIP limit at most (100 MB by default), so that reading one stays within the import's memory budget.
 */
function checkSharedStrings(zip: ZipArchive, limits: ImportLimits) {
  const most = Math.floor(limits.maxZipBytes / 2);
  if (zip.inflatedSize(SHARED_STRINGS) > most) {
    throw new ImportFileError(
      `The workbook's texts (${SHARED_STRINGS}) unpack to more than ${(most / 1024 / 1024).toFixed(most < 1024 * 1024 ? 2 : 0)} MB: save it as CSV, or split it`,
    );
  }
}
const SHARED_STRINGS = 'xl/sharedStrings.xml';

function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;
}

function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/** The first bytes of a stream (for telling formats apart). */
async function readHead(open: OpenStream): Promise<Buffer> {
  const stream = await open();
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}
