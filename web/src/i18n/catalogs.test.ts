import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localeOfPath, pathInLocale, pathWithoutLocale, basenameOf, asSiteLocale } from '@exam-prep/contract/page-locale';
import { describe, expect, it } from 'vitest';
import english from './catalogs/en';
import hindi from './catalogs/hi';
import { createTranslator, type Messages } from './i18n';
import { serverTranslator } from './server';
import { localizedApiPath } from '@/lib/api';

/** Every key of a catalog ('nav.practice'), with its message. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [inner, text] of leaves(value, at)) found.set(inner, text);
    else found.set(at, value);
  }
  return found;
}

const featureCatalogs = import.meta.glob<{ default: Messages }>('../features/*/messages/{en,hi}.ts', { eager: true });
const featureNames = [...new Set(Object.keys(featureCatalogs).map((file) => file.split('/')[2]!))];
const catalogPairs: Array<[string, Messages, Messages | undefined]> = [
  ['common', english.messages, hindi.messages],
  ...featureNames.map((feature): [string, Messages, Messages | undefined] => [
    feature,
    featureCatalogs[`../features/${feature}/messages/en.ts`]!.default,
    featureCatalogs[`../features/${feature}/messages/hi.ts`]?.default,
  ]),
];

describe('the message catalogs', () => {
  it.each(catalogPairs)('%s: every English key has a Hindi message, and neither has an empty one', (_name, en, hi) => {
    expect(hi, 'a Hindi catalog beside the English one').toBeDefined();
    const englishKeys = leaves(en);
    const hindiKeys = leaves(hi!);
    expect([...hindiKeys.keys()].sort()).toEqual([...englishKeys.keys()].sort());
    for (const [key, text] of [...englishKeys, ...hindiKeys]) {
      if (typeof text === 'function') continue;
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('Hindi messages are written in Devanagari (not English left untranslated)', () => {
    for (const [, , hi] of catalogPairs) {
      const texts = [...leaves(hi!).values()].filter((text): text is string => typeof text === 'string');
      const devanagari = texts.filter((text) => /[\u0900-\u097F]/.test(text));
      // A few are names the same in both (e.g. 'Owl AI'); nearly all are Hindi.
      expect(devanagari.length / texts.length).toBeGreaterThan(0.8);
    }
  });

  it('every key the public code asks for exists in the English catalogs', () => {
    const known = new Set([...leaves(english.messages).keys()]);
    for (const [feature, en] of catalogPairs.slice(1)) for (const key of leaves(en).keys()) known.add(`${feature}.${key}`);
    const root = path.resolve(import.meta.dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(file);
      }
    };
    walk(root);
    const asked = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9.-]+)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
  });

  it('a translator fills placeholders, and answers a missing key with the key', () => {
    const en = createTranslator('en', english);
    expect(en.t('question.number', { number: 3 })).toBe('Question 3');
    expect(en.t('no.such.key')).toBe('no.such.key');
    const hi = serverTranslator('hi');
    expect(hi.t('question.number', { number: 3 })).toBe('प्रश्न 3');
    expect(hi.href('/practice')).toBe('/hi/practice');
    expect(serverTranslator('en').href('/practice')).toBe('/practice');
  });
});

describe('the locale helpers', () => {
  it('tell a page’s language by its address, and give its address in the other', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/practice/general-aptitude')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/practice')).toBe('en');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/practice')).toBe('/practice');
    expect(pathWithoutLocale('/practice')).toBe('/practice');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/practice', 'hi')).toBe('/hi/practice');
    expect(pathInLocale('/practice', 'en')).toBe('/practice');
    expect(basenameOf('hi')).toBe('/hi');
    expect(basenameOf('en')).toBe('');
    expect(asSiteLocale('hi')).toBe('hi');
    expect(asSiteLocale('fr')).toBeUndefined();
  });

  it('a Hindi page asks the API for Hindi content on public reads only', () => {
    expect(localizedApiPath('/api/topics/all', 'hi')).toBe('/api/topics/all?locale=hi');
    expect(localizedApiPath('/api/questions/subtopic/percentages?page=1&limit=10', 'hi')).toBe(
      '/api/questions/subtopic/percentages?page=1&limit=10&locale=hi',
    );
    expect(localizedApiPath('/api/topics/all', 'en')).toBe('/api/topics/all');
    expect(localizedApiPath('/api/mock-tests/x/attempts', 'hi', 'POST')).toBe('/api/mock-tests/x/attempts');
    expect(localizedApiPath('/api/admin/questions', 'hi')).toBe('/api/admin/questions');
    // A mock test's submission answers the result, with its explanations in the page's language.
    expect(localizedApiPath('/api/mock-tests/slug/ssc-cgl/submit', 'hi', 'POST')).toBe('/api/mock-tests/slug/ssc-cgl/submit?locale=hi');
    expect(localizedApiPath('/api/mock-tests/slug/ssc-cgl/submit', 'en', 'POST')).toBe('/api/mock-tests/slug/ssc-cgl/submit');
    expect(localizedApiPath('/api/ai/explanations/abc', 'hi', 'POST')).toBe('/api/ai/explanations/abc');
  });
});
