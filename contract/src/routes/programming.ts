import { z } from 'zod';
import { deletedAnswer, pathText } from '#src/common.js';
import { localeQuery } from '#src/locale.js';
import { publicLimitQuery } from '#src/public/faqs.js';
import {
  featuredProgrammingTopicList,
  programmingCategories,
  programmingTopicListAnswer,
  programmingTopicMetadata,
  programmingTopicPage,
} from '#src/public/programming.js';
import {
  adminCodeQuestion,
  adminCodeQuestionPage,
  adminCodeQuestionsQuery,
  adminProgrammingTopic,
  adminProgrammingTopicPage,
  adminProgrammingTopicsQuery,
  codeQuestionInput,
  codeQuestionStats,
  programmingTopicInput,
  programmingTopicStats,
} from '#src/admin/programming.js';
import { admin, created, ok, publicGet, type Operation } from './operation.js';

/** Programming topics and code questions (students-faqs-programming.md §3): public reads (cached, ?locale) and admin calls. */

const slugParams = z.object({ slug: pathText });
const topicIdParams = z.object({ id: pathText.describe("The topic's _id.") });
const questionIdParams = z.object({ id: pathText.describe("The code question's _id.") });
const tag = 'Programming';

export const programmingPublicOperations: Operation[] = [
  publicGet(
    'listProgrammingTopics',
    tag,
    'Active topics with their active question counts, featured first, then by title',
    programmingTopicListAnswer,
    {
      query: publicLimitQuery.extend(localeQuery.shape),
    },
  ),
  publicGet('listFeaturedProgrammingTopics', tag, 'Featured active topics (a bare list)', featuredProgrammingTopicList, {
    query: localeQuery,
  }),
  publicGet('listProgrammingCategories', tag, 'Categories of active topics', programmingCategories, { query: localeQuery }),
  publicGet(
    'getProgrammingTopicBySlug',
    tag,
    'One active topic with its active code questions by order, code highlighted',
    programmingTopicPage,
    { params: slugParams, query: localeQuery, errorStatuses: [404] },
  ),
  publicGet(
    'getProgrammingTopicMetadata',
    tag,
    "A topic's title, description, category and tags, for a page's <head>",
    programmingTopicMetadata,
    {
      params: slugParams,
      query: localeQuery,
      errorStatuses: [404],
    },
  ),
];

export const programmingAdminOperations: Operation[] = [
  admin(
    'listProgrammingTopicsForAdmin',
    'get',
    '/api/programming-topics/admin/all',
    tag,
    'Every topic (inactive too), newest first, with all their questions counted; total in pagination counts pages',
    ok(adminProgrammingTopicPage),
    { query: adminProgrammingTopicsQuery },
  ),
  admin(
    'programmingTopicStats',
    'get',
    '/api/programming-topics/admin/stats',
    tag,
    'Counts over every topic and code question',
    ok(programmingTopicStats),
  ),
  admin(
    'getProgrammingTopicForAdmin',
    'get',
    '/api/programming-topics/admin/{id}',
    tag,
    'Any topic, active or not',
    ok(adminProgrammingTopic),
    {
      params: topicIdParams,
      errorStatuses: [401, 404],
    },
  ),
  admin(
    'createProgrammingTopic',
    'post',
    '/api/programming-topics/admin/create',
    tag,
    'Creates a topic (409 when the slug is taken)',
    created(adminProgrammingTopic),
    {
      body: programmingTopicInput,
      errorStatuses: [401, 403, 409, 413],
    },
  ),
  admin('updateProgrammingTopic', 'put', '/api/programming-topics/admin/{id}', tag, 'Replaces a topic', ok(adminProgrammingTopic), {
    params: topicIdParams,
    body: programmingTopicInput,
    errorStatuses: [401, 403, 404, 409, 413],
  }),
  admin(
    'deleteProgrammingTopic',
    'delete',
    '/api/programming-topics/admin/{id}',
    tag,
    'Deletes a topic and all its code questions',
    ok(deletedAnswer),
    {
      params: topicIdParams,
      errorStatuses: [401, 403, 404],
    },
  ),
  admin(
    'toggleProgrammingTopicFeatured',
    'patch',
    '/api/programming-topics/admin/{id}/featured',
    tag,
    'Toggles featured (no body)',
    ok(adminProgrammingTopic),
    {
      params: topicIdParams,
      errorStatuses: [401, 403, 404],
    },
  ),
  admin(
    'listCodeQuestionsForAdmin',
    'get',
    '/api/code-questions/admin/all',
    tag,
    'Every code question (inactive too) with its topic, by topic order then order; total in pagination counts pages',
    ok(adminCodeQuestionPage),
    { query: adminCodeQuestionsQuery },
  ),
  admin(
    'codeQuestionStats',
    'get',
    '/api/code-questions/admin/stats',
    tag,
    'Counts over every code question, by difficulty',
    ok(codeQuestionStats),
  ),
  admin(
    'getCodeQuestionForAdmin',
    'get',
    '/api/code-questions/admin/{id}',
    tag,
    'Any code question, active or not',
    ok(adminCodeQuestion),
    {
      params: questionIdParams,
      errorStatuses: [401, 404],
    },
  ),
  admin('createCodeQuestion', 'post', '/api/code-questions/admin/create', tag, 'Creates a code question', created(adminCodeQuestion), {
    body: codeQuestionInput,
  }),
  admin('updateCodeQuestion', 'put', '/api/code-questions/admin/{id}', tag, 'Replaces a code question', ok(adminCodeQuestion), {
    params: questionIdParams,
    body: codeQuestionInput,
    errorStatuses: [401, 403, 404, 413],
  }),
  admin('deleteCodeQuestion', 'delete', '/api/code-questions/admin/{id}', tag, 'Deletes a code question', ok(deletedAnswer), {
    params: questionIdParams,
    errorStatuses: [401, 403, 404],
  }),
];
