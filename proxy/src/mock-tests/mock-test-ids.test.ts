import { describe, expect, it } from 'vitest';
import { attemptScopedId, attemptStanding, clientNetwork, idDisguise, mockTestKeys, networkHash } from '#src/mock-tests/mock-test-ids.js';

/** The pure rules behind a paper's own ids and the statistics' counting (contract tests: mock-test-integrity.test.ts). */

describe('ids of an attempt', () => {
  const keys = mockTestKeys('a-secret-of-the-proxy');
  it('are the same for the same attempt, differ between attempts and keys, and map back', () => {
    const id = attemptScopedId(keys.ids, 'attempt-1', 'q1');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(attemptScopedId(keys.ids, 'attempt-1', 'q1')).toBe(id);
    expect(attemptScopedId(keys.ids, 'attempt-2', 'q1')).not.toBe(id);
    expect(attemptScopedId(mockTestKeys('another-secret').ids, 'attempt-1', 'q1')).not.toBe(id);
    const { toShown, toReal } = idDisguise(keys.ids, 'attempt-1', ['q1', 'q2']);
    expect(toReal.get(toShown.get('q2')!)).toBe('q2');
  });
});

describe('client networks', () => {
  it('are the /24 of IPv4 (mapped ones too) and the /64 of IPv6, hashed with a key', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    const keys = mockTestKeys('a-secret-of-the-proxy');
    expect(networkHash(keys.networks, '203.0.113.1')).toBe(networkHash(keys.networks, '203.0.113.250'));
    expect(networkHash(keys.networks, '203.0.113.1')).not.toBe(networkHash(keys.networks, '203.0.114.1'));
    expect(networkHash(keys.networks, '203.0.113.1')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('an attempt’s standing', () => {
  const clock = { allowedSeconds: 1200, answered: 10, questions: 20 };
  it('is late past the time and 60 s of grace; late or implausibly fast attempts do not count', () => {
    expect(attemptStanding({ ...clock, elapsedSeconds: 1260 })).toEqual({ late: false, countable: true });
    expect(attemptStanding({ ...clock, elapsedSeconds: 1261 })).toEqual({ late: true, countable: false });
    // Under 10% of the time: fine with half answered or less, implausible with more.
    expect(attemptStanding({ ...clock, elapsedSeconds: 60 })).toEqual({ late: false, countable: true });
    expect(attemptStanding({ ...clock, elapsedSeconds: 60, answered: 11 })).toEqual({ late: false, countable: false });
    expect(attemptStanding({ ...clock, elapsedSeconds: 120, answered: 20 })).toEqual({ late: false, countable: true });
    // Drawn before the server kept the clock: never late.
    expect(attemptStanding({ ...clock, allowedSeconds: null, elapsedSeconds: 99_999 })).toEqual({ late: false, countable: true });
  });
});
