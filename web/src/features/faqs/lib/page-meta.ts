import type { SiteLocale } from '@exam-prep/contract/page-locale';
import type { PageText } from '@exam-prep/contract/page-text';
import type { FaqSummary } from '@exam-prep/contract/public/faqs';

/**
 * The FAQ pages' titles, descriptions and keywords in both languages: the server's head (page-head.ts) and the
 * page's <Seo> read the same builder, so the served head equals the rendered one.
 */

const NAMED = 4;
const DESCRIPTION_MAX = 155;
const cut = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text);

/** /faqs: its first titles are named. */
export function faqsPageMeta(locale: SiteLocale, faqs: ReadonlyArray<Pick<FaqSummary, 'topic_title'>>): PageText {
  const titles = faqs.slice(0, NAMED).map((faq) => faq.topic_title);
  if (locale === 'hi')
    return {
      title: 'अक्सर पूछे जाने वाले इंटरव्यू प्रश्न और उत्तर',
      description: cut(`परीक्षाओं और इंटरव्यू के सामान्य प्रश्नों के स्पष्ट उत्तर${titles.length ? `: ${titles.join(', ')}` : ''}।`),
      keywords: ['सामान्य प्रश्न', 'FAQ', 'इंटरव्यू प्रश्न', ...titles],
    };
  return {
    title: 'Frequently Asked Interview Questions with Answers',
    description: cut(`Clear answers to common exam and interview questions${titles.length ? `: ${titles.join(', ')}` : ''}.`),
    keywords: ['FAQ', 'interview questions', 'answers', ...titles],
  };
}

/** /faqs/{slug}: its title, description and tags. */
export function faqPageMeta(locale: SiteLocale, faq: Pick<FaqSummary, 'topic_title' | 'description' | 'tags'>): PageText {
  const fallback =
    locale === 'hi' ? `${faq.topic_title}: सामान्य प्रश्न और उनके उत्तर।` : `${faq.topic_title}: frequently asked questions and answers.`;
  return {
    title: locale === 'hi' ? `${faq.topic_title} – सामान्य प्रश्न` : `${faq.topic_title} – FAQs`,
    description: cut(faq.description || fallback),
    keywords: [faq.topic_title, ...faq.tags],
  };
}
