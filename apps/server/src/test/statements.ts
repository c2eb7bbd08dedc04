import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import type { Database } from '../db/client';

/*
 * Counting the SQL statements a request makes (issue 27: a call on result day is one to a few
 * indexed queries, whatever the size of the class, the institute or the student's history).
 * The app's drizzle instance gets a query logger: every statement drizzle sends, in or out of a
 * transaction, on PGlite or PostgreSQL, passes through it. A test records around one request.
 */

/** One statement as drizzle sent it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

interface Session {
  logger: Logger;
  options: { logger?: Logger };
}

const recorders = new WeakMap<object, Set<Statement[]>>();

function recordersOf(database: Database): Set<Statement[]> {
  const session = (database.db as unknown as { session: Session }).session;
  let active = recorders.get(session);
  if (active) return active;
  const listening = new Set<Statement[]>();
  const logger: Logger = {
    logQuery(query, params) {
      for (const list of listening) list.push({ sql: query, params });
    },
  };
  // The session's own statements, and the sessions its transactions open (they copy options).
  session.logger = logger;
  session.options.logger = logger;
  recorders.set(session, listening);
  active = listening;
  return active;
}

/** The statements the database ran while `fn` ran (a request: `app.inject`), with its result. */
export async function statementsDuring<T>(
  database: Database,
  fn: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const listening = recordersOf(database);
  const statements: Statement[] = [];
  listening.add(statements);
  try {
    return { result: await fn(), statements };
  } finally {
    listening.delete(statements);
  }
}

/**
 * The plan PostgreSQL chooses for a recorded statement, as text. With `noSeqScan` the planner is
 * told to avoid sequential scans (PGlite's tables are tiny in tests, where a scan is cheapest):
 * the plan then shows whether an index can serve the query at all.
 */
export async function planOf(
  database: Database,
  statement: Statement,
  options: { noSeqScan?: boolean } = {},
): Promise<string> {
  const explain = `explain ${statement.sql}`;
  const setting = options.noSeqScan ? 'set local enable_seqscan = off' : 'select 1';
  const lines = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  if (database.kind === 'pglite') {
    const client = (database as Database & { client: PGlite }).client;
    return client.transaction(async (tx) => {
      await tx.exec(setting);
      const result = await tx.query<Record<string, unknown>>(explain, statement.params);
      await tx.rollback();
      return lines(result.rows);
    });
  }
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(setting);
    const result = await client.query<Record<string, unknown>>(explain, statement.params);
    return lines(result.rows);
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** The index names a plan reads through (Index Scan, Index Only Scan, Bitmap Index Scan). */
export function indexesIn(plan: string): string[] {
  return [
    ...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
  ].map((match) => match[1]!);
}

/** The tables a plan reads whole (Seq Scan on …). */
export function seqScansIn(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!);
}
