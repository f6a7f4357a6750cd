import { MAX_SECTION_QUESTIONS } from '@exam-prep/contract/admin/mock-tests';
import type { MockTestKind } from '@exam-prep/contract/enums';
import { isBlankHtml } from '@/lib/plain-text';
import type { WithGaps } from '@/lib/schema-type';
import { followingSlug, loadedSlug, type SlugField } from '@/lib/slug';
import type { AdminMockTest } from '@/features/admin-mock-tests/api/types';

/**
 * The mock-test form's state (pure, so it is unit-tested without a DOM). Number fields hold their input's text, so a field can be empty while
 * typed in. A section keeps both its fixed questions and its blueprint while the admin switches between them;
 * only the chosen one is sent.
 */

/** A question picked for a fixed section; its preview is known when it was picked from a search, else loaded. */
export interface PickedQuestion {
  _id: string;
  preview: string | null;
}

export interface BlueprintLineForm {
  /** Client-only key for React. */
  key: string;
  subtopic_id: string;
  /** As stored, so a line still reads well when its subtopic is missing from the list. */
  subtopic_name: string;
  count: string;
}

export type SectionSource = 'fixed' | 'blueprint';

export interface SectionForm {
  /** Client-only key for React: a section keeps its DOM (and focus) when moved. */
  key: string;
  section_name: string;
  duration: string;
  source: SectionSource;
  questions: PickedQuestion[];
  blueprint: BlueprintLineForm[];
}

export interface MockTestForm {
  title: string;
  slug: SlugField;
  kind: MockTestKind;
  exam_id: string;
  exam_pattern_id: string;
  year: string;
  shift: string;
  instructions: string;
  is_active: boolean;
  marking: {
    /** Null scheme: the linked exam pattern's, or +1 and 0 without one. */
    use_pattern: boolean;
    correct_answer: string;
    wrong_answer: string;
  };
  duration: string;
  sections: SectionForm[];
}

export const KIND_LABELS: Record<MockTestKind, string> = { previous_year: 'Previous-year paper', practice: 'Practice paper' };
/** As many sections as the contract takes. */
export const MAX_SECTIONS = 10;
/** Marks inputs move in quarters; typed values such as -0.33 are accepted too. */
export const MARKS_STEP = 0.25;

let counter = 0;
const newKey = (prefix: string) => `${prefix}-${(counter++).toString(36)}`;

export const newBlueprintLine = (): BlueprintLineForm => ({ key: newKey('line'), subtopic_id: '', subtopic_name: '', count: '5' });

export const newSection = (): SectionForm => ({
  key: newKey('section'),
  section_name: '',
  duration: '',
  source: 'fixed',
  questions: [],
  blueprint: [],
});

export function defaultMockTestForm(): MockTestForm {
  return {
    title: '',
    slug: followingSlug(),
    kind: 'practice',
    exam_id: '',
    exam_pattern_id: '',
    year: '',
    shift: '',
    instructions: '',
    is_active: true,
    marking: { use_pattern: true, correct_answer: '1', wrong_answer: '0' },
    duration: '60',
    sections: [newSection()],
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** The edit form's values from GET /api/mock-tests/admin/{id}; any gap falls back to the create form's value. */
export function formFromMockTest(paper: WithGaps<AdminMockTest>): MockTestForm {
  const defaults = defaultMockTestForm();
  const sections = list(paper.sections).map((section): SectionForm => {
    const questionIds = list(section.question_ids).filter((id): id is string => typeof id === 'string');
    // The record names each question by its title; a gap (an older proxy) is loaded by the row itself.
    const titles = list(section.question_titles);
    const blueprint = list(section.blueprint).map((line) => ({
      key: newKey('line'),
      subtopic_id: line.subtopic_id ?? '',
      subtopic_name: line.subtopic_name ?? '',
      count: numberText(line.count),
    }));
    return {
      key: newKey('section'),
      section_name: section.section_name ?? '',
      duration: numberText(section.duration),
      source: blueprint.length > 0 && questionIds.length === 0 ? 'blueprint' : 'fixed',
      questions: questionIds.map((_id, at) => ({ _id, preview: typeof titles[at] === 'string' && titles[at] ? titles[at] : null })),
      blueprint,
    };
  });
  const scheme = paper.marking_scheme;
  return {
    title: paper.title ?? '',
    slug: loadedSlug(paper.slug ?? ''),
    kind: paper.kind === 'previous_year' || paper.kind === 'practice' ? paper.kind : defaults.kind,
    exam_id: paper.exam_id ?? '',
    exam_pattern_id: paper.exam_pattern_id ?? '',
    year: numberText(paper.year),
    shift: paper.shift ?? '',
    instructions: paper.instructions ?? '',
    is_active: typeof paper.is_active === 'boolean' ? paper.is_active : defaults.is_active,
    marking: scheme
      ? {
          use_pattern: false,
          correct_answer: numberText(scheme.correct_answer) || defaults.marking.correct_answer,
          wrong_answer: numberText(scheme.wrong_answer) || defaults.marking.wrong_answer,
        }
      : defaults.marking,
    duration: numberText(paper.duration) || defaults.duration,
    sections: sections.length > 0 ? sections : defaults.sections,
  };
}

// Lists: moved, removed, added to.

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** One step up (-1) or down (+1); a move past either end changes nothing. */
export function moveAt<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const canAddSection = (sections: readonly unknown[]) => sections.length < MAX_SECTIONS;
/** A paper keeps at least one section. */
export const canRemoveSection = (sections: readonly unknown[]) => sections.length > 1;

export const addSection = (sections: readonly SectionForm[]): SectionForm[] =>
  canAddSection(sections) ? [...sections, newSection()] : [...sections];
export const removeSection = (sections: readonly SectionForm[], index: number): SectionForm[] =>
  canRemoveSection(sections) ? removeAt(sections, index) : [...sections];

export const hasQuestion = (section: SectionForm, id: string) => section.questions.some((question) => question._id === id);
export const roomForQuestions = (section: SectionForm) => Math.max(0, MAX_SECTION_QUESTIONS - section.questions.length);

/**
 * Where each question of the paper is listed: its section's index. A question is asked once a paper (the proxy
 * refuses it twice), so the picker offers it to no other section. Only fixed sections count: a blueprint
 * section's kept list is not sent.
 */
export function placedQuestions(sections: readonly SectionForm[]): Map<string, number> {
  const placed = new Map<string, number>();
  sections.forEach((section, index) => {
    if (section.source === 'fixed')
      for (const question of section.questions) if (!placed.has(question._id)) placed.set(question._id, index);
  });
  return placed;
}

/**
 * Adds questions at the end, in order, skipping those already listed, those `elsewhere` (in another section)
 * and any past the section's limit.
 */
export function addQuestions(
  section: SectionForm,
  picked: readonly PickedQuestion[],
  elsewhere: ReadonlySet<string> | ReadonlyMap<string, unknown> = new Set(),
): SectionForm {
  const seen = new Set([...section.questions.map((question) => question._id), ...elsewhere.keys()]);
  const added: PickedQuestion[] = [];
  for (const question of picked) {
    if (seen.has(question._id) || added.length >= roomForQuestions(section)) continue;
    seen.add(question._id);
    added.push(question);
  }
  return added.length > 0 ? { ...section, questions: [...section.questions, ...added] } : section;
}

// Timing: every section has its own time (sectional timing, as IBPS), or none has and the paper has one.

export type SectionTiming = 'none' | 'all' | 'some';

export function sectionTiming(sections: readonly SectionForm[]): SectionTiming {
  const timed = sections.filter((section) => section.duration.trim() !== '').length;
  return timed === 0 ? 'none' : timed === sections.length ? 'all' : 'some';
}

/** The paper's minutes when every section is timed: their sum, or null while one is not a whole number yet. */
export function sectionMinutes(sections: readonly SectionForm[]): number | null {
  if (sectionTiming(sections) !== 'all') return null;
  const minutes = sections.map((section) => Number(section.duration));
  return minutes.every((value) => Number.isInteger(value) && value > 0) ? minutes.reduce((sum, value) => sum + value, 0) : null;
}

/** 'Sections 2 and 3' without a duration, when only some have one. */
export function untimedSectionNames(sections: readonly SectionForm[]): string {
  const numbers = sections.flatMap((section, index) => (section.duration.trim() === '' ? [index + 1] : []));
  if (numbers.length === 0) return '';
  if (numbers.length === 1) return `Section ${numbers[0]}`;
  return `Sections ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** How many questions a section gives an attempt: its list, or the sum of its blueprint's counts typed so far. */
export function sectionQuestionCount(section: SectionForm): number {
  if (section.source === 'fixed') return section.questions.length;
  return section.blueprint.reduce((sum, line) => {
    const count = Number(line.count);
    return sum + (Number.isInteger(count) && count > 0 ? count : 0);
  }, 0);
}

// The object sent (POST, PUT), and the same object with the inputs' text for the contract's checks.

/** The paper as the contract's mockTestInput takes it, each number field given by `number` (from its input's text). */
export function mockTestFields<N>(form: MockTestForm, number: (text: string) => N) {
  const previousYear = form.kind === 'previous_year';
  const timing = sectionTiming(form.sections);
  return {
    title: form.title.trim(),
    slug: form.slug.slug.trim() || null,
    kind: form.kind,
    exam_id: form.exam_id,
    exam_pattern_id: form.exam_pattern_id || null,
    // Year and shift belong to previous-year papers only (their fields are hidden otherwise).
    year: previousYear ? number(form.year) : null,
    shift: previousYear ? form.shift.trim() || null : null,
    instructions: isBlankHtml(form.instructions) ? null : form.instructions,
    is_active: form.is_active,
    marking_scheme: form.marking.use_pattern
      ? null
      : { correct_answer: number(form.marking.correct_answer), wrong_answer: number(form.marking.wrong_answer) },
    // With every section timed, the paper's time is their sum: its own field is hidden and not sent.
    duration: timing === 'all' ? null : number(form.duration),
    sections: form.sections.map((section) => ({
      section_name: section.section_name.trim(),
      duration: number(section.duration),
      question_ids: section.source === 'fixed' ? section.questions.map((question) => question._id) : [],
      blueprint:
        section.source === 'blueprint'
          ? section.blueprint.map((line) => ({ subtopic_id: line.subtopic_id, count: number(line.count) }))
          : [],
    })),
  };
}

/** A number input's text as a number (the checks have made sure it is one); a blank field is null (not given). */
const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The object sent to create or update a paper. */
export const toPayload = (form: MockTestForm) => mockTestFields(form, toNumber);
export type MockTestPayload = ReturnType<typeof toPayload>;
