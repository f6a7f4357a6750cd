import type { StrapiMedia } from './types.js';

/**
 * The contract carries bare upload file names ('chart_1a2b.png'); clients load `/uploads/{name}`.
 * Strapi's local provider answers '/uploads/chart_1a2b.png'.
 */
export function uploadFileName(media: StrapiMedia | null | undefined): string | null {
  if (!media?.url) return null;
  const marker = '/uploads/';
  const at = media.url.lastIndexOf(marker);
  return at === -1 ? media.url : media.url.slice(at + marker.length);
}

/** Component data without Strapi's numeric ids (the contract never leaks them). */
export function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutIds(item)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key !== 'id') copy[key] = withoutIds(inner);
    }
    return copy as T;
  }
  return value;
}

/** JSON list fields (tags, language options...) as a list of strings, whatever an editor typed. */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String);
  if (typeof value === 'string' && value.trim())
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}
