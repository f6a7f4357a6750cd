import type { MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { plainText } from '@exam-prep/contract/question-structured-data';
import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiMockTest, StrapiQuestion } from '#src/strapi/types.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';

/** Mock tests in another language: the English paper with its translation's texts (see strapi/locale.ts). */

/**
 * A paper's English version with its translation's texts: its title, instructions and section names (by position,
 * when the translation has as many sections). Questions, timing, marks and the slug stay the English version's.
 */
export function localizedPaper<T extends StrapiMockTest>(row: T, translation: StrapiMockTest | undefined): T {
  if (!translation || !translated(translation.title)) return row;
  const theirs = translation.sections ?? [];
  const ours = row.sections ?? [];
  return {
    ...row,
    title: translation.title,
    instructions: translated(translation.instructions) ?? row.instructions,
    sections:
      theirs.length === ours.length
        ? ours.map((section, index) => ({ ...section, section_name: translated(theirs[index]!.section_name) ?? section.section_name }))
        : row.sections,
    locale: localeOf(translation),
  };
}

/** The versions in `locale` of these papers (one request per 100, none in English). */
export const paperTranslations = (cms: StrapiClient, locale: Locale, ids: string[], withTexts: boolean) =>
  translationsOf<StrapiMockTest>(
    cms,
    '/mock-tests',
    locale,
    ids,
    withTexts ? { fields: ['title', 'instructions'], populate: { sections: { fields: ['section_name'] } } } : { fields: ['title'] },
  );

/**
 * A scored attempt's result with the explanations of the questions' translations and the section names of the
 * paper's (by position, when it has as many sections); an English explanation kept in a translated question is
 * named in its `untranslated_fields`. Scoring itself read the English answers.
 */
export async function localizedResult(cms: StrapiClient, locale: Locale, paperId: string, result: MockTestResult): Promise<MockTestResult> {
  if (locale === DEFAULT_LOCALE) return result;
  const [explanations, papers] = await Promise.all([
    translationsOf<StrapiQuestion>(
      cms,
      '/questions',
      locale,
      result.questions.map((question) => question.question_id),
      { fields: ['explanation', 'question'] },
    ),
    paperTranslations(cms, locale, [paperId], true),
  ]);
  const names = papers.get(paperId)?.sections ?? [];
  const sameSections = names.length === result.sections.length;
  return {
    ...result,
    sections: result.sections.map((section, index) => ({
      ...section,
      section_name: (sameSections && translated(names[index]?.section_name)) || section.section_name,
    })),
    questions: result.questions.map((question) => {
      const translation = explanations.get(question.question_id);
      const explanation = translated(translation?.explanation);
      if (explanation !== undefined) return { ...question, explanation };
      // A translated question (it has its text) whose translation lacks the explanation: the English one, said so.
      const keptEnglish = plainText(translation?.question).trim() !== '' && translated(question.explanation) !== undefined;
      return keptEnglish ? { ...question, untranslated_fields: ['explanation' as const] } : question;
    }),
  };
}
