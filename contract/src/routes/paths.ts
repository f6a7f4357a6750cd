/**
 * The addresses of the public calls, by operation id, and the one way to build an address from its parameters.
 * Zod-free on purpose: the web app's entry chunk builds its API keys with it, and the route table (public.ts) takes
 * its public paths from here, so the two cannot drift.
 */
export const PUBLIC_OPERATION_PATHS = {
  listTopics: '/api/topics/all',
  listSubtopics: '/api/subtopics/all',
  listSubtopicsOfTopic: '/api/subtopics/topicname/{topicName}',
  listExams: '/api/exams/all',
  listQuestionsOfSubtopic: '/api/questions/subtopic/{subtopicName}',
  listQuestionsOfExamAndSubtopic: '/api/questions/exam/{examName}/subtopic/{subtopicName}',
  getQuestion: '/api/questions/id/{id}',
  getQuestionPage: '/api/questions/page/{id}',
  listExamPatterns: '/api/exam-patterns/all',
  listFeaturedExamPatterns: '/api/exam-patterns/featured/list',
  listExamLevels: '/api/exam-patterns/meta/filters',
  getExamPatternBySlug: '/api/exam-patterns/slug/{slug}',
  listCheatsheets: '/api/cheatsheets/all',
  listFeaturedCheatsheets: '/api/cheatsheets/featured/list',
  listCheatsheetCategories: '/api/cheatsheets/categories',
  getCheatsheetBySlug: '/api/cheatsheets/slug/{slug}',
  listFaqs: '/api/faqs/all',
  listFeaturedFaqs: '/api/faqs/featured/list',
  getFaqBySlug: '/api/faqs/slug/{slug}',
  listProgrammingTopics: '/api/programming-topics/all',
  listFeaturedProgrammingTopics: '/api/programming-topics/featured/list',
  listProgrammingCategories: '/api/programming-topics/categories',
  getProgrammingTopicBySlug: '/api/programming-topics/slug/{slug}',
  getProgrammingTopicMetadata: '/api/programming-topics/metadata/{slug}',
  listMockTests: '/api/mock-tests/all',
  getMockTestPaper: '/api/mock-tests/slug/{slug}',
  getMockTestInstructions: '/api/mock-tests/slug/{slug}/instructions',
  submitMockTest: '/api/mock-tests/slug/{slug}/submit',
  getMockTestLeaderboard: '/api/mock-tests/slug/{slug}/leaderboard',
  searchSite: '/api/search',
  aiStatus: '/api/ai/status',
  explainQuestion: '/api/ai/explanations/{questionId}',
  openApiDocument: '/api/openapi.json',
  apiReference: '/api/reference',
} as const;

export type PublicOperationId = keyof typeof PUBLIC_OPERATION_PATHS;

/** The `{names}` of a path template. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters an operation takes, by name (none: an empty object). */
export type OperationParams<Id extends PublicOperationId> = Record<ParamNames<(typeof PUBLIC_OPERATION_PATHS)[Id]>, string>;

/** Query parameters: a value left undefined or blank is left out. */
export type OperationQuery = Record<string, string | number | undefined>;

/**
 * The address of a call: its path with each parameter percent-encoded in place, then the query parameters that
 * are set, in the order given. `operationPath('listSubtopicsOfTopic', { topicName: 'a b' }, { page: 2 })` is
 * '/api/subtopics/topicname/a%20b?page=2'. The web app's SWR keys are these strings, so the server render's
 * embedded answers and the browser's hooks meet on the same key.
 */
export function operationPath<Id extends PublicOperationId>(id: Id, params?: OperationParams<Id>, query?: OperationQuery): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = PUBLIC_OPERATION_PATHS[id].replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${id} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
