import type { Core } from '@strapi/strapi';
import type { CheatsheetBlockType } from '@exam-prep/contract/enums';
import { RICH_TEXT_CUSTOM_FIELD } from './rich-text-field';

/** A field whose text clients render as HTML. */
export interface HtmlField {
  attribute: string;
  /** Left alone when this sibling field holds this value: a code block's content is code, shown as text. */
  unless?: { attribute: string; equals: string };
}

/** Every field of one content type or component that holds HTML. */
export interface HtmlModel {
  uid: string;
  fields: HtmlField[];
}

/**
 * `text` fields that hold HTML although Strapi stores them as plain text. Every `richtext` field and every field
 * edited with the panel's HTML editor (RICH_TEXT_CUSTOM_FIELD: question, explanation, cheatsheet text_content,
 * and any added later) is found by its type. Plain-text fields (titles,
 * descriptions, exam-pattern details, code) are shown as text by the web app and are not touched: cleaning
 * them would only turn `a < b` into `a &lt; b`.
 */
const HTML_TEXT_FIELDS: Record<string, HtmlField[]> = {
  'api::question.question': [
    // The correct option's text (HTML), or its letter: cleaned like the options so the two stay equal.
    { attribute: 'answer' },
    // The stored Owl AI explanation, served as HTML by /api/questions/:id/ai-explanation.
    { attribute: 'ai_explanation' },
  ],
  // Text options are rich-text HTML; the proxy cleans every option's text the same way.
  'question.option': [{ attribute: 'option_text' }],
  // A mixed-content block is rich text unless it is code (the schema's default type is text). 'code' is the CMS's own
  // run-time value, type-checked against the contract's (contract/test/strapi-enums.test.ts checks the schema's).
  'cheatsheet.block': [{ attribute: 'content', unless: { attribute: 'type', equals: 'code' satisfies CheatsheetBlockType } }],
};

/** Strapi gives a custom field its stored type (`text`) and keeps its name in `customField`. */
type Attributes = Record<string, { type: string; customField?: string }>;

/**
 * The HTML fields of every content type of this project (api::*) and of every component, in a stable order.
 * Throws when a field named above no longer exists, so a renamed field cannot silently lose its cleaning.
 */
export function findHtmlModels(strapi: Core.Strapi): HtmlModel[] {
  const schemas: Array<[string, Attributes]> = [
    ...Object.entries(strapi.contentTypes).filter(([uid]) => uid.startsWith('api::')),
    ...Object.entries(strapi.components),
  ].map(([uid, schema]) => [uid, (schema as { attributes: Attributes }).attributes]);
  const known = new Map(schemas);

  for (const [uid, fields] of Object.entries(HTML_TEXT_FIELDS)) {
    const attributes = known.get(uid);
    for (const field of fields) {
      for (const name of [field.attribute, field.unless?.attribute].filter(Boolean) as string[]) {
        if (!attributes?.[name])
          throw new Error(`Rich-text cleaning: ${uid} has no attribute "${name}" (see cms/src/sanitize/html-fields.ts)`);
      }
    }
  }

  return schemas
    .map(([uid, attributes]): HtmlModel => {
      const richText = Object.entries(attributes)
        .filter(([, attribute]) => attribute.type === 'richtext' || attribute.customField === RICH_TEXT_CUSTOM_FIELD)
        .map(([attribute]): HtmlField => ({ attribute }));
      return { uid, fields: [...richText, ...(HTML_TEXT_FIELDS[uid] ?? [])] };
    })
    .filter((model) => model.fields.length > 0)
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

/** Whether this field's value in `row` (an entry's data or a stored row) is HTML to clean. */
export function holdsHtml(field: HtmlField, row: Record<string, unknown>): boolean {
  return !field.unless || row[field.unless.attribute] !== field.unless.equals;
}
