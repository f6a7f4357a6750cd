import type { Router } from 'express';
import { adminRouter, created, listQuery, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import { searchText } from '#src/lib/validation.js';
import { addExam, deleteExam, listExamsForAdmin, readExamLevel } from './admin-exams.js';
import { addTopic, deleteTopic } from './admin-topics.js';
import { addSubtopic, deleteSubtopic, listSubtopicsByTopicId } from './admin-subtopics.js';
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

/** The administrator's calls on exams, topics, subtopics, exam patterns and cheatsheets. */
export function contentAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write } = adminRouter(deps);

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

  return router;
}
