import type { Core } from '@strapi/strapi';
import { findHtmlModels, holdsHtml, type HtmlField } from './html-fields';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';

/** Document-service actions that carry entry data to store. */
const WRITE_ACTIONS = new Set(['create', 'update', 'clone']);

type Data = Record<string, unknown>;
type Attribute = { type: string; component?: string; repeatable?: boolean };

const isData = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Cleans every HTML field of every write that goes through Strapi's document service, whoever makes it: the
 * Content Manager (Strapi's admin panel), the REST API, the proxy, seeds and imports. Components and dynamic
 * zones are followed to any depth. The caller's data object is not modified: a cleaned copy replaces it.
 */
export function sanitizeRichTextOnWrite(strapi: Core.Strapi) {
  let htmlFields: Map<string, HtmlField[]> | undefined;
  const fieldsOf = (uid: string) => {
    htmlFields ??= new Map(findHtmlModels(strapi).map((model) => [model.uid, model.fields]));
    return htmlFields.get(uid) ?? [];
  };

  const cleanEntry = (uid: string, data: Data): Data => {
    const attributes = (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};
    let cleaned: Data | undefined;
    const set = (name: string, value: unknown) => {
      if (value === data[name]) return;
      cleaned ??= { ...data };
      cleaned[name] = value;
    };

    for (const field of fieldsOf(uid)) {
      const value = data[field.attribute];
      if (typeof value === 'string' && holdsHtml(field, data)) set(field.attribute, sanitizeRichText(value));
    }
    for (const [name, attribute] of Object.entries(attributes)) {
      const value = data[name];
      if (attribute.type === 'component' && attribute.component) {
        const component = attribute.component;
        if (Array.isArray(value))
          set(
            name,
            cleanList(value, () => component),
          );
        else if (isData(value)) set(name, cleanEntry(component, value));
      } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
        set(
          name,
          cleanList(value, (item) => (typeof item.__component === 'string' ? item.__component : undefined)),
        );
      }
    }
    return cleaned ?? data;
  };

  /** A list of components (ids and other non-objects pass through); the same array when nothing changed. */
  const cleanList = (list: unknown[], componentOf: (item: Data) => string | undefined): unknown[] => {
    const cleaned = list.map((item) => {
      const component = isData(item) ? componentOf(item) : undefined;
      return component ? cleanEntry(component, item as Data) : item;
    });
    return cleaned.some((item, index) => item !== list[index]) ? cleaned : list;
  };

  strapi.documents.use(async (context, next) => {
    const params = context.params as { data?: unknown } | undefined;
    if (WRITE_ACTIONS.has(context.action) && params && isData(params.data)) {
      params.data = cleanEntry(context.uid, params.data);
    }
    return next();
  });
}
