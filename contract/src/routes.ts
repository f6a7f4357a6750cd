import { z } from 'zod';
import { deletedAnswer, featuredBody, pagingQuery } from './common.js';
import { examList, subtopicList, topic, subtopic, exam, topicList, topicNameParams } from './public/catalogue.js';
import { examAndSubtopicParams, examNameParams, idParams, questionList, questionRecord, subtopicNameParams } from './public/questions.js';
import { examLevelFilters, examPatternList, examPatternPage, publicExamPattern, slugParams } from './public/exam-patterns.js';
import { cheatsheet, cheatsheetCategories, cheatsheetList, cheatsheetPage } from './public/cheatsheets.js';
import { aiStatus, explanationEvents, questionIdParams } from './public/ai.js';
import { administratorProfile, credentials, loginAnswer, logoutAnswer } from './admin/auth.js';
import { adminExamPage, adminExamsQuery, newExamSchema, newSubtopicBody, newTopicBody, topicIdParams } from './admin/exams.js';
import { questionForm } from './admin/questions.js';
import {
  adminExamPattern,
  adminExamPatternPage,
  adminExamPatternsQuery,
  examPatternInput,
  examPatternStats,
} from './admin/exam-patterns.js';
import {
  adminCheatsheet,
  adminCheatsheetPage,
  adminCheatsheetsQuery,
  cheatsheetInputDocumented,
  cheatsheetStats,
} from './admin/cheatsheets.js';

/**
 * Every call of /api/*: method, path, the schemas of its parameters, query and body, and of its answer per
 * status. It drives the OpenAPI document (openapi.ts), the reference page and the contract tests' check of
 * every answer they see (check.ts). The order is the proxy's: the first operation whose path matches wins.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Answer {
  description: string;
  /** The JSON body; absent for answers that are not JSON (see contentType). */
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: 'application/json' | 'text/event-stream' | 'text/html';
  /** Events of a text/event-stream answer, by event name. */
  events?: Record<string, z.ZodType>;
}

export interface Operation {
  /** A stable name (OpenAPI operationId). */
  id: string;
  method: Method;
  /** '/api/questions/id/{id}' */
  path: string;
  tag: 'Catalogue' | 'Questions' | 'Exam patterns' | 'Cheatsheets' | 'AI explanations' | 'Session' | 'Reference';
  summary: string;
  /** 'session': an administrator's session cookie is needed (401 without one). */
  auth: 'none' | 'session';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Body encodings accepted (default JSON). */
  bodyTypes?: Array<'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data'>;
  /** Success answers by status. Errors: see errorStatuses; every error body is errorBody. */
  responses: Record<number, Answer>;
  /** Error statuses this call answers with beyond those of every call (400 odd address, 500, 503). */
  errorStatuses: number[];
}

/** Statuses any /api call can answer with: an odd address or query (400, 414), a failure (500), the CMS down (503). */
export const COMMON_ERROR_STATUSES = [400, 414, 500, 503];

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Not signed in, or the session has ended',
  403: 'Refused (a cross-site write, a blocked or non-administrator account)',
  404: 'Not found',
  409: 'A name or slug that is already used, or a delete that would orphan content',
  413: 'Too large (the body, or a picture over 5 MB or 40 megapixels)',
  414: 'The address is too long',
  415: 'A file that is not a PNG, JPEG, WebP or GIF picture',
  429: 'Too many requests: wait and try again',
  500: 'Something went wrong on the server',
  502: 'The content service gave an unexpected answer',
  503: 'The content service is unavailable right now',
};

const json = (description: string, schema: z.ZodType): Answer => ({ description, schema });
const ok = (schema: z.ZodType, description = 'OK') => ({ 200: json(description, schema) });
const created = (schema: z.ZodType) => ({ 201: json('Created', schema) });

const publicGet = (
  id: string,
  path: string,
  tag: Operation['tag'],
  summary: string,
  schema: z.ZodType,
  more: Partial<Operation> = {},
): Operation => ({
  id,
  method: 'get',
  path,
  tag,
  summary,
  auth: 'none',
  responses: ok(schema),
  errorStatuses: [],
  ...more,
});

const admin = (
  id: string,
  method: Method,
  path: string,
  tag: Operation['tag'],
  summary: string,
  responses: Record<number, Answer>,
  more: Partial<Operation> = {},
): Operation => ({
  id,
  method,
  path,
  tag,
  summary,
  auth: 'session',
  responses,
  // Writes also refuse a foreign Origin (403); every call needs a live session (401).
  errorStatuses: method === 'get' ? [401] : [401, 403, 413],
  ...more,
});

export const operations: Operation[] = [
  // Public reads (cached; public-site.md §7).
  publicGet('listTopics', '/api/topics/all', 'Catalogue', 'Every topic, alphabetical', topicList),
  publicGet('listSubtopics', '/api/subtopics/all', 'Catalogue', 'Every subtopic with its topic, alphabetical', subtopicList),
  publicGet(
    'listSubtopicsOfTopic',
    '/api/subtopics/topicname/{topicName}',
    'Catalogue',
    'The subtopics of a topic, by its stored name ([] when unknown)',
    subtopicList,
    {
      params: topicNameParams,
    },
  ),
  publicGet('listExams', '/api/exams/all', 'Catalogue', 'Every exam, alphabetical', examList),
  publicGet(
    'listQuestionsOfSubtopic',
    '/api/questions/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic, in insertion order',
    questionList,
    {
      params: subtopicNameParams,
    },
  ),
  publicGet(
    'listQuestionsOfExamAndSubtopic',
    '/api/questions/exam/{examName}/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic typical of an exam',
    questionList,
    { params: examAndSubtopicParams },
  ),
  publicGet('getQuestion', '/api/questions/id/{id}', 'Questions', 'One question', questionRecord, {
    params: idParams,
    errorStatuses: [404],
  }),
  publicGet(
    'listExamPatterns',
    '/api/exam-patterns/all',
    'Exam patterns',
    'Active exam patterns, featured first, a page at a time',
    examPatternPage,
    {
      query: pagingQuery,
    },
  ),
  publicGet(
    'listFeaturedExamPatterns',
    '/api/exam-patterns/featured/list',
    'Exam patterns',
    'Featured active exam patterns',
    examPatternList,
  ),
  publicGet(
    'listExamLevels',
    '/api/exam-patterns/meta/filters',
    'Exam patterns',
    'The levels of active exam patterns (the level filter)',
    examLevelFilters,
  ),
  publicGet(
    'getExamPatternBySlug',
    '/api/exam-patterns/slug/{slug}',
    'Exam patterns',
    'One active exam pattern (counts a view)',
    publicExamPattern,
    {
      params: slugParams,
      errorStatuses: [404],
    },
  ),
  publicGet(
    'listCheatsheets',
    '/api/cheatsheets/all',
    'Cheatsheets',
    'Active cheatsheets without items, featured first, a page at a time',
    cheatsheetPage,
    {
      query: pagingQuery,
    },
  ),
  publicGet(
    'listFeaturedCheatsheets',
    '/api/cheatsheets/featured/list',
    'Cheatsheets',
    'Featured active cheatsheets, without items',
    cheatsheetList,
  ),
  publicGet(
    'listCheatsheetCategories',
    '/api/cheatsheets/categories',
    'Cheatsheets',
    'Categories of active cheatsheets',
    cheatsheetCategories,
  ),
  publicGet(
    'getCheatsheetBySlug',
    '/api/cheatsheets/slug/{slug}',
    'Cheatsheets',
    'One active cheatsheet with its items (counts a view)',
    cheatsheet,
    {
      params: slugParams,
      errorStatuses: [404],
    },
  ),

  // Owl AI explanations.
  publicGet('aiStatus', '/api/ai/status', 'AI explanations', 'Whether AI explanations are available', aiStatus),
  {
    id: 'explainQuestion',
    method: 'post',
    path: '/api/ai/explanations/{questionId}',
    tag: 'AI explanations',
    summary: 'Explains a question: a stream of chunk events, then done (or error)',
    auth: 'none',
    params: questionIdParams,
    responses: {
      200: {
        description: 'Server-sent events: `chunk` {text}…, then `done` {html, stored} or `error` {message}',
        contentType: 'text/event-stream',
        events: explanationEvents,
      },
    },
    errorStatuses: [403, 404, 429],
  },

  // The administrator's session (admin-area.md §7).
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
    created(questionRecord),
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
    ok(questionRecord),
    {
      params: idParams,
      body: questionForm,
      bodyTypes: ['multipart/form-data', 'application/json'],
      errorStatuses: [401, 403, 404, 413, 415],
    },
  ),
  admin(
    'listAllQuestionsOfSubtopic',
    'get',
    '/api/questions/all/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic (uncached)',
    ok(questionList),
    {
      params: subtopicNameParams,
    },
  ),
  admin(
    'listAllQuestionsOfExam',
    'get',
    '/api/questions/all/exam/{examName}',
    'Questions',
    'The questions of an exam (uncached)',
    ok(questionList),
    {
      params: examNameParams,
    },
  ),
  admin(
    'listAllQuestionsOfExamAndSubtopic',
    'get',
    '/api/questions/all/exam/{examName}/subtopic/{subtopicName}',
    'Questions',
    'The questions of a subtopic and exam (uncached)',
    ok(questionList),
    { params: examAndSubtopicParams },
  ),
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

  // This description itself.
  publicGet('openApiDocument', '/api/openapi.json', 'Reference', 'This API as an OpenAPI 3.1 document', z.record(z.string(), z.unknown())),
  {
    id: 'apiReference',
    method: 'get',
    path: '/api/reference',
    tag: 'Reference',
    summary: 'A readable reference page of every call',
    auth: 'none',
    responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
    errorStatuses: [],
  },
];
