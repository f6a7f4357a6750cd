import type { Knex } from 'knex';

/** True on PostgreSQL, false on SQLite: the two databases the CMS runs on need different SQL in a few places. */
export const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client));
