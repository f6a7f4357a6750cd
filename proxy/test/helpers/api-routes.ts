/** The /api routes the odd-input suites aim at, by the kind of input they read. */

/** Every /api route that takes a name, slug or id in its path ({x}), with the method it answers. */
export const ROUTES_WITH_PARAMETERS: Array<[method: string, template: string]> = [
  ['GET', '/api/subtopics/topicname/{x}'],
  ['GET', '/api/questions/subtopic/{x}'],
  ['GET', '/api/questions/exam/{x}/subtopic/{x}'],
  ['GET', '/api/questions/id/{x}'],
  ['GET', '/api/questions/page/{x}'],
  ['GET', '/api/exam-patterns/slug/{x}'],
  ['GET', '/api/cheatsheets/slug/{x}'],
  ['POST', '/api/ai/explanations/{x}'],
  ['DELETE', '/api/exams/delete/{x}'],
  ['DELETE', '/api/topics/delete/{x}'],
  ['GET', '/api/subtopics/topic/{x}'],
  ['DELETE', '/api/subtopics/delete/{x}'],
  ['PUT', '/api/questions/update/{x}'],
  ['GET', '/api/questions/all/subtopic/{x}'],
  ['GET', '/api/questions/all/exam/{x}'],
  ['GET', '/api/questions/all/exam/{x}/subtopic/{x}'],
  ['DELETE', '/api/questions/delete/{x}'],
  ['GET', '/api/exam-patterns/{x}'],
  ['PUT', '/api/exam-patterns/admin/{x}'],
  ['DELETE', '/api/exam-patterns/admin/{x}'],
  ['PATCH', '/api/exam-patterns/admin/{x}/featured'],
  ['GET', '/api/cheatsheets/admin/{x}'],
  ['PUT', '/api/cheatsheets/admin/{x}'],
  ['DELETE', '/api/cheatsheets/admin/{x}'],
  ['PATCH', '/api/cheatsheets/admin/{x}/featured'],
  ['GET', '/api/mock-tests/slug/{x}'],
  ['POST', '/api/mock-tests/slug/{x}/submit'],
  ['GET', '/api/mock-tests/admin/{x}'],
  ['PUT', '/api/mock-tests/admin/{x}'],
  ['DELETE', '/api/mock-tests/admin/{x}'],
];

/** Every /api list that reads query parameters, and the parameters it reads. */
export const LISTS_WITH_QUERIES: Array<[path: string, parameters: string[]]> = [
  ['/api/exam-patterns/all', ['page', 'limit']],
  ['/api/cheatsheets/all', ['page', 'limit']],
  ['/api/search', ['q', 'type', 'page', 'limit']],
  ['/api/exams/admin/all', ['page', 'limit', 'search', 'exam_level']],
  ['/api/exam-patterns/admin/all', ['page', 'limit', 'search', 'exam_level']],
  ['/api/cheatsheets/admin/all', ['page', 'limit', 'search', 'category']],
  ['/api/mock-tests/admin/all', ['page', 'limit', 'search']],
];

/** Routes without parameters: odd queries reach them too. */
export const PLAIN_ROUTES = [
  '/api/topics/all',
  '/api/subtopics/all',
  '/api/exams/all',
  '/api/exam-patterns/featured/list',
  '/api/exam-patterns/meta/filters',
  '/api/cheatsheets/featured/list',
  '/api/cheatsheets/categories',
  '/api/mock-tests/all',
  '/api/exam-patterns/admin/stats',
  '/api/cheatsheets/admin/stats',
  '/api/auth/profile',
  '/api/ai/status',
];

/** The route with every {x} replaced by `value`. */
export const fill = (template: string, value: string) => template.replace(/\{x\}/g, value);
/** An empty JSON body for the methods that carry one. */
export const bodyFor = (method: string) => (method === 'PUT' || method === 'PATCH' || method === 'POST' ? '{}' : undefined);
