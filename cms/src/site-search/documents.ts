import { titleCase } from '@exam-prep/contract/page-text';
import { plainTextOf } from '#src/questions/question-title.js';

/**
 * What the site search finds, kind by kind: which content type, which of its entries are public, and
 * the two texts each entry is indexed with. `title` weighs most in the ranking and names the result; `body` is the
 * rest of what a reader sees on its page. Both are plain text: HTML fields are read as a reader sees them (tags
 * dropped, entities decoded) and plain-text fields are taken as they are (a stored `<b>` is text, and stays text).
 */

export const SEARCH_KINDS = ['question', 'subtopic', 'exam_pattern', 'cheatsheet', 'faq', 'code_question'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchText {
  title: string;
  body: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries as Strapi's query engine returns them
type Entry = Record<string, any>;

/** What a translation's texts are made with beyond its own entry (index-writer.ts reads it once per batch). */
export interface TranslationContext {
  /** The base (English) version of the same document. */
  base: Entry;
  /** Display names of topics in the translation's language, by the topic's documentId. */
  topicNames: Map<string, string>;
}

export interface SearchKindDefinition {
  kind: SearchKind;
  uid: string;
  /** Only entries with `is_active` true are public. */
  activeFlag: boolean;
  /** Entries held for tests (`held_for_tests`, questions/held-questions.ts) are not public. */
  heldFlag?: boolean;
  /** What build() reads, beyond the entry's own scalar fields. */
  populate: Record<string, unknown>;
  /** The indexed texts of a public entry, or undefined when it has no page to find (a subtopic without a topic). */
  build: (entry: Entry) => SearchText | undefined;
  /**
   * The texts of another language's version of a public document, or undefined when that version says
   * nothing of its own (a subtopic without a display name): the site shows the English one there, and so does search.
   */
  translate: (entry: Entry, context: TranslationContext) => SearchText | undefined;
}

/** C0 controls and DEL, and the private-use characters the PostgreSQL snippet borrows (query.ts): never indexed. */
const UNINDEXED_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f\ue000-\ue0ff]/g;

/** Plain text made one line, without the characters the snippets use as markers. */
export const cleanText = (text: unknown): string =>
  typeof text === 'string' ? text.replace(UNINDEXED_CHARACTERS, ' ').replace(/\s+/g, ' ').trim() : '';

const html = (value: unknown) => cleanText(typeof value === 'string' ? plainTextOf(value) : '');
const joined = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? cleanText(part) : ''))
    .filter(Boolean)
    .join(' · ');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const SEARCH_KIND_DEFINITIONS: Record<SearchKind, SearchKindDefinition> = {
  question: {
    kind: 'question',
    uid: 'api::question.question',
    activeFlag: false,
    heldFlag: true,
    populate: { options: true },
    build: (entry) => questionText(entry),
    translate: (entry) => (html(entry.question) ? questionText(entry) : undefined),
  },
  subtopic: {
    kind: 'subtopic',
    uid: 'api::subtopic.subtopic',
    activeFlag: false,
    populate: { topic: { select: ['topic_name', 'documentId'] } },
    // Its practice page lives under its topic: none without one.
    build: (entry) =>
      entry.topic?.topic_name
        ? { title: titleCase(String(entry.subtopic_name ?? '')), body: joined(titleCase(entry.topic.topic_name), entry.category) }
        : undefined,
    // Its display name, and its topic's in the same language (else the English one); its page is the English one's.
    translate: (entry, { base, topicNames }) =>
      filled(entry.display_name) && base.topic?.topic_name
        ? {
            title: cleanText(entry.display_name),
            body: joined(
              topicNames.get(base.topic.documentId) ?? titleCase(base.topic.topic_name),
              filled(entry.category) ? entry.category : base.category,
            ),
          }
        : undefined,
  },
  exam_pattern: {
    kind: 'exam_pattern',
    uid: 'api::exam-pattern.exam-pattern',
    activeFlag: true,
    populate: { sections: { populate: { topics: true } }, preparation_strategy: true },
    build: (entry) => examPatternText(entry),
    translate: (entry) => (filled(entry.exam_name) ? examPatternText(entry) : undefined),
  },
  cheatsheet: {
    kind: 'cheatsheet',
    uid: 'api::cheatsheet.cheatsheet',
    activeFlag: true,
    populate: { items: { populate: { mixed_content: true } } },
    build: (entry) => cheatsheetText(entry),
    translate: (entry) => (filled(entry.title) ? cheatsheetText(entry) : undefined),
  },
  faq: {
    kind: 'faq',
    uid: 'api::faq.faq',
    activeFlag: true,
    populate: { questions: true },
    build: (entry) => faqText(entry),
    translate: (entry) => (filled(entry.topic_title) ? faqText(entry) : undefined),
  },
  code_question: {
    kind: 'code_question',
    uid: 'api::code-question.code-question',
    activeFlag: true,
    populate: { content_blocks: true, topic: { select: ['slug', 'is_active', 'documentId'] } },
    // Shown on its topic's page: none when the question has no topic or its topic is hidden.
    build: (entry) => (entry.topic?.slug && entry.topic.is_active !== false ? codeQuestionText(entry) : undefined),
    // The page is the English version's topic's; the translation says its own title and texts.
    translate: (entry, { base }) => (filled(entry.title) && base.topic?.slug ? codeQuestionText(entry) : undefined),
  },
};

/** An FAQ topic is one hit: its title, then its description, tags and every question with its answer. */
function faqText(entry: Entry): SearchText {
  const questions = [...(entry.questions ?? [])].sort((a: Entry, b: Entry) => (a.order ?? 0) - (b.order ?? 0));
  return {
    title: cleanText(entry.topic_title),
    body: joined(entry.description, ...strings(entry.tags), ...questions.flatMap((item: Entry) => [item.question, html(item.answer)])),
  };
}

/** A code question's title, its description and its explanations; code is left out, as in cheatsheets. */
function codeQuestionText(entry: Entry): SearchText {
  const blocks = [...(entry.content_blocks ?? [])].sort((a: Entry, b: Entry) => (a.order ?? 0) - (b.order ?? 0));
  return {
    title: cleanText(plainTextOf(String(entry.title ?? ''))),
    body: joined(
      html(entry.description),
      ...blocks.filter((block: Entry) => block.type === 'text').map((block: Entry) => html(block.text_content)),
    ),
  };
}

/** The question is the title; its options and explanation are the body. */
function questionText(entry: Entry): SearchText {
  return {
    title: html(entry.question),
    body: [...(entry.options ?? []).map((option: Entry) => html(option.option_text)), html(entry.explanation)].filter(Boolean).join(' · '),
  };
}

function examPatternText(entry: Entry): SearchText {
  return {
    title: cleanText(entry.exam_name),
    body: joined(
      entry.description,
      ...(entry.sections ?? []).flatMap((section: Entry) => [
        section.section_name,
        ...(section.topics ?? []).map((topic: Entry) => topic.topic_name),
      ]),
      ...strings(entry.preparation_strategy?.important_topics),
      ...strings(entry.tags),
    ),
  };
}

/** Code is left out: it would match every search for `for` or `list`, and reads badly in a snippet. */
function cheatsheetText(entry: Entry): SearchText {
  return {
    title: cleanText(entry.title),
    body: joined(
      entry.description,
      entry.category,
      ...strings(entry.tags),
      ...(entry.items ?? []).flatMap((item: Entry) => [
        item.title,
        item.description,
        html(item.text_content),
        ...(item.mixed_content ?? []).filter((block: Entry) => block.type !== 'code').map((block: Entry) => html(block.content)),
      ]),
    ),
  };
}

export const definitionOfUid = (uid: string): SearchKindDefinition | undefined =>
  Object.values(SEARCH_KIND_DEFINITIONS).find((definition) => definition.uid === uid);
