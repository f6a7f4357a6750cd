import {
  TRANSLATION_MESSAGES,
  type CheatsheetTexts,
  type ExamPatternTexts,
  type MockTestTexts,
  type QuestionTexts,
  type SubtopicTexts,
  type TopicTexts,
  type TranslatedType,
  type TranslationAnswer,
} from '@exam-prep/contract/admin/translations';
import { badRequest } from '#src/lib/errors.js';
import { titleCase } from '@exam-prep/contract/page-text';
import { isBlankRichText, sanitizeRichText } from '@exam-prep/contract/rich-text';

/**
 * How each translated type's texts are read from a version and laid into the English structure (see
 * admin-translations.ts): one adapter per type.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as Strapi's REST API answers them
export type Row = Record<string, any>;
type Shared = Array<{ label: string; value: string }>;

export interface Adapter<T> {
  collection: string;
  /** What a version is read with (the English one and the translation alike). */
  query: object;
  /** The texts of a version; `english` aligns a translation's lists with the English ones. */
  texts: (row: Row, english?: Row) => T;
  /** What every language shares, for the translator to see. */
  shared: (english: Row) => Shared;
  /** The Strapi data of the translation: the English structure with these texts (a 400 when they do not fit it). */
  data: (english: Row, texts: T) => Row;
}

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const richOrNull = (html: string | null | undefined) => {
  const clean = sanitizeRichText(html ?? '');
  return isBlankRichText(clean) ? null : clean;
};
const required = (value: string, field: string) => {
  const text = value.trim();
  if (!text) throw badRequest(TRANSLATION_MESSAGES.required(field));
  return text;
};
const sameCount = (field: string, sent: unknown[], english: unknown[]) => {
  if (sent.length !== english.length) throw badRequest(TRANSLATION_MESSAGES.sameCount(field, english.length));
};
const words = (items: string[]) => items.filter(Boolean).join(', ');

const topics: Adapter<TopicTexts> = {
  collection: 'topics',
  query: { fields: ['topic_name', 'display_name'] },
  // English has no display name of its own (the site title-cases the stored name): that is what is translated.
  texts: (row, english) => ({ display_name: str(row.display_name) || (english ? '' : titleCase(str(row.topic_name))) }),
  shared: (english) => [{ label: 'Name in addresses', value: str(english.topic_name) }],
  data: (_english, texts) => ({ display_name: required(texts.display_name, 'display_name') }),
};

const subtopics: Adapter<SubtopicTexts> = {
  collection: 'subtopics',
  query: { fields: ['subtopic_name', 'display_name', 'category'] },
  texts: (row, english) => ({
    display_name: str(row.display_name) || (english ? '' : titleCase(str(row.subtopic_name))),
    category: orNull(row.category),
  }),
  shared: (english) => [{ label: 'Name in addresses', value: str(english.subtopic_name) }],
  data: (_english, texts) => ({ display_name: required(texts.display_name, 'display_name'), category: orNull(texts.category) }),
};

const questions: Adapter<QuestionTexts> = {
  collection: 'questions',
  query: {
    fields: ['question', 'explanation', 'answer', 'question_type'],
    populate: { options: { populate: { image: { fields: ['id', 'name'] } } }, question_image: { fields: ['name'] } },
  },
  texts: (row, english) => {
    const own = rows(row.options);
    // A translation's options in the English order: matched by key, else by position.
    const options = english
      ? rows(english.options).map(
          (option, index) =>
            str((option.option_key ? own.find((other) => other.option_key === option.option_key) : undefined)?.option_text) ||
            (own.length === rows(english.options).length ? str(own[index]?.option_text) : ''),
        )
      : own.map((option) => str(option.option_text));
    return { question: str(row.question), explanation: orNull(row.explanation), options };
  },
  shared: (english) => {
    const options = rows(english.options);
    const right = options.findIndex((option) => str(option.option_text).toLowerCase() === str(english.answer).toLowerCase());
    return [
      { label: 'Type', value: str(english.question_type) },
      { label: 'Correct option', value: right >= 0 ? String.fromCharCode(65 + right) : str(english.answer) },
      ...(english.question_image?.name ? [{ label: 'Picture', value: str(english.question_image.name) }] : []),
      ...options.flatMap((option, index) =>
        option.image?.name ? [{ label: `Option ${String.fromCharCode(65 + index)} picture`, value: str(option.image.name) }] : [],
      ),
    ];
  },
  data: (english, texts) => {
    const question = sanitizeRichText(texts.question);
    if (isBlankRichText(question)) throw badRequest(TRANSLATION_MESSAGES.required('question'));
    const options = rows(english.options);
    sameCount('options', texts.options, options);
    return {
      question,
      explanation: richOrNull(texts.explanation),
      options: options.map((option, index) => {
        const text = sanitizeRichText(texts.options[index] ?? '');
        // An option of text needs its text; a picture option may have none (as in English).
        if (isBlankRichText(text) && option.option_type !== 'image') throw badRequest(TRANSLATION_MESSAGES.required(`options[${index}]`));
        return {
          option_key: option.option_key,
          option_type: option.option_type,
          option_text: isBlankRichText(text) ? '' : text,
          image: option.image?.id ?? null,
        };
      }),
    };
  },
};

const examPatterns: Adapter<ExamPatternTexts> = {
  collection: 'exam-patterns',
  query: {
    fields: [
      'slug',
      'exam_name',
      'description',
      'language_options',
      'tags',
      'success_rate',
      'average_score',
      'total_questions',
      'duration',
    ],
    populate: {
      sections: { populate: { topics: true } },
      eligibility_criteria: { populate: { age_limit: true } },
      important_dates: true,
      preparation_strategy: true,
      cutoff_marks: true,
    },
  },
  texts: (row, english) => {
    const sections = rows(row.sections);
    const dates = rows(row.important_dates);
    const align = <T>(ours: Row[], theirs: Row[], make: (item: Row | undefined, index: number) => T) =>
      (english ? ours : theirs).map((_item, index) => make(theirs[index], index));
    const strategy = (row.preparation_strategy ?? {}) as Row;
    const eligibility = (row.eligibility_criteria ?? {}) as Row;
    const cutoffs = (row.cutoff_marks ?? {}) as Row;
    return {
      exam_name: str(row.exam_name),
      description: str(row.description),
      sections: align(rows(english?.sections), sections, (section, index) => ({
        section_name: str(section?.section_name),
        topics: (english ? rows(english.sections[index]?.topics) : rows(section?.topics)).map((_topic, at) =>
          str(rows(section?.topics)[at]?.topic_name),
        ),
      })),
      eligibility_criteria: {
        education_qualification: orNull(eligibility.education_qualification),
        nationality: orNull(eligibility.nationality),
        experience_required: orNull(eligibility.experience_required),
      },
      important_dates: align(rows(english?.important_dates), dates, (date) => ({ event: str(date?.event), date: orNull(date?.date) })),
      preparation_strategy: {
        recommended_study_time: orNull(strategy.recommended_study_time),
        important_topics: list(strategy.important_topics),
        practice_tips: list(strategy.practice_tips),
        reference_books: list(strategy.reference_books),
        online_resources: list(strategy.online_resources),
      },
      language_options: list(row.language_options),
      tags: list(row.tags),
      success_rate: orNull(row.success_rate),
      average_score: orNull(row.average_score),
      cutoff_marks: { general: orNull(cutoffs.general), obc: orNull(cutoffs.obc), sc: orNull(cutoffs.sc), st: orNull(cutoffs.st) },
    };
  },
  shared: (english) => [
    { label: 'Slug', value: str(english.slug) },
    { label: 'Questions', value: String(english.total_questions ?? '') },
    { label: 'Minutes', value: String(english.duration ?? '') },
    { label: 'Section codes', value: words(rows(english.sections).map((section) => str(section.section_code))) },
  ],
  data: (english, texts) => {
    const sections = rows(english.sections);
    sameCount('sections', texts.sections, sections);
    const dates = rows(english.important_dates);
    sameCount('important_dates', texts.important_dates, dates);
    const { id: _eligibilityId, ...eligibility } = (english.eligibility_criteria ?? {}) as Row;
    const withoutIds = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutIds)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (key === 'id' ? [] : [[key, withoutIds(inner)]])))
          : value;
    return {
      slug: english.slug,
      exam_name: required(texts.exam_name, 'exam_name'),
      description: texts.description,
      sections: sections.map((section, index) => {
        const own = texts.sections[index]!;
        const topicsOfSection = rows(section.topics);
        sameCount(`sections[${index}].topics`, own.topics, topicsOfSection);
        return {
          ...(withoutIds(section) as Row),
          section_name: required(own.section_name, `sections[${index}].section_name`),
          topics: topicsOfSection.map((topic, at) => ({
            ...(withoutIds(topic) as Row),
            topic_name: own.topics[at]!.trim() || topic.topic_name,
          })),
        };
      }),
      eligibility_criteria: english.eligibility_criteria ? { ...(withoutIds(eligibility) as Row), ...texts.eligibility_criteria } : null,
      important_dates: dates.map((_date, index) => ({
        event: required(texts.important_dates[index]!.event, `important_dates[${index}].event`),
        date: texts.important_dates[index]!.date,
      })),
      preparation_strategy: texts.preparation_strategy,
      language_options: texts.language_options,
      tags: texts.tags,
      success_rate: texts.success_rate,
      average_score: texts.average_score,
      cutoff_marks: texts.cutoff_marks,
    };
  },
};

const cheatsheets: Adapter<CheatsheetTexts> = {
  collection: 'cheatsheets',
  query: {
    fields: ['slug', 'title', 'description', 'tags', 'categories', 'category'],
    populate: { items: { populate: { mixed_content: true } } },
  },
  texts: (row, english) => {
    const own = rows(row.items);
    return {
      title: str(row.title),
      description: orNull(row.description),
      tags: list(row.tags),
      categories: list(row.categories),
      items: (english ? rows(english.items) : own).map((item, index) => {
        const mine = english ? own[index] : item;
        return {
          title: str(mine?.title),
          description: orNull(mine?.description),
          category: str(mine?.category),
          text_content: item.content_type === 'text' ? str(mine?.text_content) : null,
          blocks: rows(item.mixed_content).map((block, at) => (block.type === 'code' ? null : str(rows(mine?.mixed_content)[at]?.content))),
        };
      }),
    };
  },
  shared: (english) => [
    { label: 'Slug', value: str(english.slug) },
    { label: 'Category (list filter)', value: str(english.category) },
    { label: 'Items', value: String(rows(english.items).length) },
  ],
  data: (english, texts) => {
    const items = rows(english.items);
    sameCount('items', texts.items, items);
    return {
      slug: english.slug,
      title: required(texts.title, 'title'),
      description: texts.description,
      tags: texts.tags,
      categories: texts.categories,
      items: items.map((item, index) => {
        const own = texts.items[index]!;
        const blocks = rows(item.mixed_content);
        if (item.content_type === 'mixed') sameCount(`items[${index}].blocks`, own.blocks, blocks);
        return {
          title: required(own.title, `items[${index}].title`),
          description: own.description,
          category: own.category.trim() || item.category,
          order: item.order ?? index,
          content_type: item.content_type,
          language: item.language,
          code: item.code,
          text_content: item.content_type === 'text' ? sanitizeRichText(own.text_content ?? '') : item.text_content,
          // Code blocks are the English ones: code reads the same in every language.
          mixed_content: blocks.map((block, at) => ({
            type: block.type,
            language: block.language,
            content: block.type === 'code' ? block.content : sanitizeRichText(own.blocks[at] ?? ''),
          })),
        };
      }),
    };
  },
};

const mockTests: Adapter<MockTestTexts> = {
  collection: 'mock-tests',
  query: { fields: ['slug', 'title', 'instructions', 'kind'], populate: { sections: { fields: ['section_name', 'duration'] } } },
  texts: (row, english) => ({
    title: str(row.title),
    instructions: str(row.instructions),
    sections: (english ? rows(english.sections) : rows(row.sections)).map((_section, index) =>
      str(rows(row.sections)[index]?.section_name),
    ),
  }),
  shared: (english) => [
    { label: 'Slug', value: str(english.slug) },
    { label: 'Kind', value: str(english.kind) },
    { label: 'Sections', value: String(rows(english.sections).length) },
  ],
  data: (english, texts) => {
    const sections = rows(english.sections);
    sameCount('sections', texts.sections, sections);
    return {
      slug: english.slug,
      title: required(texts.title, 'title'),
      instructions: richOrNull(texts.instructions) ?? '',
      // Names only: a paper's questions and blueprints are the English version's (relations stay per language).
      sections: sections.map((section, index) => ({
        section_name: required(texts.sections[index]!, `sections[${index}]`),
        duration: section.duration ?? null,
      })),
    };
  },
};

export const ADAPTERS: { [T in TranslatedType]: Adapter<TranslationAnswer<T>['english']> } = {
  topics,
  subtopics,
  questions,
  'exam-patterns': examPatterns,
  cheatsheets,
  'mock-tests': mockTests,
};
