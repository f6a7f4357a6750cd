import { SECTION_QUESTION_TYPES } from '@exam-prep/contract/enums';
import type { ExamPatternSection } from '@exam-prep/contract/public/exam-patterns';
import { followingSlug, loadedSlug, type SlugField } from '@/lib/slug';
import type { WithGaps } from '@/lib/schema-type';
import type { AdminExamPattern, ImportantDate } from '@/features/admin-exam-patterns/api/types';

/** Marks inputs move in quarters (full-page forms). */
export const MARKS_STEP = 0.25;

/**
 * The form's state. Number fields hold the text of their input (so a field can be empty while typed in);
 * lists edited as text hold that text (languages and tags comma-separated, strategy lists one per line).
 */
export interface TopicForm {
  topic_name: string;
  weightage: string;
  difficulty_level: string;
}

export interface SectionForm {
  section_name: string;
  section_code: string;
  questions: string;
  marks_per_question: string;
  total_marks: string;
  duration: string;
  topics: TopicForm[];
  question_types: string[];
}

export interface ExamPatternForm {
  exam_name: string;
  slug: SlugField;
  exam_level: string;
  description: string;
  total_questions: string;
  total_marks: string;
  duration: string;
  sections: SectionForm[];
  marking_scheme: { correct_answer: string; wrong_answer: string; negative_marking: boolean; negative_marking_value: string };
  eligibility_criteria: {
    age_min: string;
    age_max: string;
    education_qualification: string;
    nationality: string;
    experience_required: string;
  };
  exam_frequency: string;
  application_fee: string;
  exam_mode: string;
  language_options: string;
  /** No editor is shown (spec §3): kept as loaded. */
  important_dates: ImportantDate[];
  preparation_strategy: {
    recommended_study_time: string;
    important_topics: string;
    practice_tips: string;
    reference_books: string;
    online_resources: string;
  };
  difficulty_level: string;
  competition_level: string;
  success_rate: string;
  average_score: string;
  exam_official_website: string;
  cutoff_marks: { general: string; obc: string; sc: string; st: string };
  is_active: boolean;
  featured: boolean;
  tags: string;
  exam_logo: string;
  exam_color: string;
}

export const DEFAULT_EXAM_COLOR = '#3B82F6';

export const newTopic = (): TopicForm => ({ topic_name: '', weightage: '', difficulty_level: 'Medium' });

/** A new section: 25 questions, 1 mark each, 30 minutes, 25 marks, MCQ (spec §9). */
export const newSection = (): SectionForm => ({
  section_name: '',
  section_code: '',
  questions: '25',
  marks_per_question: '1',
  total_marks: '25',
  duration: '30',
  topics: [],
  question_types: ['MCQ'],
});

/** The create form's initial values (spec §3 and §9). */
export function defaultExamPatternForm(): ExamPatternForm {
  return {
    exam_name: '',
    slug: followingSlug(),
    exam_level: 'All',
    description: '',
    total_questions: '100',
    total_marks: '100',
    duration: '120',
    sections: [newSection()],
    marking_scheme: { correct_answer: '1', wrong_answer: '0', negative_marking: false, negative_marking_value: '0' },
    eligibility_criteria: { age_min: '18', age_max: '35', education_qualification: '', nationality: 'Indian', experience_required: '' },
    exam_frequency: 'Annual',
    application_fee: '0',
    exam_mode: 'Online',
    language_options: 'English, Hindi',
    important_dates: [],
    preparation_strategy: {
      recommended_study_time: '',
      important_topics: '',
      practice_tips: '',
      reference_books: '',
      online_resources: '',
    },
    difficulty_level: 'Medium',
    competition_level: 'Medium',
    success_rate: '10-15%',
    average_score: '60-70',
    exam_official_website: '',
    cutoff_marks: { general: '', obc: '', sc: '', st: '' },
    is_active: true,
    featured: false,
    tags: '',
    exam_logo: '',
    exam_color: DEFAULT_EXAM_COLOR,
  };
}

const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined;
const numberText = (value: number | string | null | undefined, fallback: string) =>
  isMissing(value) || value === '' ? fallback : String(value);
const text = (value: string | null | undefined, fallback: string) => (isMissing(value) || value === '' ? fallback : value);
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const lines = (value: string[] | null | undefined) => list(value).join('\n');

function sectionFromPattern(section: WithGaps<ExamPatternSection>): SectionForm {
  const defaults = newSection();
  return {
    section_name: section.section_name ?? '',
    section_code: section.section_code ?? '',
    questions: numberText(section.questions, defaults.questions),
    marks_per_question: numberText(section.marks_per_question, defaults.marks_per_question),
    total_marks: numberText(section.total_marks, defaults.total_marks),
    duration: numberText(section.duration, defaults.duration),
    topics: list(section.topics).map((topic) => ({
      topic_name: topic.topic_name ?? '',
      weightage: numberText(topic.weightage, ''),
      difficulty_level: text(topic.difficulty_level, 'Medium'),
    })),
    question_types: list(section.question_types).length > 0 ? list(section.question_types) : defaults.question_types,
  };
}

/** An exam pattern as the edit form loads it: any gap falls back to the form's default. */
export type LoadedExamPattern = WithGaps<AdminExamPattern>;

/** The edit form's values from GET /api/exam-patterns/{id}: every missing value falls back to its default. */
export function formFromPattern(pattern: LoadedExamPattern): ExamPatternForm {
  const d = defaultExamPatternForm();
  const marking = pattern.marking_scheme ?? {};
  const eligibility = pattern.eligibility_criteria ?? {};
  const age = eligibility.age_limit ?? {};
  const strategy = pattern.preparation_strategy ?? {};
  const cutoff = pattern.cutoff_marks ?? {};
  const sections = list(pattern.sections);
  const languages = list(pattern.language_options);
  return {
    exam_name: pattern.exam_name ?? '',
    slug: loadedSlug(pattern.slug ?? ''),
    exam_level: text(pattern.exam_level, d.exam_level),
    description: pattern.description ?? '',
    total_questions: numberText(pattern.total_questions, d.total_questions),
    total_marks: numberText(pattern.total_marks, d.total_marks),
    duration: numberText(pattern.duration, d.duration),
    sections: sections.length > 0 ? sections.map(sectionFromPattern) : d.sections,
    marking_scheme: {
      correct_answer: numberText(marking.correct_answer, d.marking_scheme.correct_answer),
      wrong_answer: numberText(marking.wrong_answer, d.marking_scheme.wrong_answer),
      negative_marking: isMissing(marking.negative_marking) ? d.marking_scheme.negative_marking : Boolean(marking.negative_marking),
      negative_marking_value: numberText(marking.negative_marking_value, d.marking_scheme.negative_marking_value),
    },
    eligibility_criteria: {
      age_min: numberText(age.min, d.eligibility_criteria.age_min),
      age_max: numberText(age.max, d.eligibility_criteria.age_max),
      education_qualification: eligibility.education_qualification ?? '',
      nationality: text(eligibility.nationality, d.eligibility_criteria.nationality),
      experience_required: eligibility.experience_required ?? '',
    },
    exam_frequency: text(pattern.exam_frequency, d.exam_frequency),
    application_fee: numberText(pattern.application_fee, d.application_fee),
    exam_mode: text(pattern.exam_mode, d.exam_mode),
    language_options: languages.length > 0 ? languages.join(', ') : d.language_options,
    important_dates: list(pattern.important_dates).map(({ event, date }) => ({ event: event ?? '', date: date ?? null })),
    preparation_strategy: {
      recommended_study_time: strategy.recommended_study_time ?? '',
      important_topics: lines(strategy.important_topics),
      practice_tips: lines(strategy.practice_tips),
      reference_books: lines(strategy.reference_books),
      online_resources: lines(strategy.online_resources),
    },
    difficulty_level: text(pattern.difficulty_level, d.difficulty_level),
    competition_level: text(pattern.competition_level, d.competition_level),
    success_rate: text(pattern.success_rate, d.success_rate),
    average_score: text(pattern.average_score, d.average_score),
    exam_official_website: pattern.exam_official_website ?? '',
    cutoff_marks: { general: cutoff.general ?? '', obc: cutoff.obc ?? '', sc: cutoff.sc ?? '', st: cutoff.st ?? '' },
    is_active: isMissing(pattern.is_active) ? d.is_active : Boolean(pattern.is_active),
    featured: isMissing(pattern.featured) ? d.featured : Boolean(pattern.featured),
    tags: list(pattern.tags).join(', '),
    exam_logo: pattern.exam_logo ?? '',
    exam_color: text(pattern.exam_color, d.exam_color),
  };
}

/** 'English, Hindi' → ['English', 'Hindi']: trimmed, blanks and repeats dropped. */
export const splitList = (value: string, separator: RegExp = /,/): string[] => [
  ...new Set(
    value
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];
const splitLines = (value: string) => splitList(value, /\r?\n/);

/** A number input's text as a number; a blank optional field is null. */
function toNumber(value: string, wholeNumber = false): number | null {
  if (value.trim() === '') return null;
  return wholeNumber ? parseInt(value, 10) : Number(value);
}

/** How a number field is read: whole numbers (counts, minutes, ages), marks, or any decimal (weightage, fee). */
type NumberKind = 'whole' | 'marks' | 'decimal';

/** The full exam-pattern object of the form, each number field given by `number` (its input's text and kind). */
export function patternFields<N>(form: ExamPatternForm, number: (text: string, kind: NumberKind) => N) {
  const marking = form.marking_scheme;
  return {
    exam_name: form.exam_name.trim(),
    slug: form.slug.slug.trim(),
    exam_level: form.exam_level,
    description: form.description.trim(),
    total_questions: number(form.total_questions, 'whole'),
    total_marks: number(form.total_marks, 'marks'),
    duration: number(form.duration, 'whole'),
    sections: form.sections.map((section) => ({
      section_name: section.section_name.trim(),
      section_code: section.section_code.trim(),
      questions: number(section.questions, 'whole'),
      marks_per_question: number(section.marks_per_question, 'marks'),
      total_marks: number(section.total_marks, 'marks'),
      duration: number(section.duration, 'whole'),
      topics: section.topics.map((topic) => ({
        topic_name: topic.topic_name.trim(),
        weightage: number(topic.weightage, 'decimal'),
        difficulty_level: topic.difficulty_level,
      })),
      question_types: SECTION_QUESTION_TYPES.filter((type) => section.question_types.includes(type)),
    })),
    marking_scheme: {
      correct_answer: number(marking.correct_answer, 'marks'),
      wrong_answer: number(marking.wrong_answer, 'marks'),
      negative_marking: marking.negative_marking,
      // The value counts only while negative marking is ticked (it is hidden otherwise).
      negative_marking_value: marking.negative_marking ? number(marking.negative_marking_value, 'marks') : 0,
    },
    eligibility_criteria: {
      age_limit: { min: number(form.eligibility_criteria.age_min, 'whole'), max: number(form.eligibility_criteria.age_max, 'whole') },
      education_qualification: form.eligibility_criteria.education_qualification.trim(),
      nationality: form.eligibility_criteria.nationality.trim(),
      experience_required: form.eligibility_criteria.experience_required.trim(),
    },
    exam_frequency: form.exam_frequency,
    application_fee: number(form.application_fee, 'decimal'),
    exam_mode: form.exam_mode,
    language_options: splitList(form.language_options),
    important_dates: form.important_dates.map(({ event, date }) => ({ event, date: date ?? null })),
    preparation_strategy: {
      recommended_study_time: form.preparation_strategy.recommended_study_time.trim(),
      important_topics: splitLines(form.preparation_strategy.important_topics),
      practice_tips: splitLines(form.preparation_strategy.practice_tips),
      reference_books: splitLines(form.preparation_strategy.reference_books),
      online_resources: splitLines(form.preparation_strategy.online_resources),
    },
    difficulty_level: form.difficulty_level,
    competition_level: form.competition_level,
    success_rate: form.success_rate.trim(),
    average_score: form.average_score.trim(),
    exam_official_website: form.exam_official_website.trim(),
    cutoff_marks: {
      general: form.cutoff_marks.general.trim(),
      obc: form.cutoff_marks.obc.trim(),
      sc: form.cutoff_marks.sc.trim(),
      st: form.cutoff_marks.st.trim(),
    },
    is_active: form.is_active,
    featured: form.featured,
    tags: splitList(form.tags),
    exam_logo: form.exam_logo.trim(),
    exam_color: form.exam_color,
  };
}

/**
 * The object sent to create/update. `wholeMarks` is the older modal's behaviour: marks parsed as whole
 * numbers (spec §5); full-page forms keep decimals.
 */
export function toPayload(form: ExamPatternForm, { wholeMarks = false }: { wholeMarks?: boolean } = {}) {
  return patternFields(form, (text, kind) => toNumber(text, kind === 'whole' || (kind === 'marks' && wholeMarks)));
}

export type ExamPatternPayload = ReturnType<typeof toPayload>;

/** Sections: at least one is kept (the remove button is hidden when one remains). */
export const canRemoveSection = (sections: readonly unknown[]) => sections.length > 1;

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** Toggle one question type in a section's subset, keeping the spec's order. */
export function toggleQuestionType(selected: readonly string[], type: string): string[] {
  const next = selected.includes(type) ? selected.filter((item) => item !== type) : [...selected, type];
  return SECTION_QUESTION_TYPES.filter((item) => next.includes(item));
}
