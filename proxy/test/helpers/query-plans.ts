import { testDatabase, type Stack } from './stack.js';

/** One SQL statement as Strapi's knex connection ran it. */
export interface Query {
  sql: string;
  bindings: unknown[];
}

/** The SELECT statements (plain or WITH) Strapi's own connection runs while `call` runs. */
export async function selectsOf(stack: Stack, call: () => Promise<unknown>): Promise<Query[]> {
  const knex = stack.strapi.db.connection;
  const seen: Query[] = [];
  const listen = (query: Query) => seen.push({ sql: query.sql, bindings: query.bindings });
  knex.on('query', listen);
  try {
    await call();
  } finally {
    knex.off('query', listen);
  }
  return seen.filter((query) => /^(select|with)/i.test(query.sql));
}

/**
 * The plan of a query as lines of text, on the database of this run. PostgreSQL is asked with sequential scans
 * switched off: with the few rows of a test it would rightly prefer them, and the question is whether an index
 * CAN serve the query.
 */
export async function planOf(stack: Stack, query: Query): Promise<string> {
  const knex = stack.strapi.db.connection;
  if (testDatabase !== 'postgres') {
    const rows: Array<{ detail: string }> = await knex.raw(`EXPLAIN QUERY PLAN ${query.sql}`, query.bindings);
    return rows.map((row) => row.detail).join('\n');
  }
  const transaction = await knex.transaction();
  try {
    await transaction.raw('SET LOCAL enable_seqscan = off');
    // knex reports PostgreSQL's SQL with $1, $2… placeholders, in binding order.
    const result = await transaction.raw(`EXPLAIN ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings);
    return (result.rows as Array<Record<string, string>>).map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await transaction.rollback();
  }
}
