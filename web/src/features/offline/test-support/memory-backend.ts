import type { KeptItem, KeptItemsBackend } from '@/features/offline/lib/kept-items';

/** A Cache Storage cache in memory: keyed by path, as the browser keys it by URL. */
export class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) => {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    const parsed = new URL(url, 'http://localhost/');
    return parsed.pathname + parsed.search;
  };
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  keysList = () => [...this.entries.keys()].sort();
}

/**
 * The registry's storage in memory (happy-dom has neither IndexedDB nor Cache Storage), with a network that
 * answers `files` (path → body, or a status) and fails any other address.
 */
export function memoryBackend(files: Record<string, string | number> = {}) {
  const items = new Map<string, KeptItem>();
  const cache = new MemoryCache();
  const fetched: string[] = [];
  const network = { files: { ...files }, down: false };
  const backend: KeptItemsBackend = {
    getItem: async (id) => structuredClone(items.get(id)),
    setItem: async (item) => void items.set(item.id, structuredClone(item)),
    deleteItem: async (id) => void items.delete(id),
    allItems: async () => [...items.values()].map((item) => structuredClone(item)),
    openCache: async () => cache as unknown as Cache,
    fetch: async (url) => {
      fetched.push(url);
      if (network.down) throw new TypeError('Failed to fetch');
      const path = new URL(url, 'http://localhost/');
      const file = network.files[path.pathname + path.search] ?? network.files[path.pathname];
      if (file === undefined) return new Response('Not found', { status: 404 });
      if (typeof file === 'number') return new Response('', { status: file });
      return new Response(file, { status: 200, headers: { 'content-type': 'text/plain', vary: 'Accept-Encoding' } });
    },
  };
  return { backend, items, cache, fetched, network };
}
