import { errorBody } from '#src/common.js';
import {
  EXPORT_MEDIA_TYPES,
  exportQuestionsQuery,
  importAnswer,
  importDryRunAnswer,
  importQuestionsForm,
  importRefusal,
} from '#src/admin/question-import.js';
import { admin, ok, type Operation } from './operation.js';

/** Bulk import and export of questions: the admin area's file calls (the limits: docs/admin.md). */
export const questionTransferOperations: Operation[] = [
  admin(
    'importQuestions',
    'post',
    '/api/questions/import',
    'Questions',
    'Imports CSV, XLSX, Aiken or GIFT (or a ZIP of one + pictures), all or nothing unless skip_invalid; past a limit (docs/admin.md), 400',
    ok(importAnswer.or(importDryRunAnswer), '{created, skipped, errors, error_count, errors_truncated}; with dry_run, {valid, …}'),
    {
      body: importQuestionsForm,
      bodyTypes: ['multipart/form-data'],
      errorStatuses: [401, 403, 413],
      errorAnswers: { 400: importRefusal.or(errorBody) },
    },
  ),
  admin(
    'exportQuestions',
    'get',
    '/api/questions/export',
    'Questions',
    "Downloads a subtopic's and/or exam's questions (or all) in the import columns; session checked before the first byte; CSV formula guard",
    { 200: { description: 'The file (Content-Disposition: attachment)', fileTypes: Object.values(EXPORT_MEDIA_TYPES) } },
    { query: exportQuestionsQuery, errorStatuses: [401, 404] },
  ),
];
