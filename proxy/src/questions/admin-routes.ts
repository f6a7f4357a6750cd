import type { Request, Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import type { UploadedImage } from '#src/strapi/media.js';
import type { AdminAnswer } from '#src/http/admin-route.js';
import { adminRouter, created, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import { pathOf } from '#src/http/public-reads.js';
import { pageHeaders, readListWindow } from '#src/lib/pagination.js';
import { searchText } from '#src/lib/validation.js';
import { listQuestionPage, listQuestions, type QuestionSelection } from './questions.js';
import { addQuestion, deleteQuestion, getQuestionForEditForm, updateQuestion, type QuestionForm } from './admin-questions.js';

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

/** The administrator's calls on questions. */
export function questionAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write, writeWithImages } = adminRouter(deps);

  // GET /api/questions/id/{id} is public and cached, and 404 for a held one: the form reads /edit/{id}.
  read('/questions/edit/:id', async (req, cms) => ok(await getQuestionForEditForm(cms, param(req, 'id'))));
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

  return router;
}
