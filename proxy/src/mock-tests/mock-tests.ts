import type {
  MarkingScheme,
  MockTestInstructions,
  MockTestList,
  MockTestPaper,
  MockTestSummary,
  PaperQuestion,
} from '@exam-prep/contract/public/mock-tests';
import { notFound } from '#src/lib/errors.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiMarkingScheme, StrapiMockTest, StrapiMockTestSection, StrapiQuestion } from '#src/strapi/types.js';
import { uploadFileName } from '#src/strapi/map.js';
import { drawWithoutRepeats, type QuestionSampler } from '#src/questions/question-sample.js';
import { localizedQuestion, optionId, type LocalizedOption } from '#src/questions/questions.js';
import { DEFAULT_LOCALE, localeOf, translationsOf, type Locale } from '#src/strapi/locale.js';
import { localizedPaper, paperTranslations } from './mock-test-translations.js';
import { documentsByIds } from '#src/strapi/documents.js';
import { attemptScopedId } from './mock-test-ids.js';

/** Without a scheme of its own or of its exam pattern, a paper gives 1 mark a right answer and takes none for a wrong one. */
export const DEFAULT_MARKING_SCHEME: MarkingScheme = { correct_answer: 1, wrong_answer: 0 };
/** Minutes of a paper whose sections, paper and exam pattern all leave the time out (the admin form never does). */
const DEFAULT_DURATION = 60;

const numberOf = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? NaN : Number(value);

/** The paper's own scheme, when it has a usable one. */
function ownScheme(scheme: StrapiMarkingScheme | null | undefined): MarkingScheme | undefined {
  const correct = numberOf(scheme?.correct_answer);
  if (!(correct > 0)) return undefined;
  const wrong = numberOf(scheme?.wrong_answer);
  return { correct_answer: correct, wrong_answer: Number.isFinite(wrong) ? Math.min(0, wrong) : 0 };
}

/**
 * An exam pattern's scheme: its wrong_answer is a penalty whichever sign an editor gave it (patterns predate the
 * rule that it is ≤ 0), or its negative_marking_value when only the flag and the value are set.
 */
function patternScheme(scheme: StrapiMarkingScheme | null | undefined): MarkingScheme | undefined {
  const correct = numberOf(scheme?.correct_answer);
  if (!(correct > 0)) return undefined;
  const wrong = numberOf(scheme?.wrong_answer);
  const flagged = numberOf(scheme?.negative_marking_value);
  const penalty = Number.isFinite(wrong) && wrong !== 0 ? Math.abs(wrong) : scheme?.negative_marking && flagged > 0 ? flagged : 0;
  return { correct_answer: correct, wrong_answer: penalty === 0 ? 0 : -penalty };
}

/** The paper's marking scheme, else its exam pattern's, else 1 and 0. */
export function effectiveMarkingScheme(paper: Pick<StrapiMockTest, 'marking_scheme' | 'exam_pattern'>): MarkingScheme {
  return ownScheme(paper.marking_scheme) ?? patternScheme(paper.exam_pattern?.marking_scheme) ?? DEFAULT_MARKING_SCHEME;
}

/** Sectional timing: every section has its own minutes (all or none, as the admin form requires). */
const sectionsTimed = (sections: StrapiMockTestSection[]) =>
  sections.length > 0 && sections.every((section) => numberOf(section.duration) >= 1);

/** Minutes for the whole paper: the sum of its sections' when they are timed, else its own (else its pattern's). */
export function paperDuration(paper: Pick<StrapiMockTest, 'duration' | 'sections' | 'exam_pattern'>): number {
  const sections = paper.sections ?? [];
  if (sectionsTimed(sections)) return sections.reduce((sum, section) => sum + Number(section.duration), 0);
  const own = numberOf(paper.duration);
  if (own >= 1) return Math.round(own);
  const pattern = numberOf(paper.exam_pattern?.duration);
  return pattern >= 1 ? Math.round(pattern) : DEFAULT_DURATION;
}

/** Questions a paper holds: its fixed ones and those its blueprints draw. */
export const totalQuestions = (sections: StrapiMockTestSection[]) =>
  sections.reduce(
    (sum, section) =>
      sum + (section.questions?.length ?? 0) + (section.blueprint ?? []).reduce((lines, line) => lines + Number(line.count ?? 0), 0),
    0,
  );

const schemeQuery = {
  marking_scheme: { fields: ['correct_answer', 'wrong_answer'] },
  exam_pattern: {
    fields: ['duration'],
    populate: { marking_scheme: { fields: ['correct_answer', 'wrong_answer', 'negative_marking', 'negative_marking_value'] } },
  },
};

const summaryQuery = {
  fields: ['title', 'slug', 'kind', 'year', 'duration'],
  filters: { is_active: { $eq: true } },
  populate: {
    ...schemeQuery,
    exam: { fields: ['exam_name'] },
    sections: { fields: ['duration'], populate: { questions: { fields: ['documentId'] }, blueprint: { fields: ['count'] } } },
  },
};

/** Previous-year papers first, newest year first; then by title. */
const listOrder = (a: MockTestSummary, b: MockTestSummary) =>
  (a.kind === b.kind ? 0 : a.kind === 'previous_year' ? -1 : 1) ||
  (b.year ?? -Infinity) - (a.year ?? -Infinity) ||
  a.title.localeCompare(b.title);

/** GET /api/mock-tests/all: active papers with at least one section. */
export async function listActiveMockTests(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<MockTestList> {
  const all = await cms.getAll<StrapiMockTest>('/mock-tests', summaryQuery);
  const translations = await paperTranslations(
    cms,
    locale,
    all.map((row) => row.documentId),
    false,
  );
  const rows = all.map((row) => localizedPaper(row, translations.get(row.documentId)));
  const mockTests = rows
    .filter((row) => (row.sections ?? []).length > 0)
    .map((row): MockTestSummary => ({
      _id: row.documentId,
      slug: row.slug,
      title: row.title,
      kind: row.kind,
      exam_name: row.exam?.exam_name ?? null,
      year: row.year ?? null,
      total_questions: totalQuestions(row.sections ?? []),
      duration: paperDuration(row),
      negative_marking: effectiveMarkingScheme(row).wrong_answer < 0,
      sections_count: (row.sections ?? []).length,
      locale: localeOf(row),
    }))
    .sort(listOrder);
  return { mockTests };
}

/** Slugs are short printable text: anything else cannot name a paper (404, never a query). */
const possibleSlug = (slug: string) => slug.length <= 200 && !/[\u0000-\u001f\u007f]/.test(slug);

export async function findPaper(cms: StrapiClient, slug: string, query: { fields: string[]; populate: object }, activeOnly: boolean) {
  if (!possibleSlug(slug)) throw notFound('Mock test not found');
  const { data } = await cms.get<StrapiList<StrapiMockTest>>('/mock-tests', {
    ...query,
    filters: { slug: { $eq: slug }, ...(activeOnly ? { is_active: { $eq: true } } : {}) },
    pagination: { page: 1, pageSize: 1 },
  });
  const paper = data[0];
  if (!paper || (paper.sections ?? []).length === 0) throw notFound('Mock test not found');
  return paper;
}

const paperQuery = {
  fields: ['title', 'slug', 'kind', 'instructions', 'duration'],
  populate: {
    ...schemeQuery,
    sections: {
      fields: ['section_name', 'duration'],
      populate: {
        questions: { fields: ['documentId'] },
        blueprint: { fields: ['count'], populate: { subtopic: { fields: ['subtopic_name'] } } },
      },
    },
  },
};

/** A paper's instructions: its texts and sections, with no question read at all (only ids, to count them). */
const instructionsQuery = {
  fields: ['title', 'slug', 'kind', 'year', 'instructions', 'duration'],
  populate: {
    ...schemeQuery,
    exam: { fields: ['exam_name'] },
    sections: {
      fields: ['section_name', 'duration'],
      populate: { questions: { fields: ['documentId'] }, blueprint: { fields: ['count'] } },
    },
  },
};

/**
 * Questions each section of an attempt holds, as drawSections counts them: its fixed ones (a question already in
 * an earlier section is not repeated), else its blueprint's counts.
 */
function sectionQuestionCounts(sections: StrapiMockTestSection[]): number[] {
  const used = new Set<string>();
  return sections.map((section) => {
    const fixed = (section.questions ?? []).filter(({ documentId }) => !used.has(documentId) && used.add(documentId));
    if (fixed.length > 0) return fixed.length;
    return (section.blueprint ?? []).reduce((sum, line) => sum + Number(line.count ?? 0), 0);
  });
}

/** How a paper is sat, as its instructions and the paper itself both state it: time, marking and the words. */
function paperTerms(
  paper: Parameters<typeof paperDuration>[0] & Parameters<typeof effectiveMarkingScheme>[0] & { instructions?: string | null },
) {
  const scheme = effectiveMarkingScheme(paper);
  return {
    instructions: paper.instructions ?? '',
    duration: paperDuration(paper),
    marking_scheme: scheme,
    negative_marking: scheme.wrong_answer < 0,
  };
}

/** A section's name and, when the paper times its sections, its minutes. */
const sectionTiming = (section: Pick<StrapiMockTestSection, 'section_name' | 'duration'>, timed: boolean) => ({
  section_name: section.section_name,
  duration: timed ? Number(section.duration) : null,
});

/**
 * GET /api/mock-tests/slug/{slug}/instructions: what the paper's page shows before Start, in `locale` where
 * translated. It draws nothing and stores nothing (no attempt), and reads no question: the same for everyone, so
 * it is cached and the page is rendered with it. 404 as the paper itself for an unknown or inactive paper.
 */
export async function mockTestInstructions(
  cms: StrapiClient,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MockTestInstructions> {
  const english = await findPaper(cms, slug, instructionsQuery, true);
  const translations = await paperTranslations(cms, locale, [english.documentId], true);
  const paper = localizedPaper(english, translations.get(english.documentId));
  const sections = paper.sections ?? [];
  const timed = sectionsTimed(sections);
  const counts = sectionQuestionCounts(sections);
  return {
    _id: paper.documentId,
    slug: paper.slug,
    title: paper.title,
    kind: paper.kind,
    exam_name: paper.exam?.exam_name ?? null,
    year: paper.year ?? null,
    ...paperTerms(paper),
    sections: sections.map((section, index) => ({ ...sectionTiming(section, timed), question_count: counts[index]! })),
    locale: localeOf(paper),
  };
}

/** What the exam screen shows of a question: never its answer or explanation, which are not even asked for. */
const paperQuestionQuery = {
  fields: ['question', 'question_type'],
  populate: {
    question_image: { fields: ['url'] },
    options: { fields: ['option_key', 'option_type', 'option_text'], populate: { image: { fields: ['url'] } } },
  },
};

/** A question's translation on the exam screen: its text and options' texts only. */
const paperQuestionTranslationQuery = { fields: ['question'], populate: { options: { fields: ['option_key', 'option_text'] } } };

/** A question as the exam screen shows it, its and its options' ids the attempt's own (`shownId`). */
const toPaperQuestion = (row: StrapiQuestion, shownId: (realId: string) => string): PaperQuestion => ({
  _id: shownId(row.documentId),
  question: row.question,
  question_type: row.question_type ?? 'text',
  question_image_url: uploadFileName(row.question_image),
  options: (row.options ?? []).map((option: LocalizedOption) => ({
    _id: shownId(optionId(row.documentId, option)),
    option_type: option.option_type ?? 'text',
    option_text: option.option_text ?? '',
    path_url: uploadFileName(option.image),
    // A translated question's option still in English (localizedQuestion names it).
    ...(option.untranslated_fields ? { untranslated_fields: option.untranslated_fields } : {}),
  })),
  locale: localeOf(row),
});

/** HEAD of a paper: whether it can be sat (404 if not), with no draw and no attempt. */
export async function checkMockTest(cms: StrapiClient, slug: string): Promise<void> {
  await findPaper(cms, slug, { fields: ['slug'], populate: { sections: { fields: ['section_name'] } } }, true);
}

/**
 * Which questions each section of a new attempt holds: the fixed ones in order, and each blueprint line's count
 * drawn at random from its subtopic (the sampler's cached id lists), never a question the paper already holds.
 */
async function drawSections(cms: StrapiClient, sampler: QuestionSampler, sections: StrapiMockTestSection[]): Promise<string[][]> {
  const used = new Set<string>();
  const fixed = sections.map((section) =>
    (section.questions ?? []).flatMap(({ documentId }) => {
      if (used.has(documentId)) return [];
      used.add(documentId);
      return [documentId];
    }),
  );
  const subtopics = [
    ...new Set(
      sections.flatMap((section) => (section.blueprint ?? []).flatMap((line) => (line.subtopic ? [line.subtopic.subtopic_name] : []))),
    ),
  ];
  const pools = new Map(
    await Promise.all(subtopics.map(async (name) => [name, await sampler.idsOf(cms, { subtopicName: name })] as const)),
  );
  return sections.map((section, index) => {
    if (fixed[index]!.length > 0) return fixed[index]!;
    return (section.blueprint ?? []).flatMap((line) => {
      if (!line.subtopic) return [];
      const pool = pools.get(line.subtopic.subtopic_name) ?? [];
      const drawn = drawWithoutRepeats(used.size === 0 ? pool : pool.filter((id) => !used.has(id)), Number(line.count));
      for (const id of drawn) used.add(id);
      return drawn;
    });
  });
}

/**
 * GET /api/mock-tests/slug/{slug}: an active paper to sit. Every call is a new attempt: blueprint sections are
 * drawn now, the draw is stored in the CMS with the paper's time, and its attempt_id comes back with the paper. No
 * answers, no explanations: the questions are read without them, and their ids and their options' are the
 * attempt's own (mock-test-ids.ts).
 */
export async function sitMockTest(
  cms: StrapiClient,
  sampler: QuestionSampler,
  idKey: Buffer,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MockTestPaper> {
  const english = await findPaper(cms, slug, paperQuery, true);
  const sections = english.sections ?? [];
  const [drawn, translations] = await Promise.all([
    drawSections(cms, sampler, sections),
    paperTranslations(cms, locale, [english.documentId], true),
  ]);
  const paper = localizedPaper(english, translations.get(english.documentId));
  // The questions and, in another language, their translations (without answers or explanations either).
  const [rows, questionTranslations] = await Promise.all([
    documentsByIds<StrapiQuestion>(cms, '/questions', drawn.flat(), paperQuestionQuery),
    translationsOf<StrapiQuestion>(cms, '/questions', locale, drawn.flat(), paperQuestionTranslationQuery),
  ]);
  // A question deleted since its list was read is left out, and so never part of the attempt.
  const shown = drawn.map((ids) => ids.filter((id) => rows.has(id)));
  // Blueprints over subtopics that have no questions (yet): nothing to sit.
  if (shown.every((ids) => ids.length === 0)) throw notFound('This mock test has no questions yet');
  // The server keeps the clock: the attempt's time is the paper's now, counted from this draw.
  const { attempt_id } = await cms.post<{ attempt_id: string }>('/mock-tests/attempts', {
    mock_test_id: paper.documentId,
    question_ids: shown,
    // (A week at most: what the CMS keeps; no real paper comes near it.)
    allowed_seconds: Math.min(paperDuration(paper) * 60, 7 * 86_400),
  });
  const shownId = (realId: string) => attemptScopedId(idKey, attempt_id, realId);
  const timed = sectionsTimed(sections);
  return {
    _id: paper.documentId,
    slug: paper.slug,
    title: paper.title,
    kind: paper.kind,
    ...paperTerms(paper),
    attempt_id,
    sections: (paper.sections ?? []).map((section, index) => ({
      ...sectionTiming(section, timed),
      questions: shown[index]!.map((id) => toPaperQuestion(localizedQuestion(rows.get(id)!, questionTranslations.get(id)), shownId)),
    })),
    locale: localeOf(paper),
  };
}
