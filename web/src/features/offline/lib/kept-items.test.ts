// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  downloadToCache,
  keepItem,
  keptItemId,
  listKeptItems,
  removeKeptItem,
  setKeptItemsBackend,
  type KeptItem,
} from '@/features/offline/lib/kept-items';
import { memoryBackend } from '@/features/offline/test-support/memory-backend';

afterEach(() => setKeptItemsBackend());

const item = (id: string, urls: string[], savedAt = 1): KeptItem => ({
  id,
  kind: 'subtopic',
  title: id,
  path: `/practice/general-aptitude/${id}`,
  locale: 'en',
  urls,
  bytes: 10,
  savedAt,
});

describe('keptItemId', () => {
  it('is the kind, then the key', () => {
    expect(keptItemId('mock-test', 'ssc-cgl-tier-1-2024-shift-1')).toBe('mock-test:ssc-cgl-tier-1-2024-shift-1');
  });
});

describe('downloadToCache', () => {
  it('keeps each OK answer under its path, sums the bytes and reports progress', async () => {
    const storage = memoryBackend({
      '/practice/a': '<html>abc</html>',
      '/api/questions/subtopic/a?page=1': '[1,2]',
      '/uploads/x.png': 'PNG',
    });
    setKeptItemsBackend(storage.backend);
    const progress: [number, number, number][] = [];
    const result = await downloadToCache(
      ['/practice/a', 'http://localhost:3000/api/questions/subtopic/a?page=1', '/uploads/x.png', '/practice/a'],
      (done, total, bytes) => progress.push([done, total, bytes]),
    );
    expect(result).toEqual({ bytes: 16 + 5 + 3, failed: [] });
    expect(storage.cache.keysList()).toEqual(['/api/questions/subtopic/a?page=1', '/practice/a', '/uploads/x.png']);
    // Asked once each, though listed twice.
    expect(storage.fetched.filter((url) => url === '/practice/a')).toHaveLength(1);
    expect(progress[0]).toEqual([0, 3, 0]);
    expect(progress.at(-1)).toEqual([3, 3, 24]);
    // Kept without Vary, so the service worker matches it by URL alone.
    const kept = await storage.cache.match('/practice/a');
    expect(kept?.headers.get('vary')).toBeNull();
    expect(await kept?.text()).toBe('<html>abc</html>');
  });

  it('names what failed (an error status, another origin, no network) and keeps none of it', async () => {
    const storage = memoryBackend({ '/ok': 'ok', '/gone': 404, '/broken': 500 });
    setKeptItemsBackend(storage.backend);
    const result = await downloadToCache(['/ok', '/gone', '/broken', 'https://elsewhere.example/x.png']);
    expect(result.bytes).toBe(2);
    expect(result.failed.sort()).toEqual(['/broken', '/gone', 'https://elsewhere.example/x.png']);
    expect(storage.cache.keysList()).toEqual(['/ok']);
    // Another origin is never fetched.
    expect(storage.fetched).not.toContain('https://elsewhere.example/x.png');

    storage.network.down = true;
    expect((await downloadToCache(['/ok'])).failed).toEqual(['/ok']);
  });
});

describe('the registry', () => {
  it('lists kept items newest first', async () => {
    const storage = memoryBackend();
    setKeptItemsBackend(storage.backend);
    await keepItem(item('older', [], 1));
    await keepItem(item('newer', [], 2));
    expect((await listKeptItems()).map(({ id }) => id)).toEqual(['newer', 'older']);
  });

  it('removing an item deletes its files except those another kept item lists', async () => {
    const storage = memoryBackend({ '/a': 'a', '/b': 'b', '/shared.js': 'js' });
    setKeptItemsBackend(storage.backend);
    await downloadToCache(['/a', '/b', '/shared.js']);
    await keepItem(item('a', ['/a', '/shared.js']));
    await keepItem(item('b', ['/b', '/shared.js']));

    await removeKeptItem('a');
    expect((await listKeptItems()).map(({ id }) => id)).toEqual(['b']);
    expect(storage.cache.keysList()).toEqual(['/b', '/shared.js']);

    await removeKeptItem('b');
    expect(await listKeptItems()).toEqual([]);
    expect(storage.cache.keysList()).toEqual([]);
  });

  it('keeping an item again drops the files it no longer lists', async () => {
    const storage = memoryBackend({ '/page?page=1': '1', '/page?page=2': '2' });
    setKeptItemsBackend(storage.backend);
    await downloadToCache(['/page?page=1', '/page?page=2']);
    await keepItem(item('a', ['/page?page=1', '/page?page=2']));
    await keepItem(item('a', ['/page?page=1']));
    expect(storage.cache.keysList()).toEqual(['/page?page=1']);
  });

  it('tells every screen when an item is kept or removed', async () => {
    setKeptItemsBackend(memoryBackend().backend);
    let changes = 0;
    const count = () => (changes += 1);
    window.addEventListener('exam-prep:kept-items-changed', count);
    await keepItem(item('a', []));
    await removeKeptItem('a');
    window.removeEventListener('exam-prep:kept-items-changed', count);
    expect(changes).toBe(2);
  });
});
