import { uploadUrl } from '@/lib/format';
import { sameOriginPath } from '@/features/offline/lib/kept-items';

/** Keys of a question record that name an uploaded picture (the question's figure, an image option's picture). */
const IMAGE_FIELD = /(?:image_url|path_url|_image)$/;
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)')/gi;

/**
 * Every same-origin picture an API answer shows: fields that name an upload, and each <img src> inside its rich
 * text (questions, options, explanations). Walks the whole answer, so a new field with a picture is found too.
 */
export function mediaUrlsOf(answer: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string | undefined) => {
    if (typeof value === 'string') {
      if (key && IMAGE_FIELD.test(key)) {
        const url = uploadUrl(value);
        if (url) found.add(url);
      }
      if (value.includes('<img')) {
        for (const match of value.matchAll(IMG_SRC)) found.add(decodeEntities(match[1] ?? match[2] ?? ''));
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, undefined);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, name);
    }
  };
  visit(answer, undefined);
  return [...found].filter(Boolean).flatMap((url) => sameOriginPath(url) ?? []);
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&');

/** Whether an answer holds typeset math (its fonts come with the page's loaded assets). */
export const hasMath = (answer: unknown): boolean => JSON.stringify(answer ?? null).includes('class=\\"katex');

/**
 * The build files this page loaded (scripts, styles, fonts under /assets/): kept with a download so the page still
 * starts when the runtime caches have let them go.
 */
export function loadedAssetUrls(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const path = sameOriginPath(entry.name);
    if (path?.startsWith('/assets/')) urls.add(path);
  }
  // The entry script and styles of the served HTML, in case the resource buffer dropped them.
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]',
  )) {
    const path = sameOriginPath(element instanceof HTMLScriptElement ? element.src : element.href);
    if (path?.startsWith('/assets/')) urls.add(path);
  }
  return [...urls];
}
