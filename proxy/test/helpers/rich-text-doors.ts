import path from 'node:path';
import type { Cheatsheet } from '@exam-prep/contract/public/cheatsheets';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import { cmsDir, requireFromCms, type Stack, type Strapi } from './stack.js';

/** Content and readers for the suite that writes hostile HTML through each of the CMS's doors (cms/test/cms-sanitising.test.ts). */

export const QUESTION = 'api::question.question';
export const CHEATSHEET = 'api::cheatsheet.cheatsheet';

interface CleanUpReport {
  full: boolean;
  rowsRead: number;
  rowsCleaned: number;
  cleanedIn: string[];
}
/** The CMS's start-up clean-up, as its bootstrap runs it. */
export const cleanStoredRichText = (strapi: Strapi): Promise<CleanUpReport> =>
  requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'clean-stored-rich-text.js')).cleanStoredRichText(strapi);

/** One JSON call to Strapi with a bearer token (Strapi's own answers are untyped). */
export const bearerCall = async (url: string, method: string, token: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

/** Every HTML field of a question record as the proxy serves it. */
export const questionHtml = (record: QuestionRecord): Array<[string, string]> => [
  ['question', record.question.question],
  ['explanation', record.question.explanation ?? ''],
  ['answer', record.question.answer],
  ...record.options.map((option, at): [string, string] => [`option ${at}`, option.option_text]),
];

/** Every HTML field of a cheatsheet as the proxy serves it (code is not HTML). */
export const cheatsheetHtml = (sheet: Cheatsheet): Array<[string, string]> =>
  sheet.items.flatMap((item): Array<[string, string]> => [
    ...(item.text_content ? [[`${item.title} text`, item.text_content] as [string, string]] : []),
    ...(item.mixed_content ?? [])
      .filter((block: { type: string }) => block.type !== 'code')
      .map((block: { content: string }, at: number): [string, string] => [`${item.title} block ${at}`, block.content]),
  ]);

/** A question carrying `payload` in every HTML field; `tag` marks this version of it. */
export const questionData = (payload: string, tag: string) => ({
  question: `<p>Q ${tag}</p>${payload}`,
  question_type: 'text',
  explanation: `${payload}<p>E ${tag}</p>`,
  answer: `${payload} A`,
  options: [
    { option_type: 'text', option_text: `${payload} A` },
    { option_type: 'text', option_text: `${payload} B` },
  ],
});

/** A sheet (slug sheet-{tag}) carrying `payload` in a text item, a mixed item's two blocks and a code item. */
export const cheatsheetData = (payload: string, tag: string) => ({
  title: `Sheet ${tag}`,
  slug: `sheet-${tag}`,
  category: 'Security',
  is_active: true,
  items: [
    { title: 'Text', category: 'xss', content_type: 'text', text_content: `${payload}<p>T ${tag}</p>` },
    {
      title: 'Mixed',
      category: 'xss',
      content_type: 'mixed',
      mixed_content: [
        { type: 'text', content: `${payload}<p>M ${tag}</p>` },
        { type: 'code', language: 'html', content: payload },
      ],
    },
    { title: 'Code', category: 'xss', content_type: 'code', language: 'html', code: payload },
  ],
});

/**
 * Text that marks where payload `at` of a batch ends in a field (`field` names the field, `tag` the version of the
 * record): found in what the CMS stores, it shows the payloads before it did not swallow the rest of the field.
 */
export const payloadMarker = (field: string, tag: string, at: number) => `[${tag} ${field}${at}]`;
/** Every payload marker in a field's HTML. */
export const payloadMarkersIn = (html: string): string[] => html.match(/\[[a-z0-9]+ [A-Z]+\d+\]/g) ?? [];

/**
 * A question carrying a batch of payloads: question, explanation and answer hold them one after another, each
 * followed by its marker, and each payload has an option of its own besides (option 0 is the answer's, alike).
 */
export const questionBatchData = (payloads: readonly string[], tag: string) => {
  const all = (field: string) => payloads.map((payload, at) => `${payload}<p>${payloadMarker(field, tag, at)}</p>`).join('');
  const answer = `${all('A')} A`;
  return {
    question: `<p>Q ${tag}</p>${all('Q')}`,
    question_type: 'text',
    explanation: `${all('E')}<p>E ${tag}</p>`,
    answer,
    options: [
      { option_type: 'text', option_text: answer },
      ...payloads.map((payload, at) => ({ option_type: 'text', option_text: `${payload} ${payloadMarker('O', tag, at)}` })),
    ],
  };
};

/** A question's HTML fields as written (questionBatchData) or stored, in the shape the proxy serves (for questionHtml). */
export const questionBatchRecord = (data: {
  question: string;
  explanation: string;
  answer: string;
  options: Array<{ option_text: string }>;
}) =>
  ({
    question: { question: data.question, explanation: data.explanation, answer: data.answer },
    options: data.options.map(({ option_text }) => ({ option_text })),
  }) as unknown as QuestionRecord;

/**
 * A sheet (slug sheet-{tag}) carrying a batch of payloads, each in items of its own: a text item (`Text {at}`), a
 * mixed item's text and code blocks (`Mixed {at}`) and a code item (`Code {at}`).
 */
export const cheatsheetBatchData = (payloads: readonly string[], tag: string) => ({
  title: `Sheet ${tag}`,
  slug: `sheet-${tag}`,
  category: 'Security',
  is_active: true,
  items: payloads.flatMap((payload, at) => [
    { title: `Text ${at}`, category: 'xss', content_type: 'text', text_content: `${payload}<p>${payloadMarker('T', tag, at)}</p>` },
    {
      title: `Mixed ${at}`,
      category: 'xss',
      content_type: 'mixed',
      mixed_content: [
        { type: 'text', content: `${payload}<p>${payloadMarker('M', tag, at)}</p>` },
        { type: 'code', language: 'html', content: payload },
      ],
    },
    { title: `Code ${at}`, category: 'xss', content_type: 'code', language: 'html', code: payload },
  ]),
});

/**
 * Every rich-text field of every question and cheatsheet the public API serves, read the way a visitor reaches
 * them (each subtopic's list, every page of cheatsheets, each sheet), named for a failure message.
 */
export async function servedRichText(stack: Stack): Promise<Array<[string, string]>> {
  const fields: Array<[string, string]> = [];
  const subtopics: Array<{ subtopic_name: string }> = (await stack.json('/api/subtopics/all')).body;
  for (const { subtopic_name: name } of subtopics) {
    const records: QuestionRecord[] = (await stack.json(`/api/questions/subtopic/${encodeURIComponent(name)}`)).body;
    for (const record of records) {
      for (const [field, html] of questionHtml(record)) fields.push([`${field} of question ${record.question._id}`, html]);
    }
  }
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = (await stack.json(`/api/cheatsheets/all?page=${page}&limit=100`)).body;
    pages = list.pagination.totalPages;
    for (const { slug } of list.cheatsheets as Array<{ slug: string }>) {
      const sheet: Cheatsheet = (await stack.json(`/api/cheatsheets/slug/${slug}`)).body;
      for (const [field, html] of cheatsheetHtml(sheet)) fields.push([`${field} of cheatsheet ${slug}`, html]);
    }
  }
  return fields;
}
