import { apiFetchWithHeaders } from './api';

/**
 * One page of a bare list the server paged (`?page&limit`): the body is the page's items, the totals travel in
 * headers (`X-Total-Count`, and `Link` with rel="next"/"prev").
 */
export interface ListPage<Item> {
  items: Item[];
  /** How many records match, over every page (the page's own length when the server sent no count). */
  total: number;
  /** Root-relative address of the next page, when there is one. */
  next: string | null;
  /** Root-relative address of the previous page, when there is one. */
  prev: string | null;
}

/** The number in X-Total-Count, or `fallback` when it is missing or not a whole number. */
export function totalCountOf(headers: Pick<Headers, 'get'>, fallback: number): number {
  const raw = headers.get('x-total-count')?.trim();
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const total = Number(raw);
  return Number.isSafeInteger(total) ? total : fallback;
}

/** The targets of a Link header by relation (RFC 8288): `</a?page=2>; rel="next", </a?page=0>; rel="prev"`. */
export function linkTargets(header: string | null | undefined): Record<string, string> {
  const targets: Record<string, string> = {};
  if (!header) return targets;
  for (const match of header.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";,]+)"?/i.exec(match[2] ?? '')?.[1];
    // A rel may name several relations ("next last"); the first link for a relation wins.
    for (const name of rel?.toLowerCase().split(/\s+/) ?? []) targets[name] ??= match[1]!;
  }
  return targets;
}

/** `path` with the query parameters that are set (a search left blank is left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** The page count for a total: at least 1, so an empty list is one empty page. */
export const pagesFor = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** Reads one page of a bare list and its totals. A body that is not a list counts as an empty page. */
export async function fetchListPage<Item>(path: string): Promise<ListPage<Item>> {
  const { body, headers } = await apiFetchWithHeaders<Item[]>(path);
  const items = Array.isArray(body) ? body : [];
  const links = linkTargets(headers.get('link'));
  return { items, total: totalCountOf(headers, items.length), next: links.next ?? null, prev: links.prev ?? null };
}
