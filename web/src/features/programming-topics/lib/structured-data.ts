import { SITE_NAME } from '@exam-prep/contract/page-text';
import type { ProgrammingTopicPage } from '@exam-prep/contract/public/programming';

/** A topic's page as a schema.org Article: what it is about, and when it was written and changed. */
export function topicStructuredData({ topic, question_count }: ProgrammingTopicPage, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: topic.title,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    ...(topic.description ? { description: topic.description } : {}),
    articleSection: topic.category,
    keywords: [topic.category, ...topic.tags].join(', '),
    datePublished: topic.createdAt,
    dateModified: topic.updatedAt,
    inLanguage: topic.locale,
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    about: { '@type': 'Thing', name: topic.category },
    ...(question_count ? { educationalUse: 'Practice', learningResourceType: 'Code questions with solutions' } : {}),
  };
}
