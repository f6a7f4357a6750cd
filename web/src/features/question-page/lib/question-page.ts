import { titleCase } from '@exam-prep/contract/page-text';
import type { Crumb } from '../../../components/breadcrumbs';

/** What the breadcrumbs and links read of a question's page. */
interface PagePlace {
  topic_name: string | null;
  subtopic_name: string | null;
}

/** The practice page of a topic, or of a subtopic within it (the app's addresses: app/router.tsx). */
export const practicePath = (topicName: string, subtopicName?: string) =>
  `/practice/${encodeURIComponent(topicName)}${subtopicName ? `/${encodeURIComponent(subtopicName)}` : ''}`;

/** Practice › Topic › Subtopic › Question: the topic and subtopic link to their practice pages when known. */
export function questionCrumbs(page: PagePlace): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Practice', to: '/practice' }];
  if (page.topic_name) crumbs.push({ label: titleCase(page.topic_name), to: practicePath(page.topic_name) });
  if (page.topic_name && page.subtopic_name) {
    crumbs.push({ label: titleCase(page.subtopic_name), to: practicePath(page.topic_name, page.subtopic_name) });
  }
  crumbs.push({ label: 'Question' });
  return crumbs;
}

/** The page's heading: '{Subtopic} Question', or 'Practice Question' for a question of no subtopic. */
export const questionHeading = (page: PagePlace) => `${page.subtopic_name ? titleCase(page.subtopic_name) : 'Practice'} Question`;

/**
 * The address to replace the current one with when it is not the page's canonical one (another slug, or the bare
 * id reached inside the app), keeping the query and fragment; undefined when it already is.
 */
export function canonicalAddress(current: { pathname: string; search: string; hash: string }, url: string): string | undefined {
  const here = current.pathname.replace(/\/+$/, '');
  return here === url ? undefined : `${url}${current.search}${current.hash}`;
}
