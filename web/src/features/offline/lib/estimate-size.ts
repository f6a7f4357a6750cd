/** What a page or API read weighs when nothing says better (a practice page's HTML, a page of questions). */
const GUESSED_BYTES = 25_000;
const HEAD_PARALLEL = 4;

/**
 * About how much a download costs before it starts (data saver asks first): a build file this page already loaded
 * weighs what the browser measured; an uploaded picture what its Content-Length says (a HEAD request, no body);
 * anything else a typical page's size.
 */
export async function estimateBytes(urls: string[], head: (url: string) => Promise<Response> = headRequest): Promise<number> {
  const measured = new Map<string, number>();
  if (typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function') {
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = pathOf(entry.name);
      if (path && entry.decodedBodySize > 0) measured.set(path, entry.decodedBodySize);
    }
  }
  const uploads = urls.filter((url) => !measured.has(url) && url.startsWith('/uploads/'));
  let next = 0;
  const worker = async () => {
    while (next < uploads.length) {
      const url = uploads[next++]!;
      try {
        const length = Number((await head(url)).headers.get('content-length'));
        if (Number.isFinite(length) && length > 0) measured.set(url, length);
      } catch {
        // Unknown: guessed below.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEAD_PARALLEL, uploads.length) }, worker));
  return [...new Set(urls)].reduce((sum, url) => sum + (measured.get(url) ?? GUESSED_BYTES), 0);
}

const headRequest = (url: string) => fetch(url, { method: 'HEAD', credentials: 'same-origin' });

function pathOf(url: string): string | undefined {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search : undefined;
  } catch {
    return undefined;
  }
}
