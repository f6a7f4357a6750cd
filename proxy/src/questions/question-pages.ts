import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiQuestion } from '#src/strapi/types.js';
import { HttpError, notFound } from '#src/lib/errors.js';
import { isHeld, localizedQuestion, questionQuery, questionTranslationQuery, toQuestionRecord } from './questions.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';
import { subtopicTranslations } from '#src/content/subtopics.js';
import { plainText } from '@exam-prep/contract/question-structured-data';
import { readableMath } from '@exam-prep/contract/plain-math';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { QuestionNeighbour, QuestionPage } from '@exam-prep/contract/public/question-page';

/** What cms/src/questions/keep-question-titles.ts stores as the title of a question without text (a picture). */
const NO_TEXT_TITLE = '(no text)';

/**
 * The question's plain-text title ('' for a question without text), its formulas made readable (`$\frac{1}{2}$`
 * reads `1/2`): the title names the page in its <title>, its meta description, Open Graph tags and JSON-LD.
 */
const plainTitle = (title: string | null | undefined) => (title && title !== NO_TEXT_TITLE ? readableMath(title) : '');

type PageRow = StrapiQuestion & {
  question_title?: string | null;
  subtopic?: (StrapiQuestion['subtopic'] & { topic?: { documentId: string; topic_name: string } | null }) | null;
};

/** A neighbour as cms/src/questions/question-neighbours.ts answers it. */
interface NeighbourRow {
  documentId: string;
  title: string | null;
  question: string | null;
}

interface Neighbours {
  previous: NeighbourRow | null;
  next: NeighbourRow | null;
}

/** The record's fields plus the title and the names the breadcrumbs show, in one round trip (no list sort). */
const { sort: _unsorted, ...recordQuery } = questionQuery;
const pageQuery = {
  ...recordQuery,
  fields: [...recordQuery.fields, 'question_title', 'held_for_tests'],
  populate: {
    ...recordQuery.populate,
    subtopic: { fields: ['subtopic_name'], populate: { topic: { fields: ['topic_name'] } } },
  },
};

/** What a neighbour's translation is read with: its title (and text, to tell a translation that has one). */
const neighbourTranslationQuery = { fields: ['question_title', 'question'] };
type NeighbourTranslation = { documentId: string; question_title?: string | null; question?: string | null; locale?: string };

/** A neighbour's link: its address from its English text (the same in every language), its title in `locale` when translated. */
const neighbour = (row: NeighbourRow | null, translation?: NeighbourTranslation): QuestionNeighbour | null => {
  if (!row) return null;
  const url = questionPagePath(row.documentId, row.question ?? '');
  if (translation && plainText(translation.question).trim())
    return { _id: row.documentId, title: plainTitle(translation.question_title), url, locale: localeOf(translation) };
  return { _id: row.documentId, title: plainTitle(row.title), url, locale: DEFAULT_LOCALE };
};

/** Strapi's 404 for an unknown document id, said plainly; any other failure as it was. */
const unknownQuestion = (error: unknown): never => {
  if (error instanceof HttpError && error.status === 404) throw notFound('Question not found');
  throw error;
};

/**
 * GET /api/questions/page/{id}: a question's own page. The question (with its topic and subtopic names) and its
 * neighbours in the subtopic (the practice page's order, read by index seeks in the CMS) are two requests made
 * at once (with the question's translation, in another language). An unknown id, or a question held for tests, is a 404. In another language the
 * translations of the neighbours' titles and of the subtopic's and topic's names follow, side by side.
 */
export async function getQuestionPage(cms: StrapiClient, id: string, locale: Locale = DEFAULT_LOCALE): Promise<QuestionPage> {
  const path = `/questions/${encodeURIComponent(id)}`;
  const [record, neighbours, translation] = await Promise.allSettled([
    cms.get<{ data: PageRow }>(path, pageQuery),
    cms.get<{ data: Neighbours }>(`${path}/neighbours`),
    translationsOf<PageRow>(cms, '/questions', locale, [id], questionTranslationQuery),
  ]);
  // The neighbours' 404 first: it answers for any id no question has (`ids` is another CMS route's name).
  if (neighbours.status === 'rejected') return unknownQuestion(neighbours.reason);
  if (record.status === 'rejected') return unknownQuestion(record.reason);
  if (translation.status === 'rejected') throw translation.reason;
  const english = record.value.data;
  // A question held for tests has no page (the CMS's neighbours answer 404 for it too).
  if (isHeld(english)) throw notFound('Question not found');
  const around = neighbours.value.data;
  const row = localizedQuestion(english, translation.value.get(english.documentId));
  const subtopic = english.subtopic ? { ...english.subtopic, category: null, topic: english.subtopic.topic ?? null } : null;
  const [neighbourTranslations, names] = await Promise.all([
    translationsOf<NeighbourTranslation>(
      cms,
      '/questions',
      locale,
      [around.previous?.documentId, around.next?.documentId],
      neighbourTranslationQuery,
    ),
    subtopicTranslations(cms, locale, subtopic ? [subtopic] : []),
  ]);
  const subtopicName = subtopic ? translated(names.subtopics.get(subtopic.documentId)?.display_name) : undefined;
  const topicName = subtopic?.topic ? translated(names.topics.get(subtopic.topic.documentId)?.display_name) : undefined;
  return {
    record: toQuestionRecord(row),
    title: plainTitle(row.question_title),
    // The address is made from the English text: the same page in every language.
    url: questionPagePath(english.documentId, english.question),
    topic_name: english.subtopic?.topic?.topic_name ?? null,
    subtopic_name: english.subtopic?.subtopic_name ?? null,
    ...(topicName ? { topic_display_name: topicName } : {}),
    ...(subtopicName ? { subtopic_display_name: subtopicName } : {}),
    previous: neighbour(around.previous, around.previous ? neighbourTranslations.get(around.previous.documentId) : undefined),
    next: neighbour(around.next, around.next ? neighbourTranslations.get(around.next.documentId) : undefined),
    locale: localeOf(row),
  };
}

/** A page of cms/src/questions/question-texts.ts: document ids and texts, and the cursor of the next page. */
interface QuestionTexts {
  data: Array<{ documentId: string; question: string | null }>;
  meta: { next: number | null };
}

/** Rows per CMS request (its maximum): 20,000 questions are four requests. */
const TEXTS_PAGE = 5000;

/**
 * The address of every published question's page, in id order, for the sitemap: only each question's document
 * id and text (the slug's source), read a page at a time (keyset paging in the CMS, straight from its table).
 */
export async function listQuestionPagePaths(cms: StrapiClient, pageSize = TEXTS_PAGE): Promise<string[]> {
  const paths: string[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: QuestionTexts = await cms.get<QuestionTexts>('/questions/texts', { after, limit: pageSize });
    for (const row of page.data) paths.push(questionPagePath(row.documentId, row.question ?? ''));
    after = page.meta.next;
  }
  return paths;
}
