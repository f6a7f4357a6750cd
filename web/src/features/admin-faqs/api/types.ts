/** The FAQ shapes of the admin calls (contract/src/admin/faqs.ts, spec §2.2). */
export type { AdminFaq, AdminFaqPage, AdminFaqQuestion, FaqStats } from '@exam-prep/contract/admin/faqs';

/** What the form sends (create and update alike): the contract's faqInput, as this form fills it. */
export interface FaqPayload {
  topic_title: string;
  slug: string;
  description: string;
  questions: Array<{ question: string; answer: string; order: number }>;
  featured: boolean;
  is_active: boolean;
  /** As typed: the server trims them and drops blanks and repeats. */
  tags: string[];
  /** '' for no logo. */
  logo_url: string;
}
