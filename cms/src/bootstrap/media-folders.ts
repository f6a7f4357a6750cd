import type { Core } from '@strapi/strapi';
import { findHtmlModels, holdsHtml, type HtmlField } from '#src/sanitize/html-fields.js';

/**
 * The media library stays navigable at thousands of images. What uses a picture decides its folder,
 * whichever way it was uploaded (Strapi's panel, the site's admin screens through the proxy, the demo seed):
 * once a question (or a cheatsheet) is saved, each picture it references (in a media field, or inserted in its
 * rich text from the media library) that is still unfiled moves into that type's folder. Unfiled means in the
 * library's root or in the upload plugin's "API Uploads" folder, where REST uploads (the proxy's) land on their
 * own. A folder an editor chose is never overridden. A FAQ's logo (a `/uploads/…` address in a string field, as the
 * proxy's image upload answers it) goes to "FAQ logos".
 */

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';

/** The media-library folder (at the root) for the pictures each content type uses. */
export const MEDIA_FOLDER_NAMES: Record<string, string> = {
  'api::question.question': 'Questions',
  'api::cheatsheet.cheatsheet': 'Cheatsheets',
  'api::faq.faq': 'FAQ logos',
};

/**
 * Types whose folder holds the uploads named by these string fields (one `/uploads/…` address each) and nothing
 * else: "FAQ logos" is for logos, so pictures in a FAQ's answers are not filed there.
 */
const ADDRESS_FIELDS: Record<string, string[]> = {
  'api::faq.faq': ['logo_url'],
};
const UPLOAD_ADDRESS = /^\/uploads\/[^/\s]+$/;

const WRITE_ACTIONS = new Set(['create', 'update', 'clone']);
const MOVE_BATCH = 500;

interface Folder {
  id: number;
  path: string;
}

interface FileRow {
  id: number;
  folderPath: string | null;
}

type Attribute = { type: string; component?: string };
interface Populate {
  [field: string]: { select: string[]; populate?: Populate };
}
type Row = Record<string, unknown>;

/** A strapi.db handle without Strapi's per-model typings (these models are the upload plugin's). */
interface Db {
  query(uid: string): {
    findOne(params: object): Promise<Row | null>;
    findMany(params: object): Promise<Row[]>;
  };
  queryBuilder(uid: string): QueryBuilder;
  getConnection(table?: string): KnexLike;
  transaction<T>(callback: (params: { trx: unknown }) => Promise<T>): Promise<T>;
  metadata: { get(uid: string): { tableName: string; attributes: Record<string, MetadataAttribute> } };
  dialect: { client: string };
}
interface QueryBuilder {
  select(columns: string[]): QueryBuilder;
  where(where: object): QueryBuilder;
  delete(): QueryBuilder;
  insert(rows: object[]): QueryBuilder;
  forUpdate(): QueryBuilder;
  transacting(trx: unknown): QueryBuilder;
  execute<T = Row[]>(): Promise<T>;
}
interface KnexLike {
  transacting(trx: unknown): KnexLike;
  select(...columns: string[]): KnexLike;
  distinct(...columns: string[]): KnexLike;
  from(table: string): KnexLike;
  join(table: string, left: string, right: string): KnexLike;
  whereIn(column: string, values: readonly unknown[]): KnexLike;
  update(column: string, value: unknown): Promise<number>;
  then: Promise<Row[]>['then'];
}
interface MetadataAttribute {
  columnName?: string;
  joinTable?: {
    name: string;
    joinColumn: { name: string };
    inverseJoinColumn?: { name: string };
    morphColumn?: { typeColumn: { name: string }; idColumn: { name: string } };
  };
}

const dbOf = (strapi: Core.Strapi) => strapi.db as unknown as Db;

const attributesOf = (strapi: Core.Strapi, uid: string) =>
  ((strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {}) as Record<
    string,
    Attribute
  >;

/**
 * Where an entry of `uid` references pictures: its media fields, and its HTML fields (pictures the panel's editor
 * inserts from the media library, kept by the sanitiser as `/uploads/<file>`), in its components too.
 */
interface ReferencePlan {
  html: HtmlField[];
  /** String fields holding one upload's address. */
  addresses: string[];
  media: string[];
  components: Record<string, ReferencePlan>;
}

function referencePlan(strapi: Core.Strapi, uid: string, htmlFields: Map<string, HtmlField[]>): ReferencePlan | undefined {
  const addresses = ADDRESS_FIELDS[uid];
  if (addresses) return { html: [], addresses, media: [], components: {} };
  const plan: ReferencePlan = { html: htmlFields.get(uid) ?? [], addresses: [], media: [], components: {} };
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === 'media') plan.media.push(name);
    else if (attribute.type === 'component' && attribute.component) {
      const inner = referencePlan(strapi, attribute.component, htmlFields);
      if (inner) plan.components[name] = inner;
    }
    // No content type here has a dynamic zone; one with pictures would need its components listed here.
  }
  return fieldsOf(plan).length > 0 ? plan : undefined;
}

/** The fields a write must touch to change which pictures an entry uses. */
const fieldsOf = (plan: ReferencePlan) => [
  ...plan.html.map((field) => field.attribute),
  ...plan.addresses,
  ...plan.media,
  ...Object.keys(plan.components),
];

/** The columns to read (the HTML fields, and the siblings that say whether they hold HTML) and what to populate. */
function queryOf(plan: ReferencePlan): { select: string[]; populate: Populate } {
  const select = [
    'id',
    ...plan.addresses,
    ...plan.html.flatMap((field) => [field.attribute, ...(field.unless ? [field.unless.attribute] : [])]),
  ];
  const populate: Populate = {};
  for (const name of plan.media) populate[name] = { select: ['id', 'folderPath'] };
  for (const [name, inner] of Object.entries(plan.components)) populate[name] = queryOf(inner);
  return { select: [...new Set(select)], populate };
}

/** `uid` and the components under it that hold pictures: the `related_type`s of its pictures' links. */
function typesHoldingMedia(strapi: Core.Strapi, uid: string, found = new Set<string>()): Set<string> {
  for (const attribute of Object.values(attributesOf(strapi, uid))) {
    if (attribute.type === 'media') found.add(uid);
    else if (attribute.type === 'component' && attribute.component && !found.has(attribute.component)) {
      typesHoldingMedia(strapi, attribute.component, found);
    }
  }
  return found;
}

/** `src="/uploads/…"` of a picture in stored rich text (the sanitiser writes every kept picture this way). */
const UPLOAD_PICTURE = /<img\b[^>]*?\ssrc="(\/uploads\/[^"]+)"/gi;

/** The files an entry (read with `queryOf(plan)`) references: `files` by id, and `urls` of pictures in its HTML. */
function collectReferences(entry: Row, plan: ReferencePlan, files: Map<number, FileRow>, urls: Set<string>) {
  for (const field of plan.html) {
    const value = entry[field.attribute];
    if (typeof value !== 'string' || !holdsHtml(field, entry)) continue;
    for (const match of value.matchAll(UPLOAD_PICTURE)) urls.add(match[1].replace(/&amp;/g, '&'));
  }
  for (const field of plan.addresses) {
    const value = entry[field];
    if (typeof value === 'string' && UPLOAD_ADDRESS.test(value)) urls.add(value);
  }
  const listed = (value: unknown) =>
    (Array.isArray(value) ? value : value ? [value] : []).filter((item): item is Row => typeof item === 'object');
  for (const name of plan.media) for (const file of listed(entry[name])) files.set(file.id as number, file as unknown as FileRow);
  for (const [name, inner] of Object.entries(plan.components)) {
    for (const component of listed(entry[name])) collectReferences(component, inner, files, urls);
  }
}

/** A root folder by name, made with the upload plugin's own folder service (it sets `pathId` and `path`) when missing. */
async function ensureRootFolder(strapi: Core.Strapi, name: string): Promise<Folder> {
  const existing = await dbOf(strapi)
    .query(FOLDER_UID)
    .findOne({ where: { name, parent: null }, select: ['id', 'path'] });
  if (existing) return existing as unknown as Folder;
  const created = (await strapi.plugin('upload').service('folder').create({ name })) as Folder;
  strapi.log.info(`Media library: made the folder "${name}"`);
  return created;
}

/** The folders, made at start-up so editors see them before the first picture is filed. */
export async function ensureMediaFolders(strapi: Core.Strapi): Promise<void> {
  for (const name of Object.values(MEDIA_FOLDER_NAMES)) await ensureRootFolder(strapi, name);
}

/** The `folderPath`s of unfiled files: the root, and the folder REST uploads land in when it exists. */
async function unfiledPaths(strapi: Core.Strapi): Promise<string[]> {
  const stored = (await strapi.store({ type: 'plugin', name: 'upload', key: 'api-folder' }).get({})) as { id?: number } | null;
  const apiFolder = stored?.id
    ? await dbOf(strapi)
        .query(FOLDER_UID)
        .findOne({ where: { id: stored.id }, select: ['path'] })
    : null;
  return typeof apiFolder?.path === 'string' ? ['/', apiFolder.path] : ['/'];
}

/**
 * Moves those of `fileIds` that are still unfiled into `folder`, the way the upload plugin's bulk move does
 * (its `folder` link and `folderPath`). The rows are re-read (and locked on PostgreSQL) in the transaction, so
 * two saves filing the same picture at once move it once.
 */
async function moveUnfiledFiles(strapi: Core.Strapi, fileIds: number[], folder: Folder, unfiled: string[]): Promise<number> {
  const db = dbOf(strapi);
  const fileMetadata = db.metadata.get(FILE_UID);
  const link = fileMetadata.attributes.folder.joinTable!;
  const folderPathColumn = fileMetadata.attributes.folderPath.columnName ?? 'folder_path';
  return db.transaction(async ({ trx }) => {
    let select = db
      .queryBuilder(FILE_UID)
      .select(['id'])
      .where({ id: { $in: fileIds }, folderPath: { $in: unfiled } })
      .transacting(trx);
    // SQLite writes one transaction at a time (and knex warns that it has no row locks).
    if (db.dialect.client !== 'sqlite') select = select.forUpdate();
    const movable = (await select.execute<Array<{ id: number }>>()).map((row) => row.id);
    if (movable.length === 0) return 0;
    await db
      .queryBuilder(link.name)
      .delete()
      .where({ [link.joinColumn.name]: { $in: movable } })
      .transacting(trx)
      .execute();
    await db
      .queryBuilder(link.name)
      .insert(movable.map((id) => ({ [link.joinColumn.name]: id, [link.inverseJoinColumn!.name]: folder.id })))
      .transacting(trx)
      .execute();
    await db.getConnection(fileMetadata.tableName).transacting(trx).whereIn('id', movable).update(folderPathColumn, folder.path);
    return movable.length;
  });
}

/** Files the saved document references that are still unfiled go to its type's folder. */
async function fileDocumentMedia(strapi: Core.Strapi, uid: string, documentId: string, plan: ReferencePlan) {
  const db = dbOf(strapi);
  const entries = await db.query(uid).findMany({ where: { documentId }, ...queryOf(plan) });
  const files = new Map<number, FileRow>();
  const urls = new Set<string>();
  for (const entry of entries) collectReferences(entry, plan, files, urls);
  if (urls.size > 0) {
    const pictures = await db.query(FILE_UID).findMany({ where: { url: { $in: [...urls] } }, select: ['id', 'folderPath'] });
    for (const picture of pictures) files.set(picture.id as number, picture as unknown as FileRow);
  }
  if (files.size === 0) return;
  const unfiled = await unfiledPaths(strapi);
  const candidates = [...files.values()].filter((file) => file.folderPath !== null && unfiled.includes(file.folderPath));
  if (candidates.length === 0) return;
  const folder = await ensureRootFolder(strapi, MEDIA_FOLDER_NAMES[uid]);
  await moveUnfiledFiles(
    strapi,
    candidates.map((file) => file.id),
    folder,
    unfiled,
  );
}

/**
 * The document-service middleware: after a question or cheatsheet is written with any field that can hold a
 * picture, files its unfiled pictures. The save has already succeeded, so a failure here is logged, not thrown.
 */
export function fileMediaByUse(strapi: Core.Strapi) {
  const plans = new Map<string, ReferencePlan | undefined>();
  const planOf = (uid: string) => {
    if (!plans.has(uid)) {
      const htmlFields = new Map(findHtmlModels(strapi).map((model) => [model.uid, model.fields]));
      plans.set(uid, referencePlan(strapi, uid, htmlFields));
    }
    return plans.get(uid);
  };

  strapi.documents.use(async (context, next) => {
    const result = await next();
    const uid = context.uid as string;
    if (!WRITE_ACTIONS.has(context.action) || !MEDIA_FOLDER_NAMES[uid]) return result;
    const plan = planOf(uid);
    const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
    // Only writes that can change which pictures are used (not a view count or an is_active switch).
    if (!plan || !data || !fieldsOf(plan).some((field) => field in data)) return result;
    const documentId = (result as { documentId?: unknown } | null)?.documentId;
    if (typeof documentId !== 'string') return result;
    try {
      await fileDocumentMedia(strapi, uid, documentId, plan);
    } catch (error) {
      strapi.log.warn(`Media library: could not file the pictures of ${uid} ${documentId}: ${(error as Error).message}`);
    }
    return result;
  });
}

/** Start-up, for one type with address fields: its entries' unfiled uploads go to its folder. */
async function fileUnfiledAddresses(strapi: Core.Strapi, uid: string, fields: string[], unfiled: string[]): Promise<number> {
  const db = dbOf(strapi);
  const entries = await db
    .query(uid)
    .findMany({ select: fields, where: { $or: fields.map((field) => ({ [field]: { $startsWith: '/uploads/' } })) } });
  const urls = [...new Set(entries.flatMap((entry) => fields.map((field) => entry[field])))].filter(
    (url): url is string => typeof url === 'string' && UPLOAD_ADDRESS.test(url),
  );
  let moved = 0;
  // In slices: the database caps the parameters of one statement.
  for (let start = 0; start < urls.length; start += MOVE_BATCH) {
    const files = await db
      .query(FILE_UID)
      .findMany({ where: { url: { $in: urls.slice(start, start + MOVE_BATCH) }, folderPath: { $in: unfiled } }, select: ['id'] });
    if (files.length === 0) continue;
    const folder = await ensureRootFolder(strapi, MEDIA_FOLDER_NAMES[uid]);
    moved += await moveUnfiledFiles(
      strapi,
      files.map((file) => file.id as number),
      folder,
      unfiled,
    );
  }
  return moved;
}

/**
 * Start-up: pictures already used in media fields but still unfiled (stored before this existed, or linked around
 * the document service) go to their folder, in one query per content type over the upload plugin's link table;
 * so do uploads named by address fields (a FAQ logo saved before this filed them). (Pictures in rich text are new
 * with this filing, so no older ones wait to be found there.)
 */
export async function fileUnfiledMediaInUse(strapi: Core.Strapi): Promise<number> {
  const db = dbOf(strapi);
  const fileMetadata = db.metadata.get(FILE_UID);
  const related = fileMetadata.attributes.related.joinTable!;
  const folderPathColumn = fileMetadata.attributes.folderPath.columnName ?? 'folder_path';
  const unfiled = await unfiledPaths(strapi);
  let moved = 0;
  for (const [uid, folderName] of Object.entries(MEDIA_FOLDER_NAMES)) {
    const types = [...typesHoldingMedia(strapi, uid)];
    if (types.length === 0) continue;
    const rows = await db
      .getConnection()
      .distinct(`${related.name}.${related.joinColumn.name} as id`)
      .from(related.name)
      .join(fileMetadata.tableName, `${fileMetadata.tableName}.id`, `${related.name}.${related.joinColumn.name}`)
      .whereIn(`${related.name}.${related.morphColumn!.typeColumn.name}`, types)
      .whereIn(`${fileMetadata.tableName}.${folderPathColumn}`, unfiled);
    if (rows.length === 0) continue;
    const folder = await ensureRootFolder(strapi, folderName);
    const ids = rows.map((row) => Number(row.id));
    // In slices: the database caps the parameters of one statement.
    for (let start = 0; start < ids.length; start += MOVE_BATCH) {
      moved += await moveUnfiledFiles(strapi, ids.slice(start, start + MOVE_BATCH), folder, unfiled);
    }
  }
  for (const [uid, fields] of Object.entries(ADDRESS_FIELDS)) moved += await fileUnfiledAddresses(strapi, uid, fields, unfiled);
  if (moved > 0) strapi.log.info(`Media library: filed ${moved} picture(s) already in use`);
  return moved;
}
