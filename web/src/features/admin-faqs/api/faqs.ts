import { adminRecordsApi } from '@/components/admin/admin-records-api';
import { apiFetch } from '@/lib/api';
import type { AdminFaq, AdminFaqPage, FaqPayload, FaqStats } from './types';

/** The FAQ admin calls (spec §2.2): the list, its stats, one FAQ, create / update / delete, the featured toggle. */

/** The spec's page size. */
export const FAQS_PAGE_SIZE = 10;

const faqs = adminRecordsApi<AdminFaq, FaqPayload>('/api/faqs/admin', FAQS_PAGE_SIZE);

export const adminFaqsPath = ({ page, search }: { page: number; search?: string }): string =>
  faqs.listPath(page, { search: search?.trim() });

export const useAdminFaqs = (query: { page: number; search?: string }) => faqs.useList<AdminFaqPage>(adminFaqsPath(query));

/** A failure is ignored (the cards show a dash). */
export const useFaqStats = () => faqs.useStats<FaqStats>();

/** Loaded once per visit: the form owns the values afterwards. */
export const useAdminFaq = faqs.useRecord;
export const createFaq = faqs.create;
export const updateFaq = faqs.update;
export const deleteFaq = faqs.remove;
/** PATCH without a body: the server flips `featured`. */
export const toggleFaqFeatured = faqs.toggleFeatured;

/** POST /api/upload/image {image: data URL, folder} → {url}: the logo, stored like every other upload. */
export const uploadImage = (image: string, folder: string) =>
  apiFetch<{ url: string }>('/api/upload/image', { method: 'POST', body: JSON.stringify({ image, folder }) });
