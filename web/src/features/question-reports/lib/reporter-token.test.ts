import { REPORTER_TOKEN_PATTERN } from '@exam-prep/contract/report-reasons';
import { describe, expect, it, vi } from 'vitest';
import { brokenStorage, MemoryStorage } from '@/lib/memory-storage.test-support';
import { newReporterToken, REPORTER_TOKEN_KEY, reporterToken } from './reporter-token';

describe('the reporter token', () => {
  it('is 22 base64url characters of fresh randomness, within the server’s pattern', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newReporterToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(token).toMatch(REPORTER_TOKEN_PATTERN);
    }
  });

  it('is made once and kept: the same token on every later call', () => {
    const storage = new MemoryStorage();
    const first = reporterToken(storage);
    expect(storage.getItem(REPORTER_TOKEN_KEY)).toBe(first);
    expect(reporterToken(storage)).toBe(first);
    expect(reporterToken(new MemoryStorage({ [REPORTER_TOKEN_KEY]: first }))).toBe(first);
  });

  it('keeps a valid stored token and replaces one the server would refuse', () => {
    expect(reporterToken(new MemoryStorage({ [REPORTER_TOKEN_KEY]: 'a-kept-token_0123456789' }))).toBe('a-kept-token_0123456789');
    for (const bad of ['short', 'has spaces in it 0123456789', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const storage = new MemoryStorage({ [REPORTER_TOKEN_KEY]: bad });
      const token = reporterToken(storage);
      expect(token).not.toBe(bad);
      expect(token).toMatch(REPORTER_TOKEN_PATTERN);
      expect(storage.getItem(REPORTER_TOKEN_KEY)).toBe(token);
    }
  });

  it('without storage (refused or full) still gives a token, the same one for the whole page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = reporterToken(brokenStorage);
    expect(first).toMatch(REPORTER_TOKEN_PATTERN);
    expect(reporterToken(brokenStorage)).toBe(first);
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(reporterToken(full)).toBe(first);
    expect(reporterToken(undefined)).toBe(first);
    error.mockRestore();
  });
});
