import { z } from 'zod';
import { listPageHeaders, pagingQuery, questionListQuery } from '#src/common.js';
import { examList, subtopicList, topicList, topicNameParams } from '#src/public/catalogue.js';
import { examAndSubtopicParams, idParams, questionList, questionRecord, subtopicNameParams } from '#src/public/questions.js';
import { examLevelFilters, examPatternList, examPatternPage, publicExamPattern, slugParams } from '#src/public/exam-patterns.js';
import { cheatsheet, cheatsheetCategories, cheatsheetList, cheatsheetPage } from '#src/public/cheatsheets.js';
import { aiStatus, explanationEvents, questionIdParams } from '#src/public/ai.js';
import {
  mockTestInstructions,
  mockTestList,
  mockTestPaper,
  mockTestResult,
  leaderboard,
  mockTestSlugParams,
  mockTestSubmission,
} from '#src/public/mock-tests.js';
import { questionPage } from '#src/public/question-page.js';
import { searchAnswer, searchQuery } from '#src/public/search.js';
import { ok, okList, publicGet, type Operation } from './operation.js';
import { PUBLIC_OPERATION_PATHS } from './paths.js';
import { localeQuery } from '#src/locale.js';

/** Calls anyone may make, without a session: the public reads, the AI explanations and the API's own reference. */

/** A public read of content: it takes `?locale` besides its own query, and a wrong one is a 400. */
const localized = (operation: Operation): Operation => ({
  ...operation,
  query: operation.query ? operation.query.extend(localeQuery.shape) : localeQuery,
});

// Public reads (cached; public-site.md §7).
export const publicReadOperations: Operation[] = [
  publicGet('listTopics', 'Catalogue', 'Every topic, alphabetical', topicList),
  publicGet('listSubtopics', 'Catalogue', 'Every subtopic with its topic, alphabetical', subtopicList),
  publicGet('listSubtopicsOfTopic', 'Catalogue', 'The subtopics of a topic, by its stored name ([] when unknown)', subtopicList, {
    params: topicNameParams,
  }),
  publicGet('listExams', 'Catalogue', 'Every exam, alphabetical', examList),
  publicGet(
    'listQuestionsOfSubtopic',
    'Questions',
    'The questions of a subtopic, in insertion order: all, a page, or a random sample',
    questionList,
    {
      params: subtopicNameParams,
      query: questionListQuery,
      responses: okList(questionList, 'The questions (a page of them with page or limit; a draw with sample)', listPageHeaders),
    },
  ),
  publicGet(
    'listQuestionsOfExamAndSubtopic',
    'Questions',
    'The questions of a subtopic typical of an exam: all, a page, or a random sample',
    questionList,
    {
      params: examAndSubtopicParams,
      query: questionListQuery,
      responses: okList(questionList, 'The questions (a page of them with page or limit; a draw with sample)', listPageHeaders),
    },
  ),
  publicGet('getQuestion', 'Questions', 'One question', questionRecord, {
    params: idParams,
    errorStatuses: [404],
  }),
  publicGet(
    'getQuestionPage',
    'Questions',
    "One question's page: the question, its topic and subtopic, and its neighbours in the subtopic's order",
    questionPage,
    {
      params: idParams,
      errorStatuses: [404],
    },
  ),
  publicGet('listExamPatterns', 'Exam patterns', 'Active exam patterns, featured first, a page at a time', examPatternPage, {
    query: pagingQuery,
  }),
  publicGet('listFeaturedExamPatterns', 'Exam patterns', 'Featured active exam patterns', examPatternList),
  publicGet('listExamLevels', 'Exam patterns', 'The levels of active exam patterns (the level filter)', examLevelFilters),
  publicGet('getExamPatternBySlug', 'Exam patterns', 'One active exam pattern (counts a view)', publicExamPattern, {
    params: slugParams,
    errorStatuses: [404],
  }),
  publicGet('listCheatsheets', 'Cheatsheets', 'Active cheatsheets without items, featured first, a page at a time', cheatsheetPage, {
    query: pagingQuery,
  }),
  publicGet('listFeaturedCheatsheets', 'Cheatsheets', 'Featured active cheatsheets, without items', cheatsheetList),
  publicGet('listCheatsheetCategories', 'Cheatsheets', 'Categories of active cheatsheets', cheatsheetCategories),
  publicGet('getCheatsheetBySlug', 'Cheatsheets', 'One active cheatsheet with its items (counts a view)', cheatsheet, {
    params: slugParams,
    errorStatuses: [404],
  }),
].map(localized);

// Mock tests: the list and a paper's instructions are cached; each paper is a new draw and each submission a scored attempt.
export const mockTestOperations: Operation[] = [
  localized(publicGet('listMockTests', 'Mock tests', 'Active mock tests, previous-year papers first', mockTestList)),
  localized(
    publicGet(
      'getMockTestInstructions',
      'Mock tests',
      "What an active paper's page shows before Start: the paper without its questions (sections with their question counts and minutes, marking scheme, instructions). Draws nothing and creates no attempt, so it is cached like the list; an unknown or inactive paper is 404.",
      mockTestInstructions,
      { params: mockTestSlugParams, errorStatuses: [404] },
    ),
  ),
  localized(
    publicGet(
      'getMockTestPaper',
      'Mock tests',
      "An active paper to sit, without answers: a new attempt with its own draw and ids (never cached; rate-limited per address). HEAD draws nothing; a crawler's GET (by User-Agent) gets a 403.",
      mockTestPaper,
      {
        params: mockTestSlugParams,
        errorStatuses: [403, 404, 429],
      },
    ),
  ),
  {
    id: 'submitMockTest',
    method: 'post',
    path: PUBLIC_OPERATION_PATHS.submitMockTest,
    tag: 'Mock tests',
    summary:
      "Scores an attempt with the paper's marking scheme on the server's clock: the result, answers, explanations and real question ids; late or repeated attempts are scored but not counted (rate-limited per address)",
    auth: 'none',
    params: mockTestSlugParams,
    // The explanations and section names of the result in this language, where translated.
    query: localeQuery,
    body: mockTestSubmission,
    responses: ok(mockTestResult),
    // 400 also for a question not in the attempt, an option not of its question, or an attempt of another paper.
    errorStatuses: [403, 404, 409, 413, 429],
  },
  localized(
    publicGet(
      'getMockTestLeaderboard',
      'Mock tests',
      'A paper\'s top 50 students by their first submitted on-time attempt, by display name or "Student #1234" (kept for up to 15 s); an inactive or unknown paper is 404',
      leaderboard,
      { params: mockTestSlugParams, errorStatuses: [404] },
    ),
  ),
];

// Site search: cached like the public reads; searches that miss the cache are rate-limited per address.
export const searchOperations: Operation[] = [
  publicGet(
    'searchSite',
    'Search',
    'Questions, subtopics, exam patterns and cheatsheets matching every word of q (else any of them), best first, with the matched words marked',
    searchAnswer,
    {
      query: searchQuery,
      // 400: q missing, blank or over 200 characters, or an unknown type.
      errorStatuses: [429],
    },
  ),
];

// Owl AI explanations.
export const aiExplanationOperations: Operation[] = [
  publicGet('aiStatus', 'AI explanations', 'Whether AI explanations are available', aiStatus),
  {
    id: 'explainQuestion',
    method: 'post',
    path: PUBLIC_OPERATION_PATHS.explainQuestion,
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
];

// This description itself.
export const referenceOperations: Operation[] = [
  publicGet('openApiDocument', 'Reference', 'This API as an OpenAPI 3.1 document', z.record(z.string(), z.unknown())),
  {
    id: 'apiReference',
    method: 'get',
    path: PUBLIC_OPERATION_PATHS.apiReference,
    tag: 'Reference',
    summary: 'A readable reference page of every call',
    auth: 'none',
    responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
    errorStatuses: [],
  },
];
