import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMath } from '@exam-prep/contract/math-delimiters';

/**
 * The Hindi demo content (cms/src/seed/data/hindi) against the English seed it translates: every question names an
 * English question by its exact text and keeps its options' count, order and numbers (so the same option is right),
 * every topic, subtopic and category has a Hindi name, exam patterns and cheatsheets exist in English by slug and keep
 * their numbers, flags, codes and code, formulas (LaTeX) are the English ones, and every text a reader sees is non-empty
 * Hindi. Data only: no Strapi needed.
 */

const dataDir = path.resolve(import.meta.dirname, '..', '..', '..', 'cms', 'src', 'seed', 'data');

interface EnglishQuestion {
  question: string;
  options: Array<{ option_text: string }>;
  answer: string;
  explanation: string;
}
interface EnglishTopic {
  topic_name: string;
  subtopics: Array<{ subtopic_name: string; category: string; questions: EnglishQuestion[] }>;
}
interface HindiQuestion {
  subtopic_name: string;
  english_question: string;
  question: string;
  options: string[];
  explanation: string;
}
type Json = Record<string, unknown>;
interface HindiData {
  HINDI_TOPIC_NAMES: Record<string, string>;
  HINDI_SUBTOPIC_NAMES: Record<string, string>;
  HINDI_SUBTOPIC_CATEGORIES: Record<string, string>;
  HINDI_QUESTIONS: HindiQuestion[];
  HINDI_EXAM_PATTERNS: Array<Json & { slug: string }>;
  HINDI_CHEATSHEETS: Array<Json & { slug: string; categories: string[]; items: Array<{ category: string }> }>;
}

const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(dataDir, file)).href)) as T;

let hindi: HindiData;
let topics: EnglishTopic[];
let examPatterns: Array<Json & { slug: string }>;
let cheatsheets: Array<Json & { slug: string }>;

beforeAll(async () => {
  hindi = await load<HindiData>('hindi/index.ts');
  // Every topic of the English seed, whichever file it is in (a new topic file is checked without editing this test).
  const modules = await Promise.all(
    readdirSync(dataDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => load<Json>(file)),
  );
  topics = modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is EnglishTopic => !!value && typeof value === 'object' && 'topic_name' in value && 'subtopics' in value,
    ),
  );
  examPatterns = (await load<{ examPatterns: typeof examPatterns }>('exam-patterns.ts')).examPatterns;
  cheatsheets = (await load<{ cheatsheets: typeof cheatsheets }>('cheatsheets.ts')).cheatsheets;
});

const DEVANAGARI = /[\u0900-\u097F]/;
/** The numbers of a text, as written (1,25,000 and 12.5 are one number each), markup left out. */
const numbers = (text: string): string[] => text.replace(/<[^>]*>/g, ' ').match(/\d+(?:[.,]\d+)*/g) ?? [];
const sorted = (values: string[]) => [...values].sort();
const urls = (text: string) => sorted(text.match(/https?:\/\/\S+/g) ?? []);
/** The formulas of a rich text as written, by the proxy's own delimiter rule: math reads the same in both languages. */
const formulas = (text: string) => sorted(findMath(text).flatMap((segment) => (segment.type === 'math' ? [segment.source] : [])));

const QUESTION_TAGS = new Set(['p', 'strong', 'em', 'sup', 'sub', 'ul', 'li']);
const SHEET_TAGS = new Set([...QUESTION_TAGS, 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/** What is wrong with a rich-text value: a tag outside `allowed`, or tags that do not nest. */
function markupProblems(html: string, allowed: Set<string>): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (!allowed.has(name)) problems.push(`<${name}> is not allowed`);
    if (!closing) open.push(name);
    else if (open.pop() !== name) problems.push(`</${name}> closes the wrong tag`);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  return problems;
}

/** The tag names of a rich-text value, counted (order aside: Hindi word order differs). */
const tagCounts = (html: string) => sorted([...html.matchAll(/<([a-z0-9]+)[^>]*>/g)].map((match) => match[1]));

/**
 * How a Hindi string is checked against its English one: 'same' (codes, slugs, enumerations, code), 'free' (any
 * non-empty text: tags), 'hindi' (non-empty, in Devanagari, with the same numbers and web addresses when `counted`).
 */
type Rule = 'same' | 'free' | 'hindi';

/** Walks the English object and its Hindi version together: same fields, list lengths, numbers and flags. */
function compare(
  english: unknown,
  hindiValue: unknown,
  at: string[],
  ruleOf: (key: string, at: string[], parent: Json) => Rule,
  counted: boolean,
) {
  const problems: string[] = [];
  const walk = (en: unknown, hi: unknown, where: string[], parent: Json) => {
    const label = where.join('.');
    if (Array.isArray(en)) {
      if (!Array.isArray(hi) || hi.length !== en.length)
        problems.push(`${label}: ${Array.isArray(hi) ? hi.length : 'no'} entries, English has ${en.length}`);
      else en.forEach((item, index) => walk(item, hi[index], [...where, String(index)], parent));
    } else if (en && typeof en === 'object') {
      if (!hi || typeof hi !== 'object') return void problems.push(`${label}: not an object`);
      const fields = Object.keys(en).sort();
      if (Object.keys(hi).sort().join() !== fields.join())
        problems.push(`${label}: fields ${Object.keys(hi).sort().join()}, English has ${fields.join()}`);
      for (const field of fields) walk((en as Json)[field], (hi as Json)[field], [...where, field], en as Json);
    } else if (typeof en !== 'string') {
      if (hi !== en) problems.push(`${label}: ${String(hi)}, English has ${String(en)}`);
    } else {
      const key = [...where].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
      const rule = ruleOf(key, where, parent);
      if (typeof hi !== 'string' || hi.trim() === '') problems.push(`${label}: empty`);
      else if (rule === 'same' && hi !== en) problems.push(`${label}: changed (${JSON.stringify(hi)})`);
      else if (rule === 'hindi') {
        if (!DEVANAGARI.test(hi)) problems.push(`${label}: not in Hindi (${JSON.stringify(hi)})`);
        if (counted && sorted(numbers(hi)).join() !== sorted(numbers(en)).join())
          problems.push(`${label}: numbers ${numbers(hi)} instead of ${numbers(en)}`);
        if (urls(hi).join() !== urls(en).join()) problems.push(`${label}: web addresses ${urls(hi)} instead of ${urls(en)}`);
        if (formulas(hi).join('\n') !== formulas(en).join('\n'))
          problems.push(`${label}: formulas ${formulas(hi)} instead of ${formulas(en)}`);
      }
    }
  };
  walk(english, hindiValue, at, {});
  return problems;
}

describe('Hindi demo content', () => {
  it('names every English topic, subtopic and subtopic category in Hindi, and nothing else', () => {
    const subtopics = topics.flatMap((topic) => topic.subtopics);
    const expected = {
      HINDI_TOPIC_NAMES: topics.map((topic) => topic.topic_name),
      HINDI_SUBTOPIC_NAMES: subtopics.map((subtopic) => subtopic.subtopic_name),
      HINDI_SUBTOPIC_CATEGORIES: [...new Set(subtopics.map((subtopic) => subtopic.category))],
    };
    expect(expected.HINDI_TOPIC_NAMES.length).toBeGreaterThanOrEqual(5);
    for (const [name, keys] of Object.entries(expected)) {
      const names = hindi[name as keyof typeof expected];
      expect(Object.keys(names).sort(), name).toEqual([...keys].sort());
      for (const [key, value] of Object.entries(names)) expect(value, `${name}[${key}]`).toMatch(DEVANAGARI);
      expect(new Set(Object.values(names)).size, `${name}: two keys share a Hindi name`).toBe(keys.length);
    }
  });

  it('has 45+ questions over 8+ subtopics of 3+ topics, each the Hindi version of one English question', () => {
    const questions = hindi.HINDI_QUESTIONS;
    expect(questions.length).toBeGreaterThanOrEqual(45);
    expect(new Set(questions.map((q) => q.subtopic_name)).size).toBeGreaterThanOrEqual(8);
    const topicOf = new Map(topics.flatMap((topic) => topic.subtopics.map((subtopic) => [subtopic.subtopic_name, topic.topic_name])));
    expect(new Set(questions.map((q) => topicOf.get(q.subtopic_name))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(questions.map((q) => q.english_question)).size, 'an English question is translated twice').toBe(questions.length);

    const subtopics = new Map(topics.flatMap((topic) => topic.subtopics.map((subtopic) => [subtopic.subtopic_name, subtopic])));
    for (const q of questions) {
      const label = `${q.subtopic_name}: ${q.english_question}`;
      const english = subtopics.get(q.subtopic_name)?.questions.find((candidate) => candidate.question === q.english_question);
      expect(english, `${label} — no such English question in that subtopic`).toBeDefined();
      if (!english) continue;

      expect(q.question, label).toMatch(DEVANAGARI);
      expect(q.explanation, label).toMatch(DEVANAGARI);
      expect(q.explanation.length, label).toBeGreaterThan(40);
      expect(markupProblems(q.question, QUESTION_TAGS), label).toEqual([]);
      expect(markupProblems(q.explanation, QUESTION_TAGS), label).toEqual([]);
      expect(q.explanation.startsWith('<p>'), label).toBe(true);
      expect(tagCounts(q.question), `${label} — markup differs from the English`).toEqual(tagCounts(english.question));
      expect(sorted(numbers(q.question)), `${label} — numbers differ from the English`).toEqual(sorted(numbers(english.question)));
      expect(formulas(q.question), `${label} — formulas differ from the English`).toEqual(formulas(english.question));
      expect(formulas(q.explanation), `${label} — the explanation's formulas differ from the English`).toEqual(
        formulas(english.explanation),
      );

      // Same count and order: the option at the English answer's position is the right one.
      expect(q.options, label).toHaveLength(english.options.length);
      expect(new Set(q.options).size, `${label} — two options read the same`).toBe(q.options.length);
      q.options.forEach((option, index) => {
        const englishOption = english.options[index].option_text;
        expect(option.trim(), label).not.toBe('');
        expect(numbers(option), `${label} — option ${index + 1} numbers`).toEqual(numbers(englishOption));
        // An option left in Latin script (a number, a code, a formula) is the English option exactly.
        if (!DEVANAGARI.test(option)) expect(option, `${label} — option ${index + 1}`).toBe(englishOption);
      });
      const answer = english.options.findIndex((option) => option.option_text === english.answer);
      expect(answer, label).toBeGreaterThanOrEqual(0);
      // The worked reasoning arrives at the right option's figures.
      for (const figure of numbers(q.options[answer]))
        expect(numbers(q.explanation), `${label} — the answer's ${figure}`).toContain(figure);
    }
  });

  it('has 2+ exam patterns, each an English pattern in Hindi with the same numbers, codes and flags', () => {
    const patterns = hindi.HINDI_EXAM_PATTERNS;
    expect(patterns.length).toBeGreaterThanOrEqual(2);
    expect(new Set(patterns.map((p) => p.slug)).size).toBe(patterns.length);
    const same = new Set([
      'slug',
      'exam_level',
      'section_code',
      'difficulty_level',
      'question_types',
      'exam_frequency',
      'exam_mode',
      'competition_level',
      'exam_official_website',
      'exam_color',
    ]);
    for (const pattern of patterns) {
      const english = examPatterns.find((candidate) => candidate.slug === pattern.slug);
      expect(english, `no English exam pattern ${pattern.slug}`).toBeDefined();
      const problems = compare(
        english,
        pattern,
        [pattern.slug],
        (key) => (same.has(key) ? 'same' : key === 'tags' ? 'free' : 'hindi'),
        true,
      );
      expect(problems).toEqual([]);
    }
  });

  it('has 2+ cheatsheets, each an English cheatsheet with Hindi prose and the same code', () => {
    const sheets = hindi.HINDI_CHEATSHEETS;
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sheets.map((s) => s.slug)).size).toBe(sheets.length);
    const same = new Set(['slug', 'content_type', 'language', 'type', 'code', 'color', 'featured']);
    for (const sheet of sheets) {
      const english = cheatsheets.find((candidate) => candidate.slug === sheet.slug);
      expect(english, `no English cheatsheet ${sheet.slug}`).toBeDefined();
      const ruleOf = (key: string, at: string[], parent: Json): Rule => {
        if (same.has(key) || (key === 'content' && parent.type === 'code')) return 'same';
        // The sheet's own category is the list filter shared by all languages; its items' categories are Hindi.
        if (key === 'category' && at.length === 2) return 'same';
        return key === 'tags' ? 'free' : 'hindi';
      };
      expect(compare(english, sheet, [sheet.slug], ruleOf, false)).toEqual([]);

      // The filter categories are the items' categories, in order of first use (as in the English seed).
      expect(sheet.categories).toEqual([...new Set(sheet.items.map((item) => item.category))]);
      const richTexts = sheet.items.flatMap((item) => {
        const { text_content, mixed_content } = item as { text_content?: string; mixed_content?: Array<{ type: string; content: string }> };
        return [text_content ?? '', ...(mixed_content ?? []).filter((block) => block.type === 'text').map((block) => block.content)];
      });
      for (const html of richTexts.filter(Boolean)) expect(markupProblems(html, SHEET_TAGS), html).toEqual([]);
    }
  });
});
