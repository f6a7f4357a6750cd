import type { Faq, FaqListAnswer } from '@exam-prep/contract/public/faqs';
import { faqPageMeta, faqsPageMeta } from '@/features/faqs/lib/page-meta';
import { faqStructuredData } from '@/features/faqs/lib/structured-data';
import { addressesOf, canonicalPathOf, notFoundHead, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';
import { faqsCall } from '@/features/faqs/api/calls';

/** /faqs: answers [the list, the featured list] (its first titles are named; a search keeps the list's address). */
export function faqsHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [FaqListAnswer | undefined];
  return textHead(input, () => faqsPageMeta(input.locale, list?.faqs ?? []));
}

/** /faqs/{slug}: answers [the FAQ]; an unknown or inactive slug is a 404. Its JSON-LD is an FAQPage. */
export function faqHead(input: PageHeadInput): PageHead {
  const [faq] = input.answers as [Faq | undefined];
  if (!faq) return notFoundHead(input);
  return { ...textHead(input, () => faqPageMeta(input.locale, faq)), structuredData: (url) => faqStructuredData(faq, url) };
}

/** Every active FAQ's page. */
export const faqAddresses = addressesOf(faqsCall, (list: FaqListAnswer) => list.faqs.map((faq) => canonicalPathOf(['faqs', faq.slug])));
