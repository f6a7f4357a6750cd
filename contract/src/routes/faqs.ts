import { z } from 'zod';
import { deletedAnswer, pathText } from '#src/common.js';
import { localeQuery } from '#src/locale.js';
import { faq, faqListAnswer, featuredFaqList, publicLimitQuery } from '#src/public/faqs.js';
import { adminFaq, adminFaqPage, adminFaqsQuery, faqInput, faqStats } from '#src/admin/faqs.js';
import { admin, created, ok, publicGet, type Operation } from './operation.js';

/** FAQs (students-faqs-programming.md §2): the public reads (cached, ?locale) and the admin calls. */

const slugParams = z.object({ slug: pathText });
const idParams = z.object({ id: pathText.describe("The FAQ's _id.") });

export const faqPublicOperations: Operation[] = [
  publicGet('listFaqs', 'FAQs', 'Active FAQs without their questions, featured first, then by title', faqListAnswer, {
    query: publicLimitQuery.extend(localeQuery.shape),
  }),
  publicGet('listFeaturedFaqs', 'FAQs', 'Featured active FAQs without their questions (a bare list)', featuredFaqList, {
    query: localeQuery,
  }),
  publicGet('getFaqBySlug', 'FAQs', 'One active FAQ with its questions, answers highlighted (counts a view)', faq, {
    params: slugParams,
    query: localeQuery,
    errorStatuses: [404],
  }),
];

export const faqAdminOperations: Operation[] = [
  admin(
    'listFaqsForAdmin',
    'get',
    '/api/faqs/admin/all',
    'FAQs',
    'Every FAQ (inactive too), newest first; total in pagination counts pages',
    ok(adminFaqPage),
    { query: adminFaqsQuery },
  ),
  admin('faqStats', 'get', '/api/faqs/admin/stats', 'FAQs', 'Counts over every FAQ, and their views', ok(faqStats)),
  admin('getFaqForAdmin', 'get', '/api/faqs/admin/{id}', 'FAQs', 'Any FAQ, active or not, with its questions', ok(adminFaq), {
    params: idParams,
    errorStatuses: [401, 404],
  }),
  admin('createFaq', 'post', '/api/faqs/admin/create', 'FAQs', 'Creates a FAQ (409 when the slug is taken)', created(adminFaq), {
    body: faqInput,
    errorStatuses: [401, 403, 409, 413],
  }),
  admin('updateFaq', 'put', '/api/faqs/admin/{id}', 'FAQs', 'Replaces a FAQ, its questions included', ok(adminFaq), {
    params: idParams,
    body: faqInput,
    errorStatuses: [401, 403, 404, 409, 413],
  }),
  admin('deleteFaq', 'delete', '/api/faqs/admin/{id}', 'FAQs', 'Deletes a FAQ (every language)', ok(deletedAnswer), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),
  admin('toggleFaqFeatured', 'patch', '/api/faqs/admin/{id}/featured', 'FAQs', 'Toggles featured (no body)', ok(adminFaq), {
    params: idParams,
    errorStatuses: [401, 403, 404],
  }),
];
