import { describe, expect, it } from 'vitest';
import { operations } from '#src/routes.js';
import { openApiDocument } from '#src/openapi.js';
import { operationPath } from '#src/routes/paths.js';
import { mockTestInstructions } from '#src/public/mock-tests.js';

const instructions = {
  _id: 'doc-1',
  slug: 'ssc-cgl-2024',
  title: 'SSC CGL 2024',
  kind: 'previous_year',
  exam_name: 'SSC CGL',
  year: 2024,
  instructions: '<p>Read carefully.</p>',
  duration: 60,
  marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
  negative_marking: true,
  sections: [{ section_name: 'Quantitative Aptitude', duration: null, question_count: 25 }],
  locale: 'en',
};

describe('getMockTestInstructions', () => {
  it('is a public, localized GET beside the paper, documented in the OpenAPI document', () => {
    const operation = operations.find((candidate) => candidate.id === 'getMockTestInstructions');
    expect(operation).toMatchObject({
      method: 'get',
      path: '/api/mock-tests/slug/{slug}/instructions',
      auth: 'none',
      errorStatuses: [404],
    });
    expect(operation!.query?.shape).toHaveProperty('locale');
    const document = openApiDocument() as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    const documented = document.paths['/api/mock-tests/slug/{slug}/instructions']!.get!;
    expect([documented.operationId, documented.tags]).toEqual(['getMockTestInstructions', ['Mock tests']]);
    expect(operationPath('getMockTestInstructions', { slug: 'a b' })).toBe('/api/mock-tests/slug/a%20b/instructions');
  });

  it('holds no questions, attempt or answers: a paper (with them) is refused', () => {
    expect(mockTestInstructions.parse(instructions)).toEqual(instructions);
    expect(() => mockTestInstructions.parse({ ...instructions, attempt_id: 'x' })).toThrow();
    expect(() => mockTestInstructions.parse({ ...instructions, sections: [{ ...instructions.sections[0], questions: [] }] })).toThrow();
    expect(() => mockTestInstructions.parse({ ...instructions, sections: [] })).toThrow();
  });
});
