import { describe, expect, it } from 'vitest';
import type { StudentProfile } from '@exam-prep/contract/student/account';
import type { PeerChannel } from '#src/shared/shared-state.js';
import { ProfileCache } from './profile-cache.js';

/** Two proxies' channels joined together, as Redis pub/sub joins them (a proxy never hears itself). */
function joinedPeers(): [PeerChannel, PeerChannel] {
  const handlers: Array<(message: string) => void> = [() => undefined, () => undefined];
  const channel = (me: number): PeerChannel => ({
    publish: (message) => handlers[1 - me]!(message),
    subscribe: (handler) => void (handlers[me] = handler),
  });
  return [channel(0), channel(1)];
}

const profile = (id: string): StudentProfile => ({
  _id: id,
  username: id,
  email: `${id}@example.com`,
  email_verified: true,
  locale: 'en',
  display_name: null,
  public_number: 1234,
  created_at: new Date(0).toISOString(),
});

describe('ProfileCache', () => {
  it('keeps a profile for its time, per token', () => {
    const cache = new ProfileCache(undefined, 50);
    cache.set('token-a', profile('a'));
    expect(cache.get('token-a')?._id).toBe('a');
    expect(cache.get('token-b')).toBeUndefined();
  });

  it('an entry past its time is gone', async () => {
    const cache = new ProfileCache(undefined, 1);
    cache.set('token-a', profile('a'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('drops one session, or every session of a student, here and on the other proxies', () => {
    const [one, two] = joinedPeers();
    const here = new ProfileCache(one);
    const there = new ProfileCache(two);
    for (const cache of [here, there]) {
      cache.set('a-1', profile('a'));
      cache.set('a-2', profile('a'));
      cache.set('b-1', profile('b'));
    }
    here.drop('a-1');
    for (const cache of [here, there]) expect([cache.get('a-1'), cache.get('a-2')?._id]).toEqual([undefined, 'a']);
    there.dropStudent('a');
    for (const cache of [here, there]) expect([cache.get('a-2'), cache.get('b-1')?._id]).toEqual([undefined, 'b']);
  });
});
