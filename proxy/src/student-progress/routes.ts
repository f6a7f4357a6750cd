import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { mergeBody, noteBody, noteIdParams, questionIdBody, testResultBody, topicVisitBody } from '@exam-prep/contract/student/progress';
import type { StrapiClient } from '#src/strapi/client.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { requireStudent, studentErrors } from '#src/students/student-session.js';
import * as progress from './progress.js';

/** A merge of a browser's notes can be large; anything beyond this is a 413 (the CMS takes bodies up to 1 MB). */
const JSON_LIMIT = '900kb';

type Handler = (req: Request, cms: StrapiClient) => Promise<{ status?: number; body: unknown }>;

/**
 * What a student's account keeps and syncs (docs/student-accounts.md), each call for the signed-in student only:
 *   POST   /api/student/save-question          {questionId}                          → 200 {message}; 404 unknown question
 *   POST   /api/student/remove-saved-question  {questionId}                          → 200 {message} (also when not saved)
 *   POST   /api/student/track-topic-visit      {topicName, subTopicName?}            → 200 {message} (an upsert)
 *   POST   /api/student/save-test-result       {subTopicName, score, completedAt?}   → 201 {message}
 *   GET    /api/student/notes                                                         → {notes} (deleted ones as tombstones)
 *   PUT    /api/student/notes/{id}             {title, content, createdAt?, updatedAt?} → {note} (the later version wins)
 *   DELETE /api/student/notes/{id}                                                    → {note} (its tombstone)
 *   POST   /api/student/merge                  what the browser holds                → {savedQuestions, notes, linkedAttempts}
 *   GET    /api/student/dashboard                                                     → the spec's dashboard and ours
 * No session: 401. Answers are never stored by a cache (Cache-Control: no-store). Errors: {message, error}.
 */
export function studentProgressRoutes(deps: { cms: StrapiClient; production: boolean }): Router {
  const router = Router();
  const signedIn = requireStudent(deps.cms, deps.production);
  const json = [express.json({ limit: JSON_LIMIT }), refuseNulInBody];
  const answer =
    (handle: Handler): RequestHandler =>
    async (req, res: Response, next) => {
      try {
        const { status = 200, body } = await handle(req, res.locals.cms as StrapiClient);
        res.status(status).json(body);
      } catch (error) {
        next(error);
      }
    };
  const read = (path: string, handle: Handler) => router.get(path, signedIn, answer(handle));
  const write = (method: 'post' | 'put' | 'delete', path: string, handle: Handler) => router[method](path, signedIn, json, answer(handle));

  write('post', '/student/save-question', async (req, cms) => {
    await progress.saveQuestion(cms, parseOrThrow(questionIdBody, req.body).questionId);
    return { body: { message: progress.MESSAGES.saved } };
  });
  write('post', '/student/remove-saved-question', async (req, cms) => {
    await progress.removeSavedQuestion(cms, parseOrThrow(questionIdBody, req.body).questionId);
    return { body: { message: progress.MESSAGES.removed } };
  });
  write('post', '/student/track-topic-visit', async (req, cms) => {
    await progress.trackTopicVisit(cms, parseOrThrow(topicVisitBody, req.body));
    return { body: { message: progress.MESSAGES.visitTracked } };
  });
  write('post', '/student/save-test-result', async (req, cms) => {
    await progress.saveTestResult(cms, parseOrThrow(testResultBody, req.body));
    return { status: 201, body: { message: progress.MESSAGES.resultSaved } };
  });
  read('/student/notes', async (_req, cms) => ({ body: await progress.listNotes(cms) }));
  write('put', '/student/notes/:id', async (req, cms) => {
    const { id } = parseOrThrow(noteIdParams, req.params);
    return { body: await progress.putNote(cms, id, parseOrThrow(noteBody, req.body)) };
  });
  write('delete', '/student/notes/:id', async (req, cms) => {
    const { id } = parseOrThrow(noteIdParams, req.params);
    return { body: await progress.deleteNote(cms, id) };
  });
  write('post', '/student/merge', async (req, cms) => ({ body: await progress.merge(cms, parseOrThrow(mergeBody, req.body)) }));
  read('/student/dashboard', async (_req, cms) => ({ body: await progress.dashboard(cms) }));

  // {message, error} for every error of these calls, and a refused student token answered as "sign in again".
  router.use('/student', studentErrors(deps.production));
  return router;
}
