import { z } from 'zod';
import { adminQuestionListQuery, deletedAnswer, featuredBody, listPageHeaders } from '#src/common.js';
import { subtopic, exam, topic, subtopicList } from '#src/public/catalogue.js';
import { examAndSubtopicParams, examNameParams, idParams, subtopicNameParams } from '#src/public/questions.js';
import { adminQuestionList, adminQuestionRecord } from '#src/admin/question-records.js';
import { administratorProfile, credentials, loginAnswer, logoutAnswer } from '#src/admin/auth.js';
import { adminExamPage, adminExamsQuery, newExamSchema, newSubtopicBody, newTopicBody, topicIdParams } from '#src/admin/exams.js';
import { questionForm } from '#src/admin/questions.js';
import { questionTransferOperations } from './question-transfer.js';
import {
  adminExamPattern,
  adminExamPatternPage,
  adminExamPatternsQuery,
  examPatternInput,
  examPatternStats,
} from '#src/admin/exam-patterns.js';
import {
  adminCheatsheet,
  adminCheatsheetPage,
  adminCheatsheetsQuery,
  cheatsheetInputDocumented,
  cheatsheetStats,
} from '#src/admin/cheatsheets.js';
import { adminMockTest, adminMockTestPage, adminMockTestsQuery, mockTestInput } from '#src/admin/mock-tests.js';
import { translationAnswer, translationParams, translationQuery, TEXTS_OF_TYPE } from '#src/admin/translations.js';
import { admin, created, ok, okList, type Operation } from './operation.js';

/** The administrator's calls: signing in and out, and the admin area's reads and writes (admin-area.md). */

// The administrator's session (admin-area.md §7).
export const sessionOperations: Operation[] = [
  {
    id: 'signIn',
    method: 'post',
    path: '/api/auth/login',
    tag: 'Session',
    summary: 'Signs an administrator in: sets the session cookie',
    auth: 'none',
    body: credentials,
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
    responses: ok(loginAnswer, 'Signed in; Set-Cookie carries the session'),
    errorStatuses: [401, 403, 413, 429, 502],
  },
  {
    id: 'profile',
    method: 'get',
    path: '/api/auth/profile',
    tag: 'Session',
    summary: 'The signed-in administrator',
    auth: 'session',
    responses: ok(administratorProfile),
    errorStatuses: [401],
  },
  {
    id: 'signOut',
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Session',
    summary: 'Ends the session (also without one) and clears the cookie',
    auth: 'none',
    responses: ok(logoutAnswer),
    errorStatuses: [403],
  },
];

export const adminOperations: Operation[] = [
  // Admin: exams, topics, subtopics.
  admin('addExam', 'post', '/api/exams/add', 'Catalogue', 'Adds an exam', created(exam), {
    body: newExamSchema,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin('deleteExam', 'delete', '/api/exams/delete/{id}', 'Catalogue', 'Deletes an exam (its questions stay)', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),
  admin('listExamsForAdmin', 'get', '/api/exams/admin/all', 'Catalogue', 'Exams, a page at a time, searchable', ok(adminExamPage), {
    query: adminExamsQuery,
  }),
  admin('addTopic', 'post', '/api/topics/add', 'Catalogue', 'Adds a topic', created(topic), {
    body: newTopicBody,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin('deleteTopic', 'delete', '/api/topics/delete/{id}', 'Catalogue', 'Deletes a topic without subtopics', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404, 409],
  }),
  admin('addSubtopic', 'post', '/api/subtopics/add', 'Catalogue', 'Adds a subtopic to a topic', created(subtopic), {
    body: newSubtopicBody,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin(
    'listSubtopicsOfTopicId',
    'get',
    '/api/subtopics/topic/{topicId}',
    'Catalogue',
    'The subtopics of a topic, by its _id',
    ok(subtopicList),
    {
      params: topicIdParams,
    },
  ),
  admin('deleteSubtopic', 'delete', '/api/subtopics/delete/{id}', 'Catalogue', 'Deletes a subtopic without questions', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404, 409],
  }),

  // Admin: questions.
  admin(
    'addQuestion',
    'post',
    '/api/questions/add',
    'Questions',
    'Adds a question (pictures in a multipart form)',
    created(adminQuestionRecord),
    {
      body: questionForm,
      bodyTypes: ['multipart/form-data', 'application/json'],
      errorStatuses: [401, 403, 413, 415],
    },
  ),
  admin(
    'updateQuestion',
    'put',
    '/api/questions/update/{id}',
    'Questions',
    'Replaces a question; replaced pictures are deleted',
    ok(adminQuestionRecord),
    {
      params: idParams,
      body: questionForm,
      bodyTypes: ['multipart/form-data', 'application/json'],
      errorStatuses: [401, 403, 404, 413, 415],
    },
  ),
  admin(
    'getQuestionToEdit',
    'get',
    '/api/questions/edit/{id}',
    'Questions',
    'A question as the edit form reads it (uncached), held for tests or not',
    ok(adminQuestionRecord),
    { params: idParams, errorStatuses: [401, 403, 404] },
  ),
  admin(
    'listAllQuestionsOfSubtopic',
    'get',
    '/api/questions/all/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic (uncached), searchable; page it (the admin screen does)',
    okList(adminQuestionList, 'The questions (a page of them with page or limit)', listPageHeaders),
    {
      params: subtopicNameParams,
      query: adminQuestionListQuery,
    },
  ),
  admin(
    'listAllQuestionsOfExam',
    'get',
    '/api/questions/all/exam/{examName}',
    'Questions',
    'The questions of an exam (uncached), searchable; page it: unpaged it is every question of the exam',
    okList(adminQuestionList, 'The questions (a page of them with page or limit)', listPageHeaders),
    {
      params: examNameParams,
      query: adminQuestionListQuery,
    },
  ),
  admin(
    'listAllQuestionsOfExamAndSubtopic',
    'get',
    '/api/questions/all/exam/{examName}/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic and exam (uncached), searchable; page it (the admin screen does)',
    okList(adminQuestionList, 'The questions (a page of them with page or limit)', listPageHeaders),
    { params: examAndSubtopicParams, query: adminQuestionListQuery },
  ),
  ...questionTransferOperations,
  admin('deleteQuestion', 'delete', '/api/questions/delete/{id}', 'Questions', 'Deletes a question and its pictures', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),

  // Admin: exam patterns (create/update errors carry `error` as well as `message`).
  admin(
    'listExamPatternsForAdmin',
    'get',
    '/api/exam-patterns/admin/all',
    'Exam patterns',
    'Every exam pattern (inactive too), newest first',
    ok(adminExamPatternPage),
    {
      query: adminExamPatternsQuery,
    },
  ),
  admin(
    'examPatternStats',
    'get',
    '/api/exam-patterns/admin/stats',
    'Exam patterns',
    'Counts over every exam pattern',
    ok(examPatternStats),
  ),
  admin(
    'createExamPattern',
    'post',
    '/api/exam-patterns/admin/create',
    'Exam patterns',
    'Creates an exam pattern',
    created(adminExamPattern),
    {
      body: examPatternInput,
      errorStatuses: [401, 403, 409, 413],
    },
  ),
  admin('updateExamPattern', 'put', '/api/exam-patterns/admin/{id}', 'Exam patterns', 'Replaces an exam pattern', ok(adminExamPattern), {
    params: idParams,
    body: examPatternInput,
    errorStatuses: [401, 403, 404, 409, 413],
  }),
  admin('deleteExamPattern', 'delete', '/api/exam-patterns/admin/{id}', 'Exam patterns', 'Deletes an exam pattern', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),
  admin(
    'setExamPatternFeatured',
    'patch',
    '/api/exam-patterns/admin/{id}/featured',
    'Exam patterns',
    'Features or unfeatures an exam pattern',
    ok(adminExamPattern),
    {
      params: idParams,
      body: featuredBody,
      errorStatuses: [401, 403, 404, 413],
    },
  ),
  admin(
    'getExamPatternForAdmin',
    'get',
    '/api/exam-patterns/{id}',
    'Exam patterns',
    'Any exam pattern, active or not (the edit form)',
    ok(adminExamPattern),
    {
      params: idParams,
      errorStatuses: [401, 404],
    },
  ),

  // Admin: cheatsheets.
  admin(
    'listCheatsheetsForAdmin',
    'get',
    '/api/cheatsheets/admin/all',
    'Cheatsheets',
    'Every cheatsheet (inactive too) without items, newest first',
    ok(adminCheatsheetPage),
    {
      query: adminCheatsheetsQuery,
    },
  ),
  admin('cheatsheetStats', 'get', '/api/cheatsheets/admin/stats', 'Cheatsheets', 'Counts over every cheatsheet', ok(cheatsheetStats)),
  admin(
    'getCheatsheetForAdmin',
    'get',
    '/api/cheatsheets/admin/{id}',
    'Cheatsheets',
    'Any cheatsheet, active or not, with its items',
    ok(adminCheatsheet),
    {
      params: idParams,
      errorStatuses: [401, 404],
    },
  ),
  admin('createCheatsheet', 'post', '/api/cheatsheets/admin/create', 'Cheatsheets', 'Creates a cheatsheet', created(adminCheatsheet), {
    body: cheatsheetInputDocumented,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin('updateCheatsheet', 'put', '/api/cheatsheets/admin/{id}', 'Cheatsheets', 'Replaces a cheatsheet', ok(adminCheatsheet), {
    params: idParams,
    body: cheatsheetInputDocumented,
    errorStatuses: [401, 403, 404, 409, 413],
  }),
  admin('deleteCheatsheet', 'delete', '/api/cheatsheets/admin/{id}', 'Cheatsheets', 'Deletes a cheatsheet', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),
  admin(
    'setCheatsheetFeatured',
    'patch',
    '/api/cheatsheets/admin/{id}/featured',
    'Cheatsheets',
    'Features or unfeatures a cheatsheet',
    ok(adminCheatsheet),
    {
      params: idParams,
      body: featuredBody,
      errorStatuses: [401, 403, 404, 413],
    },
  ),
  // Admin: mock tests (/admin/all before /admin/{id}).
  admin(
    'listMockTestsForAdmin',
    'get',
    '/api/mock-tests/admin/all',
    'Mock tests',
    'Every mock test (inactive too), newest first, searchable by title',
    ok(adminMockTestPage),
    {
      query: adminMockTestsQuery,
    },
  ),
  admin(
    'getMockTestForAdmin',
    'get',
    '/api/mock-tests/admin/{id}',
    'Mock tests',
    'Any mock test, active or not (the edit form)',
    ok(adminMockTest),
    {
      params: idParams,
      errorStatuses: [401, 404],
    },
  ),
  admin('createMockTest', 'post', '/api/mock-tests/admin', 'Mock tests', 'Creates a mock test', created(adminMockTest), {
    body: mockTestInput,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin('updateMockTest', 'put', '/api/mock-tests/admin/{id}', 'Mock tests', 'Replaces a mock test', ok(adminMockTest), {
    params: idParams,
    body: mockTestInput,
    errorStatuses: [401, 403, 404, 409, 413],
  }),
  admin('deleteMockTest', 'delete', '/api/mock-tests/admin/{id}', 'Mock tests', 'Deletes a mock test', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),

  // Admin: translations of the content students read: the language switch of each form.
  admin(
    'getTranslation',
    'get',
    '/api/translations/{type}/{id}',
    'Translations',
    "A document's English texts and its translation's (null before there is one)",
    ok(translationAnswer),
    { params: translationParams, query: translationQuery, errorStatuses: [401, 404] },
  ),
  admin(
    'saveTranslation',
    'put',
    '/api/translations/{type}/{id}',
    'Translations',
    "Saves a document's translation (made if missing): its texts only, parallel to the English lists",
    ok(translationAnswer),
    {
      params: translationParams,
      query: translationQuery,
      body: z.union(Object.values(TEXTS_OF_TYPE)),
      errorStatuses: [401, 403, 404, 413],
    },
  ),
  admin(
    'deleteTranslation',
    'delete',
    '/api/translations/{type}/{id}',
    'Translations',
    "Removes a document's translation (the English version is shown in that language again)",
    ok(deletedAnswer),
    { params: translationParams, query: translationQuery, errorStatuses: [401, 403, 404] },
  ),
];
