import { describe, expect, it } from 'vitest';
import {
  aiExplanationOperations,
  mockTestOperations,
  publicReadOperations,
  referenceOperations,
  searchOperations,
} from '#src/routes/public.js';
import { operationPath, PUBLIC_OPERATION_PATHS } from '#src/routes/paths.js';
import { faqPublicOperations } from '#src/routes/faqs.js';
import { programmingPublicOperations } from '#src/routes/programming.js';

describe('operationPath', () => {
  it('is the bare path of an operation without parameters', () => {
    expect(operationPath('listTopics')).toBe('/api/topics/all');
  });

  it('puts each parameter in its place, percent-encoded', () => {
    expect(operationPath('listSubtopicsOfTopic', { topicName: 'number system' })).toBe('/api/subtopics/topicname/number%20system');
    expect(operationPath('listQuestionsOfExamAndSubtopic', { examName: 'ssc/cgl', subtopicName: 'a&b?' })).toBe(
      '/api/questions/exam/ssc%2Fcgl/subtopic/a%26b%3F',
    );
  });

  it('adds the query parameters that are set, in the order given, as URLSearchParams writes them', () => {
    expect(operationPath('listSubtopicsOfTopic', { topicName: 'x' }, { page: 1, limit: 10 })).toBe(
      '/api/subtopics/topicname/x?page=1&limit=10',
    );
    expect(operationPath('searchSite', {}, { q: 'time & work', type: undefined, page: '' })).toBe('/api/search?q=time+%26+work');
    expect(operationPath('listExamPatterns', {}, {})).toBe('/api/exam-patterns/all');
  });

  it('refuses a missing parameter rather than build a wrong address', () => {
    expect(() => operationPath('getQuestion', {} as { id: string })).toThrow(/getQuestion needs the parameter id/);
  });

  it('knows every operation of the public route table by its own path, and nothing else', () => {
    const publicOperations = [
      ...publicReadOperations,
      ...faqPublicOperations,
      ...programmingPublicOperations,
      ...mockTestOperations,
      ...searchOperations,
      ...aiExplanationOperations,
      ...referenceOperations,
    ];
    expect(Object.fromEntries(publicOperations.map((operation) => [operation.id, operation.path]))).toEqual(PUBLIC_OPERATION_PATHS);
  });
});
