import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as enums from '#src/enums.js';

/**
 * The Strapi schemas (cms/src/api/…/schema.json, cms/src/components/…) repeat the shared enumerations as JSON:
 * each must hold exactly the contract's values, in its order.
 */
const cmsSrc = path.resolve(import.meta.dirname, '..', '..', 'cms', 'src');
const attributes = (file: string) =>
  (JSON.parse(readFileSync(path.join(cmsSrc, file), 'utf8')) as { attributes: Record<string, { type: string; enum?: string[] }> })
    .attributes;

const ENUMERATIONS: Array<[file: string, attribute: string, values: readonly string[]]> = [
  ['api/exam/content-types/exam/schema.json', 'exam_level', enums.EXAM_LEVELS],
  ['api/exam-pattern/content-types/exam-pattern/schema.json', 'exam_level', enums.EXAM_LEVELS],
  ['api/exam-pattern/content-types/exam-pattern/schema.json', 'exam_frequency', enums.EXAM_FREQUENCIES],
  ['api/exam-pattern/content-types/exam-pattern/schema.json', 'exam_mode', enums.EXAM_MODES],
  ['api/exam-pattern/content-types/exam-pattern/schema.json', 'difficulty_level', enums.EXAM_DIFFICULTY_LEVELS],
  ['api/exam-pattern/content-types/exam-pattern/schema.json', 'competition_level', enums.COMPETITION_LEVELS],
  ['components/exam-pattern/section-topic.json', 'difficulty_level', enums.TOPIC_DIFFICULTY_LEVELS],
  ['api/question/content-types/question/schema.json', 'question_type', enums.QUESTION_TYPES],
  ['components/question/option.json', 'option_type', enums.QUESTION_TYPES],
  ['components/cheatsheet/item.json', 'content_type', enums.CHEATSHEET_CONTENT_TYPES],
  ['components/cheatsheet/item.json', 'language', enums.CODE_LANGUAGES],
  ['components/cheatsheet/block.json', 'type', enums.CHEATSHEET_BLOCK_TYPES],
  ['components/cheatsheet/block.json', 'language', enums.CODE_LANGUAGES],
  ['api/mock-test/content-types/mock-test/schema.json', 'kind', enums.MOCK_TEST_KINDS],
];

describe("the Strapi schemas hold the contract's enumerations", () => {
  it.each(ENUMERATIONS)('%s %s', (file, attribute, values) => {
    const field = attributes(file)[attribute];
    expect(field?.type).toBe('enumeration');
    expect(field?.enum).toEqual([...values]);
  });

  it('every enumeration of every Strapi schema is one of them', () => {
    const files = [
      ...new Set(ENUMERATIONS.map(([file]) => file)),
      'api/subtopic/content-types/subtopic/schema.json',
      'api/topic/content-types/topic/schema.json',
      'api/cheatsheet/content-types/cheatsheet/schema.json',
      'components/exam-pattern/section.json',
    ];
    for (const file of files) {
      for (const [name, field] of Object.entries(attributes(file))) {
        if (field.type !== 'enumeration') continue;
        expect(
          ENUMERATIONS.some(([known, attribute]) => known === file && attribute === name),
          `${file} ${name} is not checked against the contract`,
        ).toBe(true);
      }
    }
  });
});
