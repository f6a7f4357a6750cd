import type { Core } from '@strapi/strapi';
import type { SiteSearchHit } from '@exam-prep/contract/site-search-hit';
import type { Knex } from 'knex';
import { isPostgres } from '#src/db/dialect.js';
import { questionTitle } from '#src/questions/question-title.js';
import { SEARCH_KIND_DEFINITIONS, type SearchKind } from './documents';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { SITE_SEARCH_FTS_TABLE, SITE_SEARCH_TABLE } from './index-writer';

/**
 * The site search's query, on the database's own full-text index: FTS5 MATCH ordered by bm25 on
 * SQLite, `@@` a tsquery ordered by ts_rank on PostgreSQL. Every word must match (in any case, singular or
 * plural); when no entry has them all, entries with any of them are ranked instead, most matched first.
 *
 * Snippets mark the matched words with MARK_START and MARK_END around plain text: the proxy escapes the text and
 * turns only those two characters into <mark> elements, so nothing stored is ever trusted as HTML.
 */

export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
/** Words of a snippet (FTS5 tokens; PostgreSQL's MaxWords). */
const SNIPPET_WORDS = 24;
/** More words than this in a query are not looked for (a pasted paragraph). */
const MAX_TERMS = 32;

/**
 * PostgreSQL's english stop words (its english.stop file). Dropped from every query on both databases, so a
 * question pasted whole ("what is the area of a triangle") matches on SQLite as it does on PostgreSQL.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its ' +
    'itself they them their theirs themselves what which who whom this that these those am is are was were be been being ' +
    'have has had having do does did doing a an the and but if or because as until while of at by for with about against ' +
    'between into through during before after above below to from up down in out on off over under again further then once ' +
    'here there when where why how all any both each few more most other some such no nor not only own same so than too ' +
    'very s t can will just don should now'
  ).split(' '),
);

/** The words of a query, as the index sees words: letters (with their marks) and digits. */
export function queryTerms(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  // A mark without its letter is no word to either index.
  return [...new Set(words.filter((word) => /[\p{L}\p{N}]/u.test(word) && !STOP_WORDS.has(word)))].slice(0, MAX_TERMS);
}

export interface SiteSearchParams {
  terms: string[];
  type?: SearchKind;
  limit: number;
  page: number;
  /**
   * The site language searched in: its translations, and the English version of documents not
   * translated into it (each document once, in the version the site shows in that language). A known locale code.
   */
  locale: string;
}

/** The hits' shape is the contract's (the proxy reads them): a SearchKind the contract lacks fails to compile here. */
export interface SiteSearchAnswer {
  hits: SiteSearchHit[];
  total: number;
}

interface RankedRow {
  id: number | string;
  kind: SearchKind;
  entity_id: number | string;
  document_id: string;
  locale: string;
  title: string;
  title_snippet: string | null;
  body_snippet: string | null;
}

type Mode = 'all' | 'any';

export async function searchSite(strapi: Core.Strapi, params: SiteSearchParams): Promise<SiteSearchAnswer> {
  if (params.terms.length === 0) return { hits: [], total: 0 };
  const knex = strapi.db.connection;
  const engine = isPostgres(knex) ? postgres : sqlite;
  let mode: Mode = 'all';
  const offset = (params.page - 1) * params.limit;
  let found = await engine.find(knex, params, mode, offset);
  if (found.total === 0 && params.terms.length > 1) {
    mode = 'any';
    found = await engine.find(knex, params, mode, offset);
  }
  return { hits: await describe(strapi, found.rows), total: found.total };
}

/** The better of a result's two snippets: the one marking more words (the title's on a tie), else its body's start. */
function chooseSnippet(row: RankedRow): string {
  const marks = (text: string | null) => (text ? text.split(MARK_START).length - 1 : 0);
  const [title, body] = [row.title_snippet ?? '', row.body_snippet ?? ''];
  if (marks(title) === 0 && marks(body) === 0) return body || title;
  return marks(title) >= marks(body) ? title : body;
}

interface Engine {
  /** The page of rows at `offset`, best first, and how many rows match in all. */
  find: (knex: Knex, params: SiteSearchParams, mode: Mode, offset: number) => Promise<{ rows: RankedRow[]; total: number }>;
}

/**
 * SQLite: an FTS5 query of quoted words (each a string to FTS5, never syntax) in the title and body columns, and
 * the kind through its own column. ORDER BY rank (bm25, bootstrap/site-search-index.ts) with LIMIT is answered by
 * FTS5 itself, which makes the snippets of the page's rows only.
 */
const sqlite: Engine = {
  async find(knex, params, mode, offset) {
    const fts = SITE_SEARCH_FTS_TABLE;
    const match = ftsQuery(params, mode);
    // Counting reads the index's lists of rows only (no ranking): cheap next to ranking every match.
    const [count] = (await knex.raw(`SELECT count(*) AS total FROM ${fts} WHERE ${fts} MATCH ?`, [match])) as Array<{ total: number }>;
    const total = Number(count?.total ?? 0);
    if (offset >= total) return { rows: [], total };
    // Columns of the FTS5 table: kind 0, shown 1, title 2, body 3.
    const snippet = (column: number) => `snippet(${fts}, ${column}, char(1), char(2), '…', ${SNIPPET_WORDS})`;
    const rows = (await knex.raw(
      `SELECT f.rowid AS id, f.kind, s.entity_id, s.document_id, s.locale, f.title, ${snippet(2)} AS title_snippet, ${snippet(3)} AS body_snippet
       FROM ${fts} AS f JOIN ${SITE_SEARCH_TABLE} AS s ON s.id = f.rowid
       WHERE ${fts} MATCH ? ORDER BY f.rank LIMIT ? OFFSET ?`,
      [match, params.limit, offset],
    )) as RankedRow[];
    return { rows, total };
  },
};

function ftsQuery(params: SiteSearchParams, mode: Mode): string {
  const words = params.terms.map((term) => `"${term}"`).join(mode === 'all' ? ' AND ' : ' OR ');
  // The language the row is shown in, then the words (in the title and body only).
  const text = `shown : "${params.locale}" AND {title body} : (${words})`;
  // The kind as a phrase of its column ("exam_pattern" is the two tokens exam and pattern there), from its first
  // token: "question" must not match the kind "code_question".
  return params.type ? `kind : ^"${params.type}" AND ${text}` : text;
}

/** PostgreSQL's headline options: the markers, and one passage of about SNIPPET_WORDS words around the best match. */
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=${SNIPPET_WORDS}, MinWords=${Math.round(SNIPPET_WORDS / 2)}`;
/**
 * ts_headline's parser takes `<…>` for markup and leaves it out; a stored `<b>` is text here, so `<` (and `&`,
 * which starts an entity to it) go in as private-use characters and come back after (documents.ts keeps those
 * characters out of the index).
 */
const HIDDEN = { '<': '\ue000', '&': '\ue001' } as const;
const hide = (column: string) => `replace(replace(${column}, '<', '${HIDDEN['<']}'), '&', '${HIDDEN['&']}')`;
const unhide = (text: string | null) => (text ?? '').replaceAll(HIDDEN['<'], '<').replaceAll(HIDDEN['&'], '&');

/**
 * PostgreSQL: websearch_to_tsquery of the words (AND, or OR between them), matched through the GIN index on the
 * generated tsvector, ranked by ts_rank (title words weigh more: weight A), with headlines for the page's rows only.
 */
const postgres: Engine = {
  async find(knex, params, mode, offset) {
    // In the configuration the row's words were indexed with (bootstrap/site-search-index.ts).
    const headline = (column: string) =>
      `CASE WHEN p.locale = 'en' THEN ts_headline('english', ${hide(`p.${column}`)}, q.words, '${HEADLINE_OPTIONS}') ` +
      `ELSE ts_headline('simple', ${hide(`p.${column}`)}, q.words, '${HEADLINE_OPTIONS}') END`;
    // Ranking reads every match anyway: the total comes with the page (count(*) OVER the matches, before LIMIT).
    const result = await knex.raw(
      `WITH q AS (SELECT ${wordsQuery(params)} AS words)
       SELECT p.id, p.kind, p.entity_id, p.document_id, p.locale, p.title, p.body, p.total,
         ${headline('title')} AS title_snippet, ${headline('body')} AS body_snippet
       FROM (
         SELECT s.id, s.kind, s.entity_id, s.document_id, s.locale, s.title, s.body, ts_rank(s.tsv, q.words) AS score, count(*) OVER () AS total
         FROM ${SITE_SEARCH_TABLE} AS s, q WHERE s.tsv @@ (${tsFilter(params)})
         ORDER BY score DESC, s.id LIMIT ? OFFSET ?
       ) AS p, q
       ORDER BY p.score DESC, p.id`,
      [...wordsBindings(params, mode), ...tsBindings(params, mode), params.limit, offset],
    );
    const found = result.rows as Array<RankedRow & { body: string; total: string | number }>;
    // A page past the end has no row to carry the total: count it (none of the first page means none at all).
    let total = Number(found[0]?.total ?? 0);
    if (found.length === 0 && offset > 0) {
      const [row] = await knex(SITE_SEARCH_TABLE)
        .count({ total: '*' })
        .whereRaw(`tsv @@ (${tsFilter(params)})`, tsBindings(params, mode));
      total = Number(row?.total ?? 0);
    }
    const rows = found.map(({ body, total: _total, ...row }) => ({
      ...row,
      title_snippet: withEllipses(unhide(row.title_snippet), row.title),
      body_snippet: withEllipses(unhide(row.body_snippet), body),
    }));
    return { rows, total };
  },
};

/**
 * The words as a tsquery. English is searched in the english configuration (its rows' own); another language's
 * searches find its translations (indexed with `simple`) and English rows not translated into it, so the words are
 * looked for in both configurations.
 */
const wordsQuery = (params: SiteSearchParams) =>
  params.locale === 'en'
    ? `websearch_to_tsquery('english', ?)`
    : `(websearch_to_tsquery('simple', ?) || websearch_to_tsquery('english', ?))`;
const wordsBindings = (params: SiteSearchParams, mode: Mode) =>
  params.locale === 'en' ? [tsQuery(params, mode)] : [tsQuery(params, mode), tsQuery(params, mode)];

/**
 * What a row's tsvector must match: the words, the language's own lexeme (a quoted tsquery lexeme: `in:hi`), and the
 * kind's when a type is asked for (bootstrap/site-search-index.ts adds both to every row). Ranking reads the words only.
 */
const tsFilter = (params: SiteSearchParams) => `${wordsQuery(params)} && ?::tsquery${params.type ? ' && ?::tsquery' : ''}`;
const tsBindings = (params: SiteSearchParams, mode: Mode) => [
  ...wordsBindings(params, mode),
  `'in:${params.locale}'`,
  ...(params.type ? [`'kind:${params.type}'`] : []),
];

const tsQuery = (params: SiteSearchParams, mode: Mode) => params.terms.join(mode === 'all' ? ' ' : ' or ');

/** An ellipsis where a headline starts or ends inside its text (FTS5's snippets have theirs). */
function withEllipses(headline: string, whole: string): string {
  const shown = headline.trim();
  if (!shown) return shown;
  const plain = shown.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
  return `${whole.startsWith(plain) ? '' : '…'}${shown}${whole.endsWith(plain) ? '' : '…'}`;
}

/**
 * What each row needs beyond the index: a question's stored text, a slug, a subtopic's names (primary-key reads).
 * A page's address is its English version's (shared by every language), so a translation's row reads its
 * English version too (one more read per kind, by document); its title is its own.
 */
async function describe(strapi: Core.Strapi, rows: RankedRow[]): Promise<SiteSearchHit[]> {
  type Entries = Map<number | string, Record<string, unknown>>;
  const uidOf = (kind: SearchKind) => SEARCH_KIND_DEFINITIONS[kind].uid as never;
  const read = async (kind: SearchKind, select: string[], populate?: Record<string, unknown>): Promise<[Entries, Entries]> => {
    const ofKind = rows.filter((row) => row.kind === kind);
    if (ofKind.length === 0) return [new Map(), new Map()];
    const more = populate ? { populate } : {};
    const entries = (await strapi.db.query(uidOf(kind)).findMany({
      where: { id: { $in: ofKind.map((row) => Number(row.entity_id)) } },
      select: ['id', 'documentId', ...select],
      ...more,
    })) as Array<Record<string, unknown>>;
    const translated = [...new Set(ofKind.filter((row) => row.locale !== BASE_LOCALE).map((row) => row.document_id))];
    const bases =
      translated.length === 0
        ? []
        : ((await strapi.db.query(uidOf(kind)).findMany({
            where: { documentId: { $in: translated }, locale: BASE_LOCALE },
            select: ['id', 'documentId', ...select],
            ...more,
          })) as Array<Record<string, unknown>>);
    return [new Map(entries.map((entry) => [Number(entry.id), entry])), new Map(bases.map((entry) => [String(entry.documentId), entry]))];
  };
  const [questions, subtopics, patterns, sheets, faqs, codeQuestions] = await Promise.all([
    read('question', ['question']),
    read('subtopic', ['subtopic_name'], { topic: { select: ['topic_name'] } }),
    read('exam_pattern', ['slug']),
    read('cheatsheet', ['slug']),
    read('faq', ['slug']),
    read('code_question', ['title'], { topic: { select: ['slug'] } }),
  ]);
  const entriesOf: Record<SearchKind, [Entries, Entries]> = {
    question: questions,
    subtopic: subtopics,
    exam_pattern: patterns,
    cheatsheet: sheets,
    faq: faqs,
    code_question: codeQuestions,
  };

  const hits: SiteSearchHit[] = [];
  for (const row of rows) {
    const [own, bases] = entriesOf[row.kind];
    const entry = own.get(Number(row.entity_id));
    const base = row.locale === BASE_LOCALE ? entry : bases.get(row.document_id);
    // Deleted since the index was read: left out.
    if (!entry || !base) continue;
    const hit: SiteSearchHit = {
      type: row.kind,
      documentId: row.document_id,
      locale: row.locale,
      title: row.title,
      snippet: chooseSnippet(row),
    };
    if (row.kind === 'question') {
      hit.question = String(base.question ?? '');
      hit.title = questionTitle(String(entry.question ?? '')) || row.title;
    } else if (row.kind === 'subtopic') {
      hit.subtopic = String(base.subtopic_name ?? '');
      hit.topic = String((base.topic as { topic_name?: string } | null)?.topic_name ?? '');
    } else if (row.kind === 'code_question') {
      // Shown on its topic's page, whose address is the English topic's.
      hit.slug = String((base.topic as { slug?: string } | null)?.slug ?? '');
    } else hit.slug = String(base.slug ?? '');
    hits.push(hit);
  }
  return hits;
}
