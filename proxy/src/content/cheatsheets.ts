import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiCheatsheet, StrapiCheatsheetItem } from '#src/strapi/types.js';
import { stringList } from '#src/strapi/map.js';
import type { Pagination } from '@exam-prep/contract/common';
import type { Cheatsheet, CheatsheetItem, CheatsheetSummary } from '@exam-prep/contract/public/cheatsheets';
import { toPagination } from '#src/lib/pagination.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';

export const SUMMARY_FIELDS = [
  'title',
  'slug',
  'description',
  'category',
  'tags',
  'categories',
  'color',
  'featured',
  'views',
  'createdAt',
  'updatedAt',
];
const activeOnly = { is_active: { $eq: true } };

export function toCheatsheetSummary(row: StrapiCheatsheet): CheatsheetSummary {
  return {
    _id: row.documentId,
    title: row.title,
    slug: row.slug,
    description: row.description ?? null,
    category: row.category,
    tags: stringList(row.tags),
    categories: stringList(row.categories),
    color: row.color || null,
    featured: Boolean(row.featured),
    views: Number(row.views ?? 0),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    locale: localeOf(row),
  };
}

/**
 * A cheatsheet's English version with its translation's texts: title, description, tags, item categories and (when
 * the translation has any) its items, which are translated whole (code stays code in them). Slug, category (the
 * list's filter), colour and flags stay the English version's.
 */
export function localizedCheatsheet(row: StrapiCheatsheet, translation: StrapiCheatsheet | undefined): StrapiCheatsheet {
  if (!translation || !translated(translation.title)) return row;
  return {
    ...row,
    title: translation.title,
    description: translated(translation.description) ?? row.description,
    tags: listOr(translation.tags, row.tags),
    categories: listOr(translation.categories, row.categories),
    ...(row.items !== undefined && (translation.items ?? []).length > 0 ? { items: translation.items } : {}),
    locale: localeOf(translation),
  };
}

/** A list of texts of the translation where it has one, else ours. */
const listOr = (theirs: unknown, ours: unknown) => (Array.isArray(theirs) && theirs.some((item) => translated(item)) ? theirs : ours);

/** These English versions in `locale` (one more request per 100, none in English); `withItems` for a detail page. */
async function localizedSheets(cms: StrapiClient, locale: Locale, rows: StrapiCheatsheet[], withItems = false) {
  const translations = await translationsOf<StrapiCheatsheet>(
    cms,
    '/cheatsheets',
    locale,
    rows.map((row) => row.documentId),
    {
      fields: ['title', 'description', 'tags', 'categories'],
      ...(withItems ? { populate: { items: { populate: { mixed_content: true } } } } : {}),
    },
  );
  return rows.map((row) => localizedCheatsheet(row, translations.get(row.documentId)));
}

/** The CMS's enumerations are the contract's (contract/test/strapi-enums.test.ts). */
export const toCheatsheetItem = (item: StrapiCheatsheetItem): CheatsheetItem => ({
  title: item.title,
  description: item.description ?? null,
  category: item.category ?? null,
  order: Number(item.order ?? 0),
  content_type: item.content_type ?? 'code',
  language: (item.language ?? null) as CheatsheetItem['language'],
  code: item.code ?? null,
  text_content: item.text_content ?? null,
  mixed_content: (item.mixed_content ?? []).map((block) => ({
    type: block.type as CheatsheetItem['mixed_content'][number]['type'],
    language: (block.language ?? null) as CheatsheetItem['language'],
    content: block.content ?? '',
  })),
});

/** Items sorted by `order`, ties kept in their stored position. */
export const sortedItems = (items: StrapiCheatsheetItem[] | undefined) =>
  (items ?? []).map(toCheatsheetItem).sort((a, b) => a.order - b.order);

/** The public list: summaries without items (cards never show them; detail pages fetch by slug). */
export async function listActiveCheatsheets(
  cms: StrapiClient,
  paging: { page: number; limit: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ cheatsheets: CheatsheetSummary[]; pagination: Pagination }> {
  const answer = await cms.get<StrapiList<StrapiCheatsheet>>('/cheatsheets', {
    fields: SUMMARY_FIELDS,
    filters: activeOnly,
    sort: ['featured:desc', 'title:asc'],
    pagination: { page: paging.page, pageSize: paging.limit },
  });
  const rows = await localizedSheets(cms, locale, answer.data);
  return { cheatsheets: rows.map(toCheatsheetSummary), pagination: toPagination(answer.meta.pagination) };
}

export async function listFeaturedCheatsheets(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<CheatsheetSummary[]> {
  const rows = await cms.getAll<StrapiCheatsheet>('/cheatsheets', {
    fields: SUMMARY_FIELDS,
    filters: { ...activeOnly, featured: { $eq: true } },
    sort: ['title:asc'],
  });
  return (await localizedSheets(cms, locale, rows)).map(toCheatsheetSummary);
}

/** Distinct categories of active cheatsheets, alphabetical. */
export async function listCheatsheetCategories(cms: StrapiClient): Promise<{ categories: string[] }> {
  const rows = await cms.getAll<{ category: string }>('/cheatsheets', { fields: ['category'], filters: activeOnly });
  const categories = [...new Set(rows.map((row) => row.category?.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return { categories };
}

export const cheatsheetBySlugQuery = (slug: string) => ({
  fields: SUMMARY_FIELDS,
  populate: { items: { populate: { mixed_content: true } } },
  filters: { ...activeOnly, slug: { $eq: slug } },
  pagination: { page: 1, pageSize: 1 },
});

export async function findActiveCheatsheetBySlug(
  cms: StrapiClient,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Cheatsheet | undefined> {
  const answer = await cms.get<StrapiList<StrapiCheatsheet>>('/cheatsheets', cheatsheetBySlugQuery(slug));
  const [row] = await localizedSheets(cms, locale, answer.data, true);
  return row ? { ...toCheatsheetSummary(row), items: sortedItems(row.items) } : undefined;
}
