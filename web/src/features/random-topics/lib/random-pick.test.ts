import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { COUNT_CHOICES, DEFAULT_COUNT, pickRandom, shuffle, toTopicCount, type RandomSource } from './random-pick';

/** A repeatable random source (mulberry32). */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letters = 'abcdefghijklmnopqrst'.split('');

describe('count choices', () => {
  it('are 3, 5, 7 and 10, defaulting to 5', () => {
    expect([...COUNT_CHOICES]).toEqual([3, 5, 7, 10]);
    expect(DEFAULT_COUNT).toBe(5);
  });

  it('accept only those values', () => {
    expect(toTopicCount('7')).toBe(7);
    expect(toTopicCount(10)).toBe(10);
    expect(toTopicCount(4)).toBe(DEFAULT_COUNT);
    expect(toTopicCount('lots')).toBe(DEFAULT_COUNT);
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    const input = [...letters];
    const result = shuffle(input, seeded(1));
    expect([...result].sort()).toEqual(letters);
    expect(input).toEqual(letters);
  });

  it('follows the random source (Fisher–Yates)', () => {
    // random() = 0 swaps each position with the first: [a,b,c] → [c,b,a] → [b,c,a].
    expect(shuffle(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
    // random() just below 1 never moves anything.
    expect(shuffle(['a', 'b', 'c'], () => 0.999999)).toEqual(['a', 'b', 'c']);
  });

  it('really mixes: different seeds give different orders, and every item can come first', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 400; seed++) firsts.add(shuffle(letters.slice(0, 5), seeded(seed))[0]);
    expect([...firsts].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shuffle(letters, seeded(1))).not.toEqual(shuffle(letters, seeded(2)));
  });
});

describe('pickRandom', () => {
  it('takes the chosen count from the shuffled list', () => {
    const picked = pickRandom(letters, 7, seeded(3));
    expect(picked).toHaveLength(7);
    expect(new Set(picked).size).toBe(7);
    expect(picked).toEqual(shuffle(letters, seeded(3)).slice(0, 7));
  });

  it('is capped by the number available', () => {
    expect(pickRandom(['a', 'b'], 5, seeded(4))).toHaveLength(2);
    expect(pickRandom([], 3, seeded(4))).toEqual([]);
  });
});

describe('the count shown', () => {
  const shown = (locale: 'en' | 'hi', count: number) => serverTranslator(locale).t('random-topics.shown', { count });
  it('is singular for one topic and plural otherwise', () => {
    expect(shown('en', 1)).toBe('Showing 1 random topic');
    expect(shown('en', 5)).toBe('Showing 5 random topics');
    expect(shown('en', 0)).toBe('Showing 0 random topics');
  });

  it('is written in Hindi on a Hindi page', () => {
    expect(shown('hi', 1)).toBe('1 विषय चुने गए');
    expect(shown('hi', 5)).toBe('5 विषय चुने गए');
  });
});
