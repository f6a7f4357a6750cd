import express, { Router, type Request } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import type { ResponseCache } from '../http/response-cache.js';
import { adminRoute, type AdminAnswer, type AdminRouteOptions } from '../http/admin-route.js';
import { receiveImages } from '../http/image-upload.js';
import type { UploadedImage } from '../strapi/media.js';
import { refuseNulInBody } from '../http/odd-requests.js';
import { requireAdministrator } from '../http/session.js';
import { pageHeaders, readListWindow, readPaging } from '../lib/pagination.js';
import { listQuestionPage, listQuestions, type QuestionSelection } from '../questions/questions.js';
import { pathOf } from './public-routes.js';
import { searchText } from '../lib/validation.js';
import { addExam, deleteExam, listExamsForAdmin, readExamLevel } from './admin-exams.js';
import { addTopic, deleteTopic } from './admin-topics.js';
import { addSubtopic, deleteSubtopic, listSubtopicsByTopicId } from './admin-subtopics.js';
import { addQuestion, deleteQuestion, getQuestionToEdit, updateQuestion, type QuestionForm } from '../questions/admin-questions.js';
import {
  createExamPattern,
  deleteExamPattern,
  examPatternStats,
  getExamPatternForAdmin,
  listExamPatternsForAdmin,
  setExamPatternFeatured,
  updateExamPattern,
} from './admin-exam-patterns.js';
import {
  cheatsheetStats,
  createCheatsheet,
  deleteCheatsheet,
  getCheatsheetForAdmin,
  listCheatsheetsForAdmin,
  setCheatsheetFeatured,
  updateCheatsheet,
} from './admin-cheatsheets.js';
import {
  deleteTranslation,
  getTranslation,
  readTranslatedType,
  readTranslationLocale,
  saveTranslation,
} from '../translations/admin-translations.js';
import {
  createMockTest,
  deleteMockTest,
  getMockTestForAdmin,
  listMockTestsForAdmin,
  updateMockTest,
} from '../mock-tests/admin-mock-tests.js';

type Handler = (req: Request, cms: StrapiClient, locals: Record<string, unknown>) => Promise<AdminAnswer>;

const ok = (body: unknown): AdminAnswer => ({ body });
const created = (body: unknown): AdminAnswer => ({ status: 201, body });
const param = (req: Request, name: string) => String(req.params[name] ?? '');
const listQuery = (req: Request) => ({ ...readPaging(req.query, { limit: 10, maxLimit: 100 }), search: searchText(req.query.search) });
/** An admin question list: searchable, and one page (with X-Total-Count and Link) when ?page or ?limit is given. */
const questionList = async (req: Request, cms: StrapiClient, by: QuestionSelection): Promise<AdminAnswer> => {
  // Admin lists show questions held for tests too (with their flag); public lists leave them out.
  const selection = { ...by, search: searchText(req.query.search), includeHeld: true };
  const window = readListWindow(req.query, { sample: false });
  if (window.kind !== 'page') return ok(await listQuestions(cms, selection));
  const { records, total } = await listQuestionPage(cms, selection, window);
  return { body: records, headers: pageHeaders(pathOf(req), { ...window, total }, { search: selection.search }) };
};
/** The question form: text fields from the body, pictures checked by receiveImages. */
const questionForm = (req: Request, locals: Record<string, unknown>): QuestionForm => ({
  fields: (req.body ?? {}) as Record<string, unknown>,
  images: (locals.images as UploadedImage[] | undefined) ?? [],
});

/**
 * Every administrator call of admin-area.md §7 that is not also a public read. Each needs a session
 * (401 without one), answers with Cache-Control: no-store, and every write purges the public cache.
 * Mounted after the public routes, so /exam-patterns/{id} never shadows /exam-patterns/all and friends.
 */
export function adminRoutes(deps: { cms: StrapiClient; cache: ResponseCache; production: boolean }): Router {
  const router = Router();
  const signedIn = requireAdministrator(deps.cms, deps.production);
  // A NUL character in any field is a 400 naming it (PostgreSQL cannot store one).
  const json = [express.json({ limit: '2mb' }), refuseNulInBody];
  const read = (path: string, handle: Handler) => router.get(path, signedIn, adminRoute(deps, handle));
  const write = (method: 'post' | 'put' | 'patch' | 'delete', path: string, handle: Handler, options: AdminRouteOptions = {}) =>
    router[method](path, signedIn, json, adminRoute(deps, handle, { write: true, ...options }));
  const writeWithImages = (method: 'post' | 'put', path: string, handle: Handler) =>
    router[method](path, signedIn, json, receiveImages, adminRoute(deps, handle, { write: true }));

  // Exams, topics, subtopics.
  write('post', '/exams/add', async (req, cms) => created(await addExam(cms, req.body)));
  write('delete', '/exams/delete/:id', async (req, cms) => ok(await deleteExam(cms, param(req, 'id'))));
  read('/exams/admin/all', async (req, cms) =>
    ok(await listExamsForAdmin(cms, { ...listQuery(req), examLevel: readExamLevel(req.query.exam_level) })),
  );

  write('post', '/topics/add', async (req, cms) => created(await addTopic(cms, req.body)));
  write('delete', '/topics/delete/:id', async (req, cms) => ok(await deleteTopic(cms, param(req, 'id'))));

  write('post', '/subtopics/add', async (req, cms) => created(await addSubtopic(cms, req.body)));
  read('/subtopics/topic/:topicId', async (req, cms) => ok(await listSubtopicsByTopicId(cms, param(req, 'topicId'))));
  write('delete', '/subtopics/delete/:id', async (req, cms) => ok(await deleteSubtopic(cms, param(req, 'id'))));

  // Questions (GET /api/questions/id/{id} is public and cached, and 404 for a held one: the form reads /edit/{id}).
  read('/questions/edit/:id', async (req, cms) => ok(await getQuestionToEdit(cms, param(req, 'id'))));
  writeWithImages('post', '/questions/add', async (req, cms, locals) => created(await addQuestion(cms, questionForm(req, locals))));
  writeWithImages('put', '/questions/update/:id', async (req, cms, locals) =>
    ok(await updateQuestion(cms, param(req, 'id'), questionForm(req, locals))),
  );
  read('/questions/all/subtopic/:subtopicName', (req, cms) => questionList(req, cms, { subtopicName: param(req, 'subtopicName') }));
  read('/questions/all/exam/:examName', (req, cms) => questionList(req, cms, { examName: param(req, 'examName') }));
  read('/questions/all/exam/:examName/subtopic/:subtopicName', (req, cms) =>
    questionList(req, cms, { examName: param(req, 'examName'), subtopicName: param(req, 'subtopicName') }),
  );
  write('delete', '/questions/delete/:id', async (req, cms) => ok(await deleteQuestion(cms, param(req, 'id'))));

  // Exam patterns: the form reads `error` before `message`, so create/update errors carry both.
  read('/exam-patterns/admin/all', async (req, cms) =>
    ok(await listExamPatternsForAdmin(cms, { ...listQuery(req), examLevel: readExamLevel(req.query.exam_level) })),
  );
  read('/exam-patterns/admin/stats', async (_req, cms) => ok(await examPatternStats(cms)));
  write('post', '/exam-patterns/admin/create', async (req, cms) => created(await createExamPattern(cms, req.body)), { errorField: true });
  write('put', '/exam-patterns/admin/:id', async (req, cms) => ok(await updateExamPattern(cms, param(req, 'id'), req.body)), {
    errorField: true,
  });
  write('delete', '/exam-patterns/admin/:id', async (req, cms) => ok(await deleteExamPattern(cms, param(req, 'id'))));
  write('patch', '/exam-patterns/admin/:id/featured', async (req, cms) =>
    ok(await setExamPatternFeatured(cms, param(req, 'id'), req.body)),
  );
  read('/exam-patterns/:id', async (req, cms) => ok(await getExamPatternForAdmin(cms, param(req, 'id'))));

  // Cheatsheets (/admin/all and /admin/stats before /admin/{id}).
  read('/cheatsheets/admin/all', async (req, cms) =>
    ok(await listCheatsheetsForAdmin(cms, { ...listQuery(req), category: searchText(req.query.category) })),
  );
  read('/cheatsheets/admin/stats', async (_req, cms) => ok(await cheatsheetStats(cms)));
  read('/cheatsheets/admin/:id', async (req, cms) => ok(await getCheatsheetForAdmin(cms, param(req, 'id'))));
  write('post', '/cheatsheets/admin/create', async (req, cms) => created(await createCheatsheet(cms, req.body)), { errorField: true });
  write('put', '/cheatsheets/admin/:id', async (req, cms) => ok(await updateCheatsheet(cms, param(req, 'id'), req.body)), {
    errorField: true,
  });
  write('delete', '/cheatsheets/admin/:id', async (req, cms) => ok(await deleteCheatsheet(cms, param(req, 'id'))));
  write('patch', '/cheatsheets/admin/:id/featured', async (req, cms) => ok(await setCheatsheetFeatured(cms, param(req, 'id'), req.body)));

  // Mock tests (/admin/all before /admin/{id}).
  read('/mock-tests/admin/all', async (req, cms) => ok(await listMockTestsForAdmin(cms, listQuery(req))));
  read('/mock-tests/admin/:id', async (req, cms) => ok(await getMockTestForAdmin(cms, param(req, 'id'))));
  write('post', '/mock-tests/admin', async (req, cms) => created(await createMockTest(cms, req.body)));
  write('put', '/mock-tests/admin/:id', async (req, cms) => ok(await updateMockTest(cms, param(req, 'id'), req.body)));
  write('delete', '/mock-tests/admin/:id', async (req, cms) => ok(await deleteMockTest(cms, param(req, 'id'))));

  // Translations (issue #17): the language switch of each form of a translated type.
  const translation = (req: Request) =>
    [readTranslatedType(param(req, 'type')), param(req, 'id'), readTranslationLocale(req.query.locale)] as const;
  read('/translations/:type/:id', async (req, cms) => ok(await getTranslation(cms, ...translation(req))));
  write('put', '/translations/:type/:id', async (req, cms) => ok(await saveTranslation(cms, ...translation(req), req.body)));
  write('delete', '/translations/:type/:id', async (req, cms) => ok(await deleteTranslation(cms, ...translation(req))));

  return router;
}
