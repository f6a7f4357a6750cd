import type { Crumb } from '@/components/breadcrumbs';
import { shownName } from '@/i18n/content-lang';
import type { Translator } from '@/i18n/i18n';

/** What the breadcrumbs and links read of a question's page. */
interface PagePlace {
  topic_name: string | null;
  subtopic_name: string | null;
  /** The names in the page's language, when the API has them (else the slugs title-cased). */
  topic_display_name?: string;
  subtopic_display_name?: string;
}

/** The practice page of a topic, or of a subtopic within it (the app's addresses: app/router.tsx). */
export const practicePath = (topicName: string, subtopicName?: string) =>
  `/practice/${encodeURIComponent(topicName)}${subtopicName ? `/${encodeURIComponent(subtopicName)}` : ''}`;

/** The topic's and subtopic's names to show ('' when the question has none). */
export const placeNames = (page: PagePlace) => ({
  topic: page.topic_name ? shownName({ display_name: page.topic_display_name }, page.topic_name) : '',
  subtopic: page.subtopic_name ? shownName({ display_name: page.subtopic_display_name }, page.subtopic_name) : '',
});

/** Practice › Topic › Subtopic › Question: the topic and subtopic link to their practice pages when known. */
export function questionCrumbs(page: PagePlace, t: Translator['t']): Crumb[] {
  const names = placeNames(page);
  const crumbs: Crumb[] = [{ label: t('nav.practice'), to: '/practice' }];
  if (page.topic_name) crumbs.push({ label: names.topic, to: practicePath(page.topic_name) });
  if (page.topic_name && page.subtopic_name) {
    crumbs.push({ label: names.subtopic, to: practicePath(page.topic_name, page.subtopic_name) });
  }
  crumbs.push({ label: t('question-page.crumb') });
  return crumbs;
}

/** The page's heading: '{Subtopic} Question', or 'Practice Question' for a question of no subtopic. */
export function questionHeading(page: PagePlace, t: Translator['t']): string {
  const { subtopic } = placeNames(page);
  return subtopic ? t('question-page.heading', { subtopic }) : t('question-page.headingNoSubtopic');
}

/**
 * The address to replace the current one with when it is not the page's canonical one (another slug, or the bare
 * id reached inside the app), keeping the query and fragment; undefined when it already is.
 */
export function canonicalAddress(current: { pathname: string; search: string; hash: string }, url: string): string | undefined {
  const here = current.pathname.replace(/\/+$/, '');
  return here === url ? undefined : `${url}${current.search}${current.hash}`;
}
