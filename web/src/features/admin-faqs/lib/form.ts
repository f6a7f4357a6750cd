import { isBlankHtml } from '@/lib/plain-text';
import { specSlug } from '@/components/admin/spec-slug';
import type { AdminFaq, FaqPayload } from '@/features/admin-faqs/api/types';

/** One question of the form; `key` keeps React's rows stable while they move. */
export interface QuestionDraft {
  key: string;
  question: string;
  answer: string;
}

export interface FaqFormValues {
  topic_title: string;
  slug: string;
  /** Create forms: the slug follows the title until the admin types in it. */
  slugEdited: boolean;
  description: string;
  logo_url: string;
  is_active: boolean;
  featured: boolean;
  /** Sent as typed (the server trims and drops blanks, spec §2.2). */
  tags: string[];
  questions: QuestionDraft[];
}

let nextKey = 0;
export const newQuestion = (question = '', answer = ''): QuestionDraft => ({ key: `q${(nextKey += 1)}`, question, answer });

/** /create-faq starts with one empty question, Active on, Featured off. */
export const emptyFaqForm = (): FaqFormValues => ({
  topic_title: '',
  slug: '',
  slugEdited: false,
  description: '',
  logo_url: '',
  is_active: true,
  featured: false,
  tags: [],
  questions: [newQuestion()],
});

/** /edit-faq/{id}: the stored FAQ, questions by order; the slug never follows the title. */
export function formFromFaq(faq: AdminFaq): FaqFormValues {
  const questions = [...(faq.questions ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    topic_title: faq.topic_title,
    slug: faq.slug,
    slugEdited: true,
    description: faq.description ?? '',
    logo_url: faq.logo_url ?? '',
    is_active: faq.is_active ?? true,
    featured: faq.featured ?? false,
    tags: [...(faq.tags ?? [])],
    questions: questions.length ? questions.map((entry) => newQuestion(entry.question, entry.answer)) : [newQuestion()],
  };
}

/** The title changed: the slug follows it on a create form until the admin edits the slug. */
export const withTitle = (form: FaqFormValues, topic_title: string): FaqFormValues =>
  form.slugEdited ? { ...form, topic_title } : { ...form, topic_title, slug: specSlug(topic_title) };

export const TITLE_AND_SLUG_REQUIRED = 'Topic title and slug are required';
export const ONE_QUESTION_REQUIRED = 'At least one question with answer is required';

/**
 * What the form sends (spec §2.4): only pairs with a non-blank question and answer, `order` renumbered 0..n-1 in
 * the order shown; tags as typed; '' for no logo.
 */
export function toFaqPayload(form: FaqFormValues): { payload: FaqPayload } | { error: string } {
  if (!form.topic_title.trim() || !form.slug.trim()) return { error: TITLE_AND_SLUG_REQUIRED };
  const questions = form.questions
    .filter((entry) => entry.question.trim() && !isBlankHtml(entry.answer))
    .map((entry, order) => ({ question: entry.question, answer: entry.answer, order }));
  if (questions.length === 0) return { error: ONE_QUESTION_REQUIRED };
  return {
    payload: {
      topic_title: form.topic_title,
      slug: form.slug,
      description: form.description,
      questions,
      featured: form.featured,
      is_active: form.is_active,
      tags: form.tags,
      logo_url: form.logo_url,
    },
  };
}
