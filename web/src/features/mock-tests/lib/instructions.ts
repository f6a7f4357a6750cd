import type { MockTestInstructions, MockTestPaper } from '@exam-prep/contract/public/mock-tests';

/**
 * What the instructions before Start show: the instructions read (the page's server-rendered answer) or, for a
 * draw kept on the device (downloaded for offline use), that draw's own paper, whose sections are the ones it sits.
 */
export type PaperInstructionsView = Pick<
  MockTestInstructions,
  'slug' | 'title' | 'kind' | 'instructions' | 'duration' | 'marking_scheme' | 'negative_marking' | 'sections' | 'locale'
>;

/** A drawn paper as its instructions: each section's questions counted. */
export const instructionsOfPaper = (paper: MockTestPaper): PaperInstructionsView => ({
  slug: paper.slug,
  title: paper.title,
  kind: paper.kind,
  instructions: paper.instructions,
  duration: paper.duration,
  marking_scheme: paper.marking_scheme,
  negative_marking: paper.negative_marking,
  sections: paper.sections.map((section) => ({
    section_name: section.section_name,
    duration: section.duration,
    question_count: section.questions.length,
  })),
  locale: paper.locale,
});

/** Sectional timing: every section has its own minutes. */
export const instructionsTimed = (paper: PaperInstructionsView) => paper.sections.every((section) => section.duration !== null);

export const instructionsQuestionCount = (paper: PaperInstructionsView) =>
  paper.sections.reduce((sum, section) => sum + section.question_count, 0);
