import type { SiteLocale } from '@exam-prep/contract/page-locale';
import type { PageText } from '@exam-prep/contract/page-text';
import type { ProgrammingTopicSummary } from '@exam-prep/contract/public/programming';

/**
 * The programming pages' titles, descriptions and keywords in both languages: the server's head (page-head.ts)
 * and the page's <Seo> read the same builder, so the served head equals the rendered one.
 */

const NAMED = 4;
const DESCRIPTION_MAX = 155;
const cut = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text);

/** /programming-topics: its first titles are named. */
export function topicsPageMeta(locale: SiteLocale, topics: ReadonlyArray<Pick<ProgrammingTopicSummary, 'title'>>): PageText {
  const titles = topics.slice(0, NAMED).map((topic) => topic.title);
  if (locale === 'hi')
    return {
      title: 'प्रोग्रामिंग विषय और कोड प्रश्न',
      description: cut(`हल किए गए कोड प्रश्नों के साथ प्रोग्रामिंग का अभ्यास${titles.length ? `: ${titles.join(', ')}` : ''}।`),
      keywords: ['प्रोग्रामिंग', 'कोड प्रश्न', 'कोडिंग इंटरव्यू', ...titles],
    };
  return {
    title: 'Programming Topics & Code Questions',
    description: cut(`Practise coding with solved questions in several languages${titles.length ? `: ${titles.join(', ')}` : ''}.`),
    keywords: ['programming', 'code questions', 'coding interview', ...titles],
  };
}

/** /programming-topics/{slug}: its title, description, category and tags. */
export function topicPageMeta(
  locale: SiteLocale,
  topic: Pick<ProgrammingTopicSummary, 'title' | 'description' | 'category' | 'tags'>,
  questionCount: number,
): PageText {
  const fallback =
    locale === 'hi'
      ? `${topic.title}: ${questionCount} कोड प्रश्न, हल और व्याख्या सहित।`
      : `${topic.title}: ${questionCount} code ${questionCount === 1 ? 'question' : 'questions'} with solutions and explanations.`;
  return {
    title: locale === 'hi' ? `${topic.title} – कोड प्रश्न` : `${topic.title} – Code Questions`,
    description: cut(topic.description || fallback),
    keywords: [topic.title, topic.category, ...topic.tags],
  };
}
