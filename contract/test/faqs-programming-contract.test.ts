import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '#src/routes.js';
import { openApiDocument } from '#src/openapi.js';
import { faqInput, pageCountPagination } from '#src/admin/faqs.js';
import { codeQuestionInput, programmingTopicInput } from '#src/admin/programming.js';
import { uploadImageInput } from '#src/admin/upload.js';
import { CODE_QUESTION_DIFFICULTIES, CONTENT_BLOCK_TYPES, PROGRAMMING_TOPIC_DIFFICULTIES } from '#src/public/programming.js';

const expected: Array<[string, string, string]> = [
  ['listFaqs', 'get', '/api/faqs/all'],
  ['listFeaturedFaqs', 'get', '/api/faqs/featured/list'],
  ['getFaqBySlug', 'get', '/api/faqs/slug/{slug}'],
  ['listProgrammingTopics', 'get', '/api/programming-topics/all'],
  ['listFeaturedProgrammingTopics', 'get', '/api/programming-topics/featured/list'],
  ['listProgrammingCategories', 'get', '/api/programming-topics/categories'],
  ['getProgrammingTopicBySlug', 'get', '/api/programming-topics/slug/{slug}'],
  ['getProgrammingTopicMetadata', 'get', '/api/programming-topics/metadata/{slug}'],
  ['listFaqsForAdmin', 'get', '/api/faqs/admin/all'],
  ['faqStats', 'get', '/api/faqs/admin/stats'],
  ['getFaqForAdmin', 'get', '/api/faqs/admin/{id}'],
  ['createFaq', 'post', '/api/faqs/admin/create'],
  ['updateFaq', 'put', '/api/faqs/admin/{id}'],
  ['deleteFaq', 'delete', '/api/faqs/admin/{id}'],
  ['toggleFaqFeatured', 'patch', '/api/faqs/admin/{id}/featured'],
  ['listProgrammingTopicsForAdmin', 'get', '/api/programming-topics/admin/all'],
  ['programmingTopicStats', 'get', '/api/programming-topics/admin/stats'],
  ['getProgrammingTopicForAdmin', 'get', '/api/programming-topics/admin/{id}'],
  ['createProgrammingTopic', 'post', '/api/programming-topics/admin/create'],
  ['updateProgrammingTopic', 'put', '/api/programming-topics/admin/{id}'],
  ['deleteProgrammingTopic', 'delete', '/api/programming-topics/admin/{id}'],
  ['toggleProgrammingTopicFeatured', 'patch', '/api/programming-topics/admin/{id}/featured'],
  ['listCodeQuestionsForAdmin', 'get', '/api/code-questions/admin/all'],
  ['codeQuestionStats', 'get', '/api/code-questions/admin/stats'],
  ['getCodeQuestionForAdmin', 'get', '/api/code-questions/admin/{id}'],
  ['createCodeQuestion', 'post', '/api/code-questions/admin/create'],
  ['updateCodeQuestion', 'put', '/api/code-questions/admin/{id}'],
  ['deleteCodeQuestion', 'delete', '/api/code-questions/admin/{id}'],
  ['uploadImage', 'post', '/api/upload/image'],
];

describe('FAQ, programming and upload operations', () => {
  it('are in the route table with the design ids, methods and paths; admin ones need the session', () => {
    for (const [id, method, path] of expected) {
      const operation = operations.find((candidate) => candidate.id === id);
      expect(operation, id).toBeDefined();
      expect([operation!.method, operation!.path]).toEqual([method, path]);
      expect(operation!.auth).toBe(path.includes('/admin/') || path === '/api/upload/image' ? 'session' : 'none');
    }
  });

  it('are documented in the OpenAPI document under FAQs, Programming and Uploads', () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    for (const [id, method, path] of expected) expect(document.paths[path]?.[method]?.operationId, id).toBe(id);
    expect(document.paths['/api/faqs/all']!.get!.tags).toEqual(['FAQs']);
    expect(document.paths['/api/code-questions/admin/all']!.get!.tags).toEqual(['Programming']);
  });
});

describe('input schemas', () => {
  const faq = { topic_title: ' Python ', slug: 'python', questions: [{ question: 'Q', answer: '<p>A</p>', order: 0 }] };

  it('trims tags, drops blanks and repeats', () => {
    expect(faqInput.parse({ ...faq, tags: [' a ', '', 'a', 'b '] }).tags).toEqual(['a', 'b']);
    expect(programmingTopicInput.parse({ title: 'T', slug: 't', category: 'Python', tags: ['x', ' x'] }).tags).toEqual(['x']);
  });

  it('refuses control characters, wrong types and over-long fields', () => {
    expect(faqInput.safeParse({ ...faq, topic_title: 'a\u0007b' }).success).toBe(false);
    expect(faqInput.safeParse({ ...faq, featured: 'maybe' }).success).toBe(false);
    expect(faqInput.safeParse({ ...faq, topic_title: 'x'.repeat(201) }).success).toBe(false);
    expect(codeQuestionInput.safeParse({ topic_id: 'a', title: 'T', content_blocks: 'no' }).success).toBe(false);
    expect(codeQuestionInput.safeParse({ topic_id: 'a', title: 'T', content_blocks: [], order: -1 }).success).toBe(false);
    expect(uploadImageInput.safeParse({ image: 5 }).success).toBe(false);
  });

  it('reads absent optional texts as ""', () => {
    const parsed = codeQuestionInput.parse({ topic_id: 'a', title: 'T', content_blocks: [{ type: 'code', code: 'x' }] });
    expect(parsed.description).toBe('');
    expect(parsed.content_blocks[0]).toMatchObject({ language: '', label: '', text_content: '' });
  });

  it('has a pagination whose total counts pages', () => {
    expect(pageCountPagination.parse({ current: 2, total: 3, totalItems: 25, limit: 10, hasNext: true, hasPrev: true }).total).toBe(3);
  });
});

describe('the CMS schemas', () => {
  const cmsSrc = path.resolve(import.meta.dirname, '..', '..', 'cms', 'src');
  const enumOf = (file: string, attribute: string) =>
    (JSON.parse(readFileSync(path.join(cmsSrc, file), 'utf8')) as { attributes: Record<string, { enum?: string[] }> }).attributes[attribute]
      ?.enum;

  it("hold exactly the contract's enumerations, in its order", () => {
    expect(enumOf('api/programming-topic/content-types/programming-topic/schema.json', 'difficulty')).toEqual([
      ...PROGRAMMING_TOPIC_DIFFICULTIES,
    ]);
    expect(enumOf('api/code-question/content-types/code-question/schema.json', 'difficulty')).toEqual([...CODE_QUESTION_DIFFICULTIES]);
    expect(enumOf('components/code-question/content-block.json', 'type')).toEqual([...CONTENT_BLOCK_TYPES]);
  });
});
