import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportError } from '@exam-prep/contract/admin/question-import';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import type { AdminClient } from './admin.js';
import type { JsonAnswer, Strapi } from './stack.js';

/** Import files for the question import tests: CSV, XLSX and ZIP built here, byte for byte. */

export type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV with the given header (default: every column; names in any case) and rows, lines ending \r\n. */
export function csvOf(rows: Row[], header: readonly string[] = IMPORT_COLUMNS): Buffer {
  const lines = [
    header.join(','),
    ...rows.map((row) => header.map((column) => csvCell(row[column.toLowerCase() as keyof Row] ?? '')).join(',')),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** An XLSX workbook of one sheet: the header in row 1, a row per question below. */
export async function xlsxOf(rows: Row[], header: readonly string[] = IMPORT_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((column) => row[column.toLowerCase() as keyof Row] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP of the given files, stored without compression (enough for any ZIP reader), or deflated as zip tools write them. */
export function zipOf(files: Record<string, Buffer | string>, { deflate = false }: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** POST /api/questions/import with `file` and the form's other fields. */
export function importFile(api: AdminClient, name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<JsonAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return api.post('/api/questions/import', form);
}

let made = 0;
/** A new, empty subtopic (a unique name) under the fixtures' aptitude topic. */
export async function newSubtopic(strapi: Strapi, topicId: string, prefix = 'import'): Promise<string> {
  const name = `${prefix}-${process.pid}-${++made}`;
  await strapi.documents('api::subtopic.subtopic').create({ data: { subtopic_name: name, topic: topicId } });
  return name;
}

/** Every question of a subtopic, as the admin list gives them (in insertion order). */
export async function questionsOf(api: AdminClient, subtopic: string): Promise<QuestionRecord[]> {
  const answer = await api.get(`/api/questions/all/subtopic/${encodeURIComponent(subtopic)}`);
  if (answer.status !== 200) throw new Error(`list of ${subtopic}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as QuestionRecord[];
}

/** A valid text row. */
export const textRow = (subtopic: string, question: string, more: Row = {}): Row => ({
  subtopic,
  question,
  option_a: '1',
  option_b: '2',
  option_c: '3',
  correct: 'B',
  ...more,
});

/** The error fields of an import answer listing every problem (none left out): `errors`, their count, not truncated. */
export function listed(errors: ImportError[]) {
  return { errors, error_count: errors.length, errors_truncated: false };
}
