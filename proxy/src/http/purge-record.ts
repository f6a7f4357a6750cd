import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { AcceptedWrite } from '#src/strapi/client.js';

/**
 * One saved state of one entry: `<documentId>@<updatedAt>` after a create or an update, `<documentId>@deleted`
 * after a delete. Strapi's write answers and its webhooks both name entries this way, so a purge made for a
 * write through the proxy and the webhook Strapi sends for that same write can be recognised as one change.
 */
export type EntryVersion = string;

/**
 * Why a cache is purged: the entry versions the purge makes visible. `complete` is false when some change could
 * not be named (a write whose answer did not say what it saved, a webhook without a readable entry): such a
 * purge is always applied.
 */
export interface PurgeCause {
  versions: EntryVersion[];
  complete: boolean;
}

/** How long a purge is remembered: Strapi's webhook for a write normally follows it within milliseconds. */
const REMEMBER_MS = 30_000;
/** Bounds the memory of a bulk import's thousands of writes; older versions are simply purged again. */
const REMEMBER_MAX = 10_000;

interface Saved {
  documentId?: unknown;
  updatedAt?: unknown;
}

const versionOf = (saved: Saved | undefined): EntryVersion | undefined =>
  typeof saved?.documentId === 'string' && typeof saved.updatedAt === 'string' ? `${saved.documentId}@${saved.updatedAt}` : undefined;
const deletedVersion = (documentId: string): EntryVersion => `${documentId}@deleted`;

/**
 * The entry versions a set of accepted writes saved. Strapi answers creates and updates with
 * `{data: {documentId, updatedAt, ...}}`, uploads with the stored files, and deletes of documents with 204
 * (the documentId is the path's last segment).
 */
export function causeOfWrites(writes: AcceptedWrite[]): PurgeCause {
  const versions: EntryVersion[] = [];
  let complete = true;
  for (const { method, path, answer } of writes) {
    const named: Array<EntryVersion | undefined> =
      method === 'DELETE'
        ? [
            answer === undefined
              ? deletedVersion(decodeURIComponent(path.split('?')[0]!.split('/').pop() ?? ''))
              : deletedMediaVersion(answer),
          ]
        : Array.isArray(answer)
          ? answer.map((file) => versionOf(file as Saved)) // POST /upload: the stored files
          : [versionOf((answer as { data?: Saved } | undefined)?.data)];
    for (const version of named) {
      if (version) versions.push(version);
      else complete = false;
    }
    if (named.length === 0) complete = false;
  }
  return { versions, complete };
}

/** DELETE /upload/files/{id} answers with the removed file. */
function deletedMediaVersion(answer: unknown): EntryVersion | undefined {
  const documentId = (answer as Saved | undefined)?.documentId;
  return typeof documentId === 'string' ? deletedVersion(documentId) : undefined;
}

/** Content types whose entries never appear in a public answer: their changes need no purge. */
const NOT_PUBLIC_UIDS = /^(admin::|plugin::users-permissions\.)/;

/**
 * What a webhook of Strapi's (cms/src/bootstrap/purge-webhook.ts) is about. Strapi posts one event per change:
 * `{event: 'entry.create' | 'entry.update' | 'entry.delete', uid, model, entry: {documentId, updatedAt, ...}}`
 * or `{event: 'media.create' | 'media.update' | 'media.delete', media: {documentId, updatedAt, ...}}`.
 * Returns null for a change no public answer shows (an administrator account's, say); anything unreadable is an
 * incomplete cause, so it still purges.
 */
export function causeOfWebhook(payload: unknown): PurgeCause | null {
  const unnamed: PurgeCause = { versions: [], complete: false };
  if (!payload || typeof payload !== 'object') return unnamed;
  const { event, uid, entry, media } = payload as { event?: unknown; uid?: unknown; entry?: Saved; media?: Saved };
  if (typeof event !== 'string') return unnamed;
  if (event.startsWith('entry.') && typeof uid === 'string' && NOT_PUBLIC_UIDS.test(uid)) return null;
  const saved = event.startsWith('entry.') ? entry : event.startsWith('media.') ? media : undefined;
  const deleted = event === 'entry.delete' || event === 'media.delete';
  const version = deleted ? (typeof saved?.documentId === 'string' ? deletedVersion(saved.documentId) : undefined) : versionOf(saved);
  return version ? { versions: [version], complete: true } : unnamed;
}

/** Largest webhook body read: entries are sent fully populated. A larger one is not parsed (and so purges). */
const WEBHOOK_BODY_LIMIT = 8 * 1024 * 1024;

/** Reads a webhook's JSON body; undefined when there is none or it cannot be read (the caller then purges). */
export async function readWebhookBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > WEBHOOK_BODY_LIMIT) return undefined;
      chunks.push(chunk);
    }
    return size === 0 ? undefined : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * The entry versions this proxy's cache was recently purged for. A purge for the very same versions a moment
 * later (Strapi's webhook for a write the proxy already purged for, or the same purge relayed by another proxy)
 * would only throw away answers computed after that change: it is skipped, once, and the record is used up.
 * Every purge recorded here happened after the change was saved, which is what makes the skip safe.
 */
export class RecentPurges {
  private readonly purged = new LRUCache<EntryVersion, true>({ max: REMEMBER_MAX, ttl: REMEMBER_MS });

  /** True (and the record used up) when every version of a complete cause was already purged for. */
  alreadyPurged(cause: PurgeCause | undefined): boolean {
    if (!cause?.complete || cause.versions.length === 0) return false;
    if (!cause.versions.every((version) => this.purged.has(version))) return false;
    for (const version of cause.versions) this.purged.delete(version);
    return true;
  }

  remember(cause: PurgeCause | undefined) {
    for (const version of cause?.versions ?? []) this.purged.set(version, true);
  }
}
