import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ImportLineError, ImportTooLargeError, readImportLines } from './import-lines';
import { prepareImport, writeImport, type ImportedQuestions } from './import-writer';

/**
 * POST /api/questions/import: reads the NDJSON body, cleans and checks every line, then writes them all
 * in one transaction. A bad line is a 400 naming it (`details.line`, its number in the body) and nothing is written;
 * too many or too long lines a 413.
 */
export async function importQuestionsFrom(strapi: Core.Strapi, body: AsyncIterable<Buffer | string>): Promise<ImportedQuestions> {
  try {
    const lines = await readImportLines(body);
    if (lines.length === 0) throw new errors.ValidationError('No questions: send one JSON object a line');
    return await writeImport(strapi, prepareImport(strapi, lines));
  } catch (error) {
    if (error instanceof ImportLineError) throw new errors.ValidationError(error.message, { line: error.line });
    if (error instanceof ImportTooLargeError) throw new errors.PayloadTooLargeError(error.message);
    throw error;
  }
}
