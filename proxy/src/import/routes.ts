import { rm } from 'node:fs/promises';
import os from 'node:os';
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  IMPORT_MESSAGES,
  MAX_IMPORT_UPLOAD_BYTES,
  importQuestionsForm,
  type ImportLimits,
} from '@exam-prep/contract/admin/question-import';
import type { AcceptedWrite, StrapiClient } from '#src/strapi/client.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import { causeOfWrites } from '#src/http/purge-record.js';
import { clearSessionCookie, requireAdministrator } from '#src/http/session.js';
import { reencodeImage } from '#src/http/image-upload.js';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { importQuestions } from './import-questions.js';
import { administratorProfile } from '#src/auth/admin-session.js';
import { checkExportNames, exportHeaders, exportQuestions, type ExportRequest } from './export-questions.js';

/**
 * Bulk import and export of questions, for a signed-in administrator:
 *   POST /api/questions/import  multipart `file` (+ dry_run, skip_invalid, subtopic, exams): the upload goes to a
 *                               temporary file (deleted when the request ends, whatever happens), never memory;
 *   GET  /api/questions/export  ?subtopic=&exam=&format=csv|xlsx|aiken: a download.
 * Mounted with the admin routes; errors go to the one error middleware.
 */
export function questionImportRoutes(deps: { cms: StrapiClient; cache: ResponseCache; production: boolean; limits: ImportLimits }): Router {
  const router = Router();
  const signedIn = requireAdministrator(deps.cms, deps.production);

  router.post('/questions/import', signedIn, receiveImportFile, async (req, res, next) => {
    // Every write Strapi accepts (pictures, the batch) is named in one purge of the public cache, made before
    // answering so what the administrator opens next is fresh. The upload is removed before answering too.
    const accepted: AcceptedWrite[] = [];
    const observe = (write: AcceptedWrite) => accepted.push(write);
    let answer: unknown;
    let failure: unknown;
    try {
      const fields = readImportFields(req.body);
      if (!req.file) {
        const errors = [{ line: 1, field: 'file', message: IMPORT_MESSAGES.noFile }];
        throw badRequest(IMPORT_MESSAGES.noFile, { errors, error_count: 1, errors_truncated: false });
      }
      answer = await importQuestions(
        { session: (res.locals.cms as StrapiClient).observingWrites(observe), proxy: deps.cms.observingWrites(observe) },
        { file: { path: req.file.path, originalName: req.file.originalname }, ...fields, reencodeImage, limits: deps.limits },
      );
    } catch (error) {
      failure = error;
    }
    if (accepted.length > 0) deps.cache.purge(causeOfWrites(accepted));
    await removeUpload(req);
    if (failure === undefined) {
      res.json(answer);
      return;
    }
    if (failure instanceof HttpError && failure.status === 401) clearSessionCookie(res, deps.production);
    next(failure);
  });

  router.get('/questions/export', signedIn, async (req, res, next) => {
    try {
      const request = readExportQuery(req.query);
      const cms = res.locals.cms as StrapiClient;
      // Once the first byte is out, a refusal can no longer be told: an ended or forged session is a 401 here.
      await administratorProfile(cms);
      await checkExportNames(cms, request);
      for (const [name, value] of Object.entries(exportHeaders(request))) res.setHeader(name, value);
      await exportQuestions(cms, request, res);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) clearSessionCookie(res, deps.production);
      next(error);
    }
  });

  return router;
}

const upload = multer({
  // The system's temporary folder as it is at the time of the request.
  storage: multer.diskStorage({ destination: (_req, _file, done) => done(null, os.tmpdir()) }),
  limits: { fileSize: MAX_IMPORT_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
}).single('file');

const removeUpload = async (req: Request) => {
  if (req.file?.path) await rm(req.file.path, { force: true });
};

/**
 * The upload, to a temporary file: the import removes it before answering, and whatever else ends the request
 * (a 401 from Strapi, a client that goes away) removes it when the response closes. multer removes a partial file.
 */
const receiveImportFile: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (req.file?.path) res.once('close', () => void removeUpload(req));
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, IMPORT_MESSAGES.tooLarge));
      return next(badRequest(`The upload was refused: ${error.message}${error.field ? ` (${error.field})` : ''}`));
    }
    next(badRequest('The upload could not be read. Please try again.'));
  });
};

const formFields = importQuestionsForm.omit({ file: true });

function readImportFields(body: unknown) {
  const parsed = formFields.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'The form'}: ${issue.message}`);
  }
  const { dry_run, skip_invalid, subtopic, exams } = parsed.data;
  return {
    dryRun: dry_run === 'true',
    skipInvalid: skip_invalid === 'true',
    defaults: {
      subtopic: subtopic?.trim() ?? '',
      exams: (exams ?? '')
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean),
    },
  };
}

const exportQuery = z.object({
  subtopic: z.string().trim().min(1).optional(),
  exam: z.string().trim().min(1).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

function readExportQuery(query: unknown): ExportRequest {
  const parsed = exportQuery.safeParse(query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'The query'}: ${issue.message}`);
  }
  return parsed.data;
}
