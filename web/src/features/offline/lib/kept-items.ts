import { useCallback, useEffect, useState } from 'react';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { DOWNLOADS_CACHE } from '@/lib/offline/cache-names';
import type { KeptKind } from '@/features/offline/lib/item-ids';

/**
 * What a student chose to keep on the device ("Download for offline"): one record per item in IndexedDB, its files
 * in DOWNLOADS_CACHE (which the service worker answers from when the network has nothing). Full papers (mock tests)
 * use the same registry.
 */
export type { KeptKind } from '@/features/offline/lib/item-ids';

export interface KeptItem {
  /** keptItemId(kind, key). */
  id: string;
  kind: KeptKind;
  title: string;
  /**
   * The app path that opens it, without the language prefix and with its query if any, e.g.
   * /practice/general-aptitude/percentages: its address is pathInLocale(path, locale).
   */
  path: string;
  locale: 'en' | 'hi';
  /** Every URL put into DOWNLOADS_CACHE for it (same-origin paths with their query). */
  urls: string[];
  bytes: number;
  savedAt: number;
}

/** 'mock-test:ssc-cgl-tier-1-2024-shift-1': the kind, then the item's own key. */
export { keptItemId } from '@/features/offline/lib/item-ids';

/** Fired on window whenever an item is kept or removed, so every screen showing one refreshes. */
export const KEPT_ITEMS_CHANGED_EVENT = 'exam-prep:kept-items-changed';

/** The storage the registry uses: IndexedDB and Cache Storage in the browser, fakes in unit tests. */
export interface KeptItemsBackend {
  getItem(id: string): Promise<KeptItem | undefined>;
  setItem(item: KeptItem): Promise<void>;
  deleteItem(id: string): Promise<void>;
  allItems(): Promise<KeptItem[]>;
  openCache(): Promise<Cache>;
  fetch(url: string): Promise<Response>;
}

let idbStore: UseStore | undefined;
// Its own database, so no other idb-keyval user's clear() reaches it.
const keptStore = () => (idbStore ??= createStore('exam-prep-offline', 'kept-items'));

const browserBackend: KeptItemsBackend = {
  getItem: (id) => get<KeptItem>(id, keptStore()),
  setItem: (item) => set(item.id, item, keptStore()),
  deleteItem: (id) => del(id, keptStore()),
  allItems: () => values<KeptItem>(keptStore()),
  openCache: () => caches.open(DOWNLOADS_CACHE),
  fetch: (url) => fetch(url, { credentials: 'same-origin' }),
};

let backend: KeptItemsBackend = browserBackend;

/** Replaces the storage (unit tests); no argument restores the browser's. */
export function setKeptItemsBackend(replacement?: KeptItemsBackend) {
  backend = replacement ?? browserBackend;
}

/** Whether this browser can keep anything (Cache Storage and IndexedDB; both need a secure context). */
export function canKeepItems(): boolean {
  if (backend !== browserBackend) return true;
  return typeof window !== 'undefined' && 'caches' in window && typeof indexedDB !== 'undefined';
}

/** A URL as the cache keys it: same-origin path and query, or undefined for another origin. */
export function sameOriginPath(url: string): string | undefined {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const parsed = new URL(url, base);
  if (parsed.origin !== new URL(base).origin) return undefined;
  return parsed.pathname + parsed.search;
}

const DOWNLOAD_PARALLEL = 4;

/**
 * Fetches each URL (same origin only, with the session cookie) and puts every OK answer into DOWNLOADS_CACHE.
 * Answers are stored as fresh responses without Vary, encoding or the redirect mark, so the service worker can hand
 * one to a navigation and match it by its URL alone. Reports progress after each file.
 */
export async function downloadToCache(
  urls: string[],
  onProgress?: (done: number, total: number, bytes: number) => void,
): Promise<{ bytes: number; failed: string[] }> {
  const unique = [...new Set(urls)];
  const cache = await backend.openCache();
  const failed: string[] = [];
  let bytes = 0;
  let done = 0;
  let next = 0;
  onProgress?.(0, unique.length, 0);

  const downloadOne = async (url: string) => {
    const path = sameOriginPath(url);
    if (!path) {
      failed.push(url);
      return;
    }
    try {
      const response = await backend.fetch(path);
      if (!response.ok) {
        failed.push(url);
        return;
      }
      const body = await response.blob();
      const headers = new Headers(response.headers);
      // The body is already decoded: its old encoding and length would describe other bytes.
      for (const name of ['vary', 'set-cookie', 'content-encoding', 'content-length']) headers.delete(name);
      await cache.put(path, new Response(body, { status: response.status, statusText: response.statusText, headers }));
      bytes += body.size;
    } catch {
      failed.push(url);
    }
  };

  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++]!;
      await downloadOne(url);
      done += 1;
      onProgress?.(done, unique.length, bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DOWNLOAD_PARALLEL, unique.length) }, worker));
  return { bytes, failed };
}

function announceChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(KEPT_ITEMS_CHANGED_EVENT));
}

/** Records an item (replacing one with its id). Files it no longer lists stay only if another item lists them. */
export async function keepItem(item: KeptItem): Promise<void> {
  const previous = await backend.getItem(item.id);
  await backend.setItem(item);
  if (previous) {
    const dropped = previous.urls.filter((url) => !item.urls.includes(url));
    if (dropped.length > 0) await deleteUnlisted(dropped);
  }
  announceChange();
}

/** Every kept item, newest first. */
export async function listKeptItems(): Promise<KeptItem[]> {
  const items = await backend.allItems();
  return items.sort((a, b) => b.savedAt - a.savedAt);
}

export async function getKeptItem(id: string): Promise<KeptItem | undefined> {
  return backend.getItem(id);
}

/** Deletes those of the URLs that no kept item lists any more. */
async function deleteUnlisted(urls: string[]) {
  const stillListed = new Set((await backend.allItems()).flatMap((item) => item.urls));
  const cache = await backend.openCache();
  await Promise.all(urls.filter((url) => !stillListed.has(url)).map((url) => cache.delete(sameOriginPath(url) ?? url)));
}

/** Forgets an item and deletes its files from DOWNLOADS_CACHE, except those another kept item still lists. */
export async function removeKeptItem(id: string): Promise<void> {
  const item = await backend.getItem(id);
  await backend.deleteItem(id);
  if (item) await deleteUnlisted(item.urls);
  announceChange();
}

/** The kept item with this id (undefined: not kept), loaded after hydration and refreshed on every change. */
export function useKeptItem(id: string): { item: KeptItem | undefined; loading: boolean; refresh(): void } {
  const [state, setState] = useState<{ id: string; item: KeptItem | undefined; loading: boolean }>({
    id,
    item: undefined,
    loading: true,
  });
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    window.addEventListener(KEPT_ITEMS_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(KEPT_ITEMS_CHANGED_EVENT, refresh);
  }, [refresh]);

  useEffect(() => {
    let live = true;
    const read = canKeepItems() ? backend.getItem(id) : Promise.resolve(undefined);
    read.then(
      (item) => live && setState({ id, item, loading: false }),
      () => live && setState({ id, item: undefined, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  // Another id than the one loaded: loading until its record is read.
  if (state.id !== id) return { item: undefined, loading: true, refresh };
  return { item: state.item, loading: state.loading, refresh };
}
