import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/** Rows per statement: one JSON parameter each, so the statement's size is the data's. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts rows (keyed by column name) a few thousand a statement, as one JSON parameter read by
 * json_populate_recordset: tens of thousands of bound parameters cost far more (in drizzle and in
 * PGlite) than the rows themselves. Columns left out take their defaults. `tail` follows the select
 * (on conflict ..., returning ...); the returned rows are handed back.
 */
export async function insertRows<T = never>(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
  tail: SQL = sql``,
): Promise<T[]> {
  const out: T[] = [];
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
    const part = rows.slice(index, index + ROWS_PER_STATEMENT);
    const returned = await rowsOf<T>(
      db,
      sql`insert into ${sql.identifier(table)} (${names})
          select ${names} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(part)}::json)
          ${tail}`,
    );
    out.push(...returned);
  }
  return out;
}

/** import_records upserted: a record is one per institute, kind and sourcedId. */
export function upsertRecords(db: Db, rows: ReadonlyArray<Record<string, unknown>>): Promise<never[]> {
  return insertRows(
    db,
    'import_records',
    ['institute_id', 'kind', 'sourced_id', 'local_id', 'fingerprint', 'label', 'removed_at', 'updated_at'],
    rows,
    sql`on conflict (institute_id, kind, sourced_id) do update set local_id = excluded.local_id,
        fingerprint = excluded.fingerprint, label = excluded.label, removed_at = excluded.removed_at,
        updated_at = excluded.updated_at`,
  );
}

/**
 * Updates rows of a table from one JSON parameter a few thousand rows a statement (json_to_recordset
 * read as `v`), instead of one statement a row. `types` gives each JSON field its SQL type (constants
 * of the caller, never input); the row is found by `key`. `set` replaces the default assignments
 * (every field but the key, to the column of its name).
 */
export async function updateRows(
  db: Db,
  table: string,
  key: string,
  types: Readonly<Record<string, string>>,
  rows: ReadonlyArray<Record<string, unknown>>,
  set?: SQL,
): Promise<void> {
  const fields = sql.raw(
    Object.entries(types)
      .map(([name, type]) => `"${name}" ${type}`)
      .join(', '),
  );
  const assignments =
    set ??
    sql.join(
      Object.keys(types)
        .filter((name) => name !== key)
        .map((name) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`),
      sql`, `,
    );
  for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
    const part = rows.slice(index, index + ROWS_PER_STATEMENT);
    await db.execute(
      sql`update ${sql.identifier(table)} set ${assignments}
          from json_to_recordset(${JSON.stringify(part)}::json) as v(${fields})
          where ${sql.identifier(table)}.${sql.identifier(key)} = v.${sql.identifier(key)}`,
    );
  }
}
