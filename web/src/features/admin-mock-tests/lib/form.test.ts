import { describe, expect, it } from 'vitest';
import { MAX_SECTION_QUESTIONS } from '@exam-prep/contract/admin/mock-tests';
import {
  addQuestions,
  addSection,
  canRemoveSection,
  defaultMockTestForm,
  formFromMockTest,
  MAX_SECTIONS,
  moveAt,
  newBlueprintLine,
  newSection,
  placedQuestions,
  removeSection,
  sectionMinutes,
  sectionQuestionCount,
  sectionTiming,
  toPayload,
  untimedSectionNames,
  type MockTestForm,
  type SectionForm,
} from './form';
import { followingSlug } from '@/lib/slug';

const section = (patch: Partial<SectionForm> = {}): SectionForm => ({ ...newSection(), ...patch });
const picked = (...ids: string[]) => ids.map((_id) => ({ _id, preview: `Question ${_id}` }));
const form = (patch: Partial<MockTestForm> = {}): MockTestForm => ({
  ...defaultMockTestForm(),
  title: 'SSC CGL 2023 Tier 1 (Shift 1)',
  slug: followingSlug('SSC CGL 2023 Tier 1 (Shift 1)'),
  exam_id: 'exam-ssc-cgl',
  ...patch,
});

describe('sections', () => {
  it('adds sections up to the contract limit and always keeps one', () => {
    let sections = [section()];
    expect(canRemoveSection(sections)).toBe(false);
    expect(removeSection(sections, 0)).toHaveLength(1);
    for (let count = 1; count < MAX_SECTIONS + 3; count++) sections = addSection(sections);
    expect(sections).toHaveLength(MAX_SECTIONS);
    expect(new Set(sections.map((entry) => entry.key)).size).toBe(MAX_SECTIONS);
    expect(removeSection(sections, 3)).toHaveLength(MAX_SECTIONS - 1);
  });

  it('moves an item one step and ignores moves past either end', () => {
    const items = ['a', 'b', 'c'];
    expect(moveAt(items, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveAt(items, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveAt(items, 0, -1)).toEqual(items);
    expect(moveAt(items, 2, 1)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('fixed questions', () => {
  it('adds in order, never the same question twice', () => {
    const first = addQuestions(section(), picked('q1', 'q2'));
    const second = addQuestions(first, picked('q2', 'q3', 'q3'));
    expect(second.questions.map((question) => question._id)).toEqual(['q1', 'q2', 'q3']);
    expect(addQuestions(second, picked('q1'))).toBe(second);
  });

  it('knows where each question of the paper is, and adds none listed in another section', () => {
    const sections = [
      section({ questions: picked('q1', 'q2') }),
      section({ source: 'blueprint', questions: picked('q3') }),
      section({ questions: picked('q4', 'q1') }),
    ];
    const placed = placedQuestions(sections);
    expect([...placed]).toEqual([
      ['q1', 0],
      ['q2', 0],
      ['q4', 2],
    ]);
    const others = new Map([...placed].filter(([, index]) => index !== 1));
    expect(addQuestions(sections[1]!, picked('q1', 'q3', 'q5'), others).questions.map((question) => question._id)).toEqual(['q3', 'q5']);
  });

  it('stops at the contract limit per section', () => {
    const many = picked(...Array.from({ length: MAX_SECTION_QUESTIONS + 5 }, (_, index) => `q${index}`));
    const full = addQuestions(section(), many);
    expect(full.questions).toHaveLength(MAX_SECTION_QUESTIONS);
    expect(full.questions.at(-1)!._id).toBe(`q${MAX_SECTION_QUESTIONS - 1}`);
    expect(addQuestions(full, picked('another'))).toBe(full);
  });
});

describe('timing: every section timed, or none', () => {
  it('tells none, all and some apart, and names the untimed sections', () => {
    expect(sectionTiming([section(), section()])).toBe('none');
    expect(sectionTiming([section({ duration: '20' }), section({ duration: ' 20 ' })])).toBe('all');
    const some = [section({ duration: '20' }), section(), section({ duration: '20' }), section()];
    expect(sectionTiming(some)).toBe('some');
    expect(untimedSectionNames(some)).toBe('Sections 2 and 4');
    expect(untimedSectionNames([section({ duration: '20' }), section()])).toBe('Section 2');
    expect(untimedSectionNames([section({ duration: '20' })])).toBe('');
  });

  it("sums the sections' minutes only when all have whole minutes", () => {
    expect(sectionMinutes([section({ duration: '20' }), section({ duration: '25' })])).toBe(45);
    expect(sectionMinutes([section({ duration: '20' }), section()])).toBeNull();
    expect(sectionMinutes([section({ duration: '20' }), section({ duration: '2.5' })])).toBeNull();
  });
});

describe('question counts', () => {
  it('counts a fixed list, or the counts of a blueprint typed so far', () => {
    expect(sectionQuestionCount(section({ questions: picked('a', 'b') }))).toBe(2);
    const blueprint = section({
      source: 'blueprint',
      questions: picked('a'),
      blueprint: [
        { ...newBlueprintLine(), subtopic_id: 's1', count: '10' },
        { ...newBlueprintLine(), subtopic_id: 's2', count: '' },
        { ...newBlueprintLine(), subtopic_id: 's3', count: '15' },
      ],
    });
    expect(sectionQuestionCount(blueprint)).toBe(25);
  });
});

describe('the payload', () => {
  it('sends a practice paper without year or shift, the pattern marking as null and the paper duration', () => {
    const payload = toPayload(
      form({
        year: '2023',
        shift: 'Shift 1',
        instructions: '<p></p>',
        sections: [section({ section_name: ' Reasoning ', questions: picked('q1', 'q2') })],
      }),
    );
    expect(payload).toEqual({
      title: 'SSC CGL 2023 Tier 1 (Shift 1)',
      slug: 'ssc-cgl-2023-tier-1-shift-1',
      kind: 'practice',
      exam_id: 'exam-ssc-cgl',
      exam_pattern_id: null,
      year: null,
      shift: null,
      instructions: null,
      is_active: true,
      marking_scheme: null,
      duration: 60,
      sections: [{ section_name: 'Reasoning', duration: null, question_ids: ['q1', 'q2'], blueprint: [] }],
    });
  });

  it('sends a previous-year paper with its year, shift, own marking and sectional timing (no paper duration)', () => {
    const payload = toPayload(
      form({
        kind: 'previous_year',
        year: '2023',
        shift: ' Shift 2 ',
        exam_pattern_id: 'pattern-1',
        instructions: '<p>Read <strong>carefully</strong>.</p>',
        marking: { use_pattern: false, correct_answer: '2', wrong_answer: '-0.5' },
        sections: [
          section({ section_name: 'A', duration: '20', questions: picked('q1') }),
          section({ section_name: 'B', duration: '25', questions: picked('q2') }),
        ],
      }),
    );
    expect(payload).toMatchObject({
      kind: 'previous_year',
      year: 2023,
      shift: 'Shift 2',
      exam_pattern_id: 'pattern-1',
      instructions: '<p>Read <strong>carefully</strong>.</p>',
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      duration: null,
    });
    expect(payload.sections.map((entry) => entry.duration)).toEqual([20, 25]);
  });

  it('sends only the chosen source of each section: fixed questions or blueprint lines', () => {
    const lines = [
      { ...newBlueprintLine(), subtopic_id: 's1', subtopic_name: 'percentages', count: '10' },
      { ...newBlueprintLine(), subtopic_id: 's2', subtopic_name: 'ratio', count: '5' },
    ];
    const payload = toPayload(
      form({
        sections: [
          section({ section_name: 'Fixed', source: 'fixed', questions: picked('q1'), blueprint: lines }),
          section({ section_name: 'Drawn', source: 'blueprint', questions: picked('q2'), blueprint: lines }),
        ],
      }),
    );
    expect(payload.sections).toEqual([
      { section_name: 'Fixed', duration: null, question_ids: ['q1'], blueprint: [] },
      {
        section_name: 'Drawn',
        duration: null,
        question_ids: [],
        blueprint: [
          { subtopic_id: 's1', count: 10 },
          { subtopic_id: 's2', count: 5 },
        ],
      },
    ]);
  });

  it('leaves a cleared slug out, so the server derives it from the title', () => {
    expect(toPayload(form({ slug: { slug: '  ', edited: true } })).slug).toBeNull();
  });
});

describe('the edit form from a stored paper', () => {
  const stored = {
    _id: 'doc1',
    slug: 'ibps-po-prelims-2022',
    title: 'IBPS PO Prelims 2022',
    kind: 'previous_year' as const,
    exam_id: 'exam-ibps',
    exam_name: 'IBPS PO',
    exam_pattern_id: null,
    year: 2022,
    shift: null,
    instructions: '<p>Three sections.</p>',
    is_active: false,
    marking_scheme: { correct_answer: 1, wrong_answer: -0.25 },
    duration: 60,
    sections: [
      {
        section_name: 'English',
        duration: 20,
        question_ids: ['q1', 'q2'],
        question_titles: ['Choose the synonym of BRAVE.', ''],
        blueprint: [],
      },
      {
        section_name: 'Quant',
        duration: 20,
        question_ids: [],
        question_titles: [],
        blueprint: [{ subtopic_id: 's1', subtopic_name: 'percentages', count: 12 }],
      },
    ],
    total_questions: 14,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('loads every value, the slug no longer following the title, and each section with its source', () => {
    const loaded = formFromMockTest(stored);
    expect(loaded).toMatchObject({
      title: 'IBPS PO Prelims 2022',
      slug: { slug: 'ibps-po-prelims-2022', edited: true },
      kind: 'previous_year',
      exam_id: 'exam-ibps',
      exam_pattern_id: '',
      year: '2022',
      shift: '',
      is_active: false,
      marking: { use_pattern: false, correct_answer: '1', wrong_answer: '-0.25' },
      duration: '60',
    });
    expect(loaded.sections.map(({ section_name, duration, source }) => ({ section_name, duration, source }))).toEqual([
      { section_name: 'English', duration: '20', source: 'fixed' },
      { section_name: 'Quant', duration: '20', source: 'blueprint' },
    ]);
    // Named by the record's titles; one without a title is loaded by its row.
    expect(loaded.sections[0]!.questions).toEqual([
      { _id: 'q1', preview: 'Choose the synonym of BRAVE.' },
      { _id: 'q2', preview: null },
    ]);
    expect(loaded.sections[1]!.blueprint).toEqual([
      expect.objectContaining({ subtopic_id: 's1', subtopic_name: 'percentages', count: '12' }),
    ]);
  });

  it('saves back what it loaded', () => {
    const { _id, exam_name, total_questions, updatedAt, ...input } = stored;
    void [_id, exam_name, total_questions, updatedAt];
    expect(toPayload(formFromMockTest(stored))).toEqual({
      ...input,
      duration: null,
      sections: [
        { section_name: 'English', duration: 20, question_ids: ['q1', 'q2'], blueprint: [] },
        { section_name: 'Quant', duration: 20, question_ids: [], blueprint: [{ subtopic_id: 's1', count: 12 }] },
      ],
    });
  });

  it("falls back to the create form's values for gaps: the pattern's marking, one empty section", () => {
    const loaded = formFromMockTest({ _id: 'x', title: 'Gaps', marking_scheme: null, sections: null, duration: null, kind: null });
    const defaults = defaultMockTestForm();
    expect(loaded.kind).toBe(defaults.kind);
    expect(loaded.marking).toEqual(defaults.marking);
    expect(loaded.duration).toBe(defaults.duration);
    expect(loaded.sections).toHaveLength(1);
    expect(loaded.sections[0]).toMatchObject({ section_name: '', source: 'fixed', questions: [], blueprint: [] });
  });
});
