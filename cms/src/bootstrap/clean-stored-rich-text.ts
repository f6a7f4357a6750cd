import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { version as sanitizerVersion } from 'sanitize-html/package.json';
import { findHtmlModels, holdsHtml, type HtmlModel } from '#src/sanitize/html-fields.js';
import { RICH_TEXT_OPTIONS, sanitizeRichText } from '@exam-prep/contract/rich-text';

/** Where the clean-up remembers how far it got, in Strapi's core store. */
const STORE = { type: 'core', name: 'rich-text', key: 'stored-rows-clean-up' } as const;
/** Rows read (and updates written, in one transaction) at a time: memory stays flat on 100k questions. */
const PAGE_SIZE = 500;

interface CleanUpState {
  /** The rules (and fields) the stored rows were last cleaned with. */
  version: string;
  /** Per table (content type or component uid): rows up to this id have been cleaned. */
  cleanedUpTo: Record<string, number>;
}

export interface CleanUpReport {
  /** Every row was looked at: first run, or the rules or the list of HTML fields changed. */
  full: boolean;
  rowsRead: number;
  rowsCleaned: number;
  /** Content types and components with at least one row cleaned. */
  cleanedIn: string[];
}

/**
 * Identifies the rules: the sanitiser's options (its functions by their source), sanitize-html's version and
 * the HTML fields. Any change means every stored row must be looked at again.
 */
function rulesVersion(models: HtmlModel[]): string {
  const rules = JSON.stringify({ options: RICH_TEXT_OPTIONS, sanitizerVersion, models }, (_key, value: unknown) =>
    typeof value === 'function' ? value.toString() : value,
  );
  return createHash('sha256').update(rules).digest('hex');
}

/**
 * Cleans the HTML fields of the rows already stored, straight in the database: rows written before the CMS
 * sanitised on write, or written around the document service (raw SQL, bulk imports with knex). Only rows whose
 * clean value differs are written, a page at a time. Safe to run any number of times.
 *
 * It runs at every start but reads every row only when the rules change (or on the first run); otherwise it
 * reads only rows added since the last run (ids above the stored mark), so a start with nothing new costs a few
 * empty queries. Not noticed until the rules change: an existing row changed with raw SQL afterwards.
 *
 * Rows are updated without the document service on purpose: this is not an edit (updatedAt, the stored AI
 * explanation and webhooks per entry stay as they are). One purge webhook tells the proxies when anything changed.
 */
export async function cleanStoredRichText(strapi: Core.Strapi): Promise<CleanUpReport> {
  const models = findHtmlModels(strapi);
  const version = rulesVersion(models);
  const stored = (await strapi.store.get(STORE)) as CleanUpState | null;
  const full = !stored || stored.version !== version;
  const cleanedUpTo: Record<string, number> = full ? {} : { ...stored.cleanedUpTo };
  const report: CleanUpReport = { full, rowsRead: 0, rowsCleaned: 0, cleanedIn: [] };

  for (const model of models) {
    const { tableName, attributes } = strapi.db.metadata.get(model.uid) as {
      tableName: string;
      attributes: Record<string, { columnName?: string }>;
    };
    const columnOf = (attribute: string) => attributes[attribute]?.columnName ?? attribute;
    const wanted = [...new Set(model.fields.flatMap((field) => [field.attribute, field.unless?.attribute].filter(Boolean) as string[]))];
    // Read as attribute names, so holdsHtml() sees a row the way it sees entry data.
    const select = Object.fromEntries(wanted.map((attribute) => [attribute, columnOf(attribute)]));
    let after = cleanedUpTo[model.uid] ?? 0;
    let cleanedHere = 0;

    for (;;) {
      const rows: Array<Record<string, unknown> & { id: number }> = await strapi.db
        .getConnection(tableName)
        .select({ id: 'id', ...select })
        .where('id', '>', after)
        .orderBy('id', 'asc')
        .limit(PAGE_SIZE);
      if (rows.length === 0) break;
      report.rowsRead += rows.length;

      const updates: Array<{ id: number; values: Record<string, string> }> = [];
      for (const row of rows) {
        const values: Record<string, string> = {};
        for (const field of model.fields) {
          const value = row[field.attribute];
          if (typeof value !== 'string' || !holdsHtml(field, row)) continue;
          const clean = sanitizeRichText(value);
          if (clean !== value) values[columnOf(field.attribute)] = clean;
        }
        if (Object.keys(values).length > 0) updates.push({ id: Number(row.id), values });
      }
      if (updates.length > 0) {
        await strapi.db.connection.transaction(async (trx) => {
          const schema = strapi.db.getSchemaName();
          for (const { id, values } of updates) {
            await (schema ? trx(tableName).withSchema(schema) : trx(tableName)).where('id', id).update(values);
          }
        });
        cleanedHere += updates.length;
      }
      after = Number(rows[rows.length - 1]!.id);
    }

    cleanedUpTo[model.uid] = after;
    if (cleanedHere > 0) {
      report.rowsCleaned += cleanedHere;
      report.cleanedIn.push(model.uid);
    }
  }

  await strapi.store.set({ ...STORE, value: { version, cleanedUpTo } satisfies CleanUpState });
  if (report.rowsCleaned > 0) {
    strapi.log.warn(
      `Rich text: cleaned ${report.rowsCleaned} stored row(s) in ${report.cleanedIn.join(', ')} (markup the sanitiser does not allow).`,
    );
    // The proxies may hold answers with the old HTML: Strapi's purge webhook empties their caches.
    for (const uid of report.cleanedIn) strapi.eventHub.emit('entry.update', { model: uid.split('.').pop(), uid, entry: null });
  }
  return report;
}
