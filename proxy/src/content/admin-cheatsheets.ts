import { badRequest, HttpError } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import { isBlankRichText, sanitizeRichText } from '@exam-prep/contract/rich-text';
import { slugify } from '@exam-prep/contract/slug';
import { CODE_LANGUAGES } from '@exam-prep/contract/enums';
import { FEATURED_MESSAGE, featuredBody, type Pagination } from '@exam-prep/contract/common';
import {
  cheatsheetInput,
  NO_VALID_ITEM_MESSAGE,
  type AdminCheatsheet,
  type AdminCheatsheetSummary,
  type CheatsheetStats,
} from '@exam-prep/contract/admin/cheatsheets';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiCheatsheet } from '#src/strapi/types.js';
import { sortedItems, SUMMARY_FIELDS, toCheatsheetSummary } from './cheatsheets.js';
import { toPagination } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';

const ADMIN_FIELDS = [...SUMMARY_FIELDS, 'is_active'];
const withItems = { items: { populate: { mixed_content: true } } };

const toAdminSummary = (row: StrapiCheatsheet): AdminCheatsheetSummary => ({
  ...toCheatsheetSummary(row),
  is_active: Boolean(row.is_active),
});
const toAdminCheatsheet = (row: StrapiCheatsheet): AdminCheatsheet => ({ ...toAdminSummary(row), items: sortedItems(row.items) });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const languageOf = (value: unknown, field: string) => {
  if (value === undefined || value === null || value === '') return 'python';
  if (typeof value !== 'string' || !(CODE_LANGUAGES as readonly string[]).includes(value)) {
    throw badRequest(`${field} must be one of the code languages (${CODE_LANGUAGES.slice(0, 6).join(', ')}, ...)`);
  }
  return value;
};

/**
 * Keeps the items the admin spec calls valid: title and category not blank, and content that matches the
 * type (code needs code, text needs text_content, mixed needs at least one block). Rich text is sanitised
 * first, so an item whose text was only a script counts as empty. `order` becomes the position.
 */
function validItems(raw: unknown[]) {
  const items: Array<Record<string, unknown>> = [];
  raw.forEach((value, index) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const item = value as Record<string, unknown>;
    const title = text(item.title);
    const category = text(item.category);
    if (!title || !category) return;
    const common = { title, category, description: text(item.description) || null };
    switch (item.content_type ?? 'code') {
      case 'code': {
        if (typeof item.code !== 'string' || !item.code.trim()) return;
        items.push({ ...common, content_type: 'code', language: languageOf(item.language, `items[${index}].language`), code: item.code });
        return;
      }
      case 'text': {
        const html = typeof item.text_content === 'string' ? sanitizeRichText(item.text_content) : '';
        if (isBlankRichText(html)) return;
        items.push({ ...common, content_type: 'text', text_content: html });
        return;
      }
      case 'mixed': {
        const blocks = (Array.isArray(item.mixed_content) ? item.mixed_content : []).flatMap((block: unknown, blockIndex) => {
          if (!block || typeof block !== 'object') return [];
          const { type, content, language } = block as Record<string, unknown>;
          const body = typeof content === 'string' ? content : '';
          if (type === 'code')
            return [
              { type: 'code', language: languageOf(language, `items[${index}].mixed_content[${blockIndex}].language`), content: body },
            ];
          if (type === 'text' || type === undefined) return [{ type: 'text', content: sanitizeRichText(body) }];
          return [];
        });
        if (blocks.length === 0) return;
        items.push({ ...common, content_type: 'mixed', mixed_content: blocks });
        return;
      }
      default:
        return;
    }
  });
  return items.map((item, position) => ({ ...item, order: position }));
}

function readCheatsheet(input: unknown) {
  const sheet = parseOrThrow(cheatsheetInput, input ?? {});
  const items = validItems(sheet.items ?? []);
  if (items.length === 0) throw badRequest(NO_VALID_ITEM_MESSAGE);
  const slug = slugify(sheet.slug ?? '') || slugify(sheet.title);
  if (!slug) throw badRequest('slug: give one, or a title with letters or digits to derive it from');
  const data = Object.fromEntries(Object.entries({ ...sheet, slug, items }).filter(([, value]) => value !== undefined));
  return { data, title: sheet.title, slug };
}

async function refuseDuplicates(cms: StrapiClient, title: string, slug: string, ownId?: string) {
  const notSelf = ownId ? { documentId: { $ne: ownId } } : {};
  const clashes = await cms.get<StrapiList<StrapiCheatsheet>>('/cheatsheets', {
    fields: ['title', 'slug'],
    filters: { ...notSelf, $or: [{ title: { $eqi: title } }, { slug: { $eq: slug } }] },
    pagination: { page: 1, pageSize: 2 },
  });
  const sameTitle = clashes.data.find((row) => row.title.toLowerCase() === title.toLowerCase());
  if (sameTitle) throw new HttpError(409, `A cheatsheet titled "${sameTitle.title}" already exists`);
  if (clashes.data.length > 0) throw new HttpError(409, `The slug "${slug}" is already used by another cheatsheet`);
}

export async function createCheatsheet(cms: StrapiClient, input: unknown): Promise<AdminCheatsheet> {
  const { data, title, slug } = readCheatsheet(input);
  await refuseDuplicates(cms, title, slug);
  const { data: created } = await cms.post<{ data: { documentId: string } }>('/cheatsheets', { data });
  return getCheatsheetForAdmin(cms, created.documentId);
}

export async function updateCheatsheet(cms: StrapiClient, id: string, input: unknown): Promise<AdminCheatsheet> {
  await getCheatsheetForAdmin(cms, id);
  const { data, title, slug } = readCheatsheet(input);
  await refuseDuplicates(cms, title, slug, id);
  await cms.put(`/cheatsheets/${encodeURIComponent(id)}`, { data });
  return getCheatsheetForAdmin(cms, id);
}

export async function setCheatsheetFeatured(cms: StrapiClient, id: string, input: unknown): Promise<AdminCheatsheet> {
  const body = featuredBody.safeParse(input);
  if (!body.success) throw badRequest(FEATURED_MESSAGE);
  const { featured } = body.data;
  await getCheatsheetForAdmin(cms, id);
  await cms.put(`/cheatsheets/${encodeURIComponent(id)}`, { data: { featured } });
  return getCheatsheetForAdmin(cms, id);
}

export async function deleteCheatsheet(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getCheatsheetForAdmin(cms, id);
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/cheatsheets/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Cheatsheet deleted successfully', _id: id };
}

/** GET /api/cheatsheets/admin/{id}: any sheet, active or not, items sorted by order. */
export async function getCheatsheetForAdmin(cms: StrapiClient, id: string): Promise<AdminCheatsheet> {
  const sheet = await findDocumentOrNotFound<StrapiCheatsheet>(
    cms,
    'cheatsheets',
    id,
    { fields: ADMIN_FIELDS, populate: withItems },
    'Cheatsheet not found',
  );
  return toAdminCheatsheet(sheet);
}

/** GET /api/cheatsheets/admin/all: every sheet (inactive too) without items, newest first. */
export async function listCheatsheetsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string; category?: string },
): Promise<{ cheatsheets: AdminCheatsheetSummary[]; pagination: Pagination }> {
  const filters: Record<string, unknown> = {};
  if (query.search) {
    filters.$or = [
      { title: { $containsi: query.search } },
      { description: { $containsi: query.search } },
      { slug: { $containsi: query.search } },
    ];
  }
  if (query.category) filters.category = { $eqi: query.category };
  const answer = await cms.get<StrapiList<StrapiCheatsheet>>('/cheatsheets', {
    fields: ADMIN_FIELDS,
    filters,
    sort: ['createdAt:desc', 'id:desc'],
    pagination: { page: query.page, pageSize: query.limit },
  });
  return { cheatsheets: answer.data.map(toAdminSummary), pagination: toPagination(answer.meta.pagination) };
}

/** GET /api/cheatsheets/admin/stats: categoryStats per category as {_id, count}, largest first. */
export async function cheatsheetStats(cms: StrapiClient): Promise<CheatsheetStats> {
  const rows = await cms.getAll<{ category: string; is_active: boolean; featured: boolean }>('/cheatsheets', {
    fields: ['category', 'is_active', 'featured'],
  });
  const perCategory = new Map<string, number>();
  for (const row of rows) perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + 1);
  return {
    totalCheatsheets: rows.length,
    activeCheatsheets: rows.filter((row) => row.is_active).length,
    featuredCheatsheets: rows.filter((row) => row.featured).length,
    categoryStats: [...perCategory.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([category, count]) => ({ _id: category, count })),
  };
}
