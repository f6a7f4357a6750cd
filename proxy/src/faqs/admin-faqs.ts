import {
  faqInput,
  FAQ_NO_QUESTION_MESSAGE,
  FAQ_NOT_FOUND_MESSAGE,
  FAQ_SLUG_CLASH_MESSAGE,
  type AdminFaq,
  type AdminFaqPage,
  type FaqStats,
} from '@exam-prep/contract/admin/faqs';
import { badRequest } from '#src/lib/errors.js';
import { refuseSlugClash } from '#src/strapi/slug-clash.js';
import { parseOrThrow } from '#src/lib/validation.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { documentsByIds, findDocumentOrNotFound } from '#src/strapi/documents.js';
import { stringList } from '#src/strapi/map.js';
import type { StrapiFaq } from '#src/strapi/types.js';
import { FAQ_SUMMARY_FIELDS, faqFields, sortedFaqQuestions } from './faqs.js';
import { matchesSearch, pageCount, pageOf, storedRichText, storedSlug } from '#src/lib/admin-content.js';

/** FAQs in the admin area (students-faqs-programming.md §2.2): every FAQ, active or not, in English. */

const LOGO_ADDRESS = /^(\/uploads\/[^\s"'<>]+|https?:\/\/[^\s"'<>]+)$/i;
export const LOGO_URL_MESSAGE = 'logo_url must be the address of an uploaded picture (/uploads/...) or an http(s) address';

export const toAdminFaq = (row: StrapiFaq): AdminFaq => ({
  ...faqFields(row),
  questions: sortedFaqQuestions(row.documentId, row.questions),
});

/** The form as stored: tags cleaned, pairs with a blank question or answer dropped, answers sanitised. */
function readFaq(input: unknown, creating: boolean) {
  const form = parseOrThrow(faqInput, input ?? {});
  const questions = form.questions.flatMap((pair, index) => {
    const answer = storedRichText(pair.answer);
    return pair.question && answer ? [{ question: pair.question, answer, order: pair.order ?? index }] : [];
  });
  if (questions.length === 0) throw badRequest(FAQ_NO_QUESTION_MESSAGE);
  if (form.logo_url && !LOGO_ADDRESS.test(form.logo_url)) throw badRequest(LOGO_URL_MESSAGE);
  const data: Record<string, unknown> = {
    topic_title: form.topic_title,
    slug: storedSlug(form.slug),
    description: form.description,
    tags: form.tags ?? [],
    logo_url: form.logo_url,
    questions,
  };
  // A full replacement of what the form edits; flags left out of an update keep their values.
  if (form.featured !== undefined || creating) data.featured = form.featured ?? false;
  if (form.is_active !== undefined || creating) data.is_active = form.is_active ?? true;
  return data as { slug: string } & Record<string, unknown>;
}

/** GET /api/faqs/admin/{id}. */
export async function getFaqForAdmin(cms: StrapiClient, id: string): Promise<AdminFaq> {
  return toAdminFaq(await findDocumentOrNotFound<StrapiFaq>(cms, 'faqs', id, { populate: { questions: true } }, FAQ_NOT_FOUND_MESSAGE));
}

export async function createFaq(cms: StrapiClient, input: unknown): Promise<AdminFaq> {
  const data = readFaq(input, true);
  await refuseSlugClash(cms, 'faqs', data.slug, FAQ_SLUG_CLASH_MESSAGE);
  const { data: created } = await cms.post<{ data: { documentId: string } }>('/faqs', { data });
  return getFaqForAdmin(cms, created.documentId);
}

export async function updateFaq(cms: StrapiClient, id: string, input: unknown): Promise<AdminFaq> {
  await getFaqForAdmin(cms, id);
  const data = readFaq(input, false);
  await refuseSlugClash(cms, 'faqs', data.slug, FAQ_SLUG_CLASH_MESSAGE, id);
  await cms.put(`/faqs/${encodeURIComponent(id)}`, { data });
  return getFaqForAdmin(cms, id);
}

export async function deleteFaq(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getFaqForAdmin(cms, id);
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/faqs/${encodeURIComponent(id)}?locale=*`);
  return { message: 'FAQ deleted successfully', _id: id };
}

/** PATCH /api/faqs/admin/{id}/featured: no body, flips the flag. */
export async function toggleFaqFeatured(cms: StrapiClient, id: string): Promise<AdminFaq> {
  const faq = await getFaqForAdmin(cms, id);
  await cms.put(`/faqs/${encodeURIComponent(id)}`, { data: { featured: !faq.featured } });
  return getFaqForAdmin(cms, id);
}

/**
 * GET /api/faqs/admin/all: newest first. The search also looks in tags (a JSON field the database cannot search
 * as text), so the light fields of every FAQ are read and filtered here, then the page's FAQs in full.
 */
export async function listFaqsForAdmin(cms: StrapiClient, query: { page: number; limit: number; search?: string }): Promise<AdminFaqPage> {
  const rows = await cms.getAll<StrapiFaq>('/faqs', {
    fields: ['topic_title', 'slug', 'description', 'tags', 'createdAt'],
    sort: ['createdAt:desc', 'id:desc'],
  });
  const matching = rows.filter((row) => matchesSearch(query.search, [row.topic_title, row.slug, row.description, ...stringList(row.tags)]));
  const ids = pageOf(matching, query.page, query.limit).map((row) => row.documentId);
  const full = await documentsByIds<StrapiFaq>(cms, '/faqs', ids, { fields: [...FAQ_SUMMARY_FIELDS], populate: { questions: true } });
  return {
    faqs: ids.flatMap((id) => (full.has(id) ? [toAdminFaq(full.get(id)!)] : [])),
    pagination: pageCount(query.page, query.limit, matching.length),
  };
}

/** GET /api/faqs/admin/stats. */
export async function faqStats(cms: StrapiClient): Promise<FaqStats> {
  const rows = await cms.getAll<{ is_active: boolean | null; featured: boolean | null; views: number | null }>('/faqs', {
    fields: ['is_active', 'featured', 'views'],
  });
  const active = rows.filter((row) => row.is_active !== false).length;
  return {
    total: rows.length,
    active,
    inactive: rows.length - active,
    featured: rows.filter((row) => row.featured).length,
    totalViews: rows.reduce((sum, row) => sum + Number(row.views ?? 0), 0),
  };
}
