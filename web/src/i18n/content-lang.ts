import { titleCase } from '@/lib/format';
import type { SiteLocale } from '@exam-prep/contract/page-locale';

/**
 * The `lang` of an item's texts on a page: 'en' when the API served it in English on a page in another language
 * (it has no translation yet: its `locale` says en), so screen readers and fonts read it as English; otherwise
 * nothing (the page's own language applies).
 */
export function contentLang(item: { locale?: string } | null | undefined, pageLocale: SiteLocale): 'en' | undefined {
  return pageLocale !== 'en' && item?.locale === 'en' ? 'en' : undefined;
}

/**
 * The `lang` of one field of an item: 'en' when the whole item is English (contentLang), or when the API names
 * the field in the item's `untranslated_fields` (a Hindi question whose translation lacks its explanation: that
 * one text is English inside a Hindi item).
 */
export function fieldLang(
  item: { locale?: string; untranslated_fields?: readonly string[] } | null | undefined,
  field: string,
  pageLocale: SiteLocale,
): 'en' | undefined {
  if (pageLocale === 'en') return undefined;
  return contentLang(item, pageLocale) ?? (item?.untranslated_fields?.includes(field) ? 'en' : undefined);
}

/**
 * A topic's or subtopic's name to show: its name in the page's language where the API has one (`display_name`,
 * e.g. प्रतिशत), else its stored slug title-cased ('percentages' → 'Percentages').
 */
export function shownName(item: { display_name?: string | null }, slug: string): string {
  return item.display_name?.trim() || titleCase(slug);
}
