import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { setKeptItemsBackend, type KeptItem, type KeptItemsBackend } from '@/features/offline/lib/kept-items';

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

/**
 * Each test of the file gets a fresh in-memory registry and Cache Storage with these files on its "network" (the
 * registry's own backend is put back after each): read the current one through the returned function.
 */
export function withMemoryKeptItems(files?: Parameters<typeof memoryBackend>[0]): () => ReturnType<typeof memoryBackend> {
  let storage: ReturnType<typeof memoryBackend>;
  beforeEach(() => {
    storage = memoryBackend(files);
    setKeptItemsBackend(storage.backend);
  });
  afterEach(() => {
    setKeptItemsBackend();
    vi.restoreAllMocks();
  });
  return () => storage;
}

/** navigator.onLine false until the test ends. */
export function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  onTestFinished(() => void delete (navigator as { onLine?: boolean }).onLine);
}
