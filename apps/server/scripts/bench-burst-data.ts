/**
 * The result-day bench's database (bench-burst.ts): a PostgreSQL database of its own on
 * DATABASE_URL's server, migrated and seeded once through the app's prepareDatabase, then
 * BURST_STUDENTS students added by SQL in bulk to the demo's biggest batch. They share one
 * argon2id hash of one password, computed once (20,000 hashes would take minutes and measure
 * nothing). Each new student is a copy of a seeded student of that batch (the one with the most
 * fee installments and offline marks): same enrolments, batches, fee installments (unpaid, no
 * payments: receipt numbers are unique) and offline exam marks, so report, timetable and fees
 * answer real, non-empty data.
 */
import { sql } from 'drizzle-orm';
import { openPostgres, rowsOf, type Database, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { hashPassword } from '../src/lib/passwords';
import { databaseUrl, onServer } from '../src/test/database';

export const BURST_PASSWORD = 'result-day-2026';

/** Per-student tables copied from the template student (their student_id replaced). */
const COPIED = [
  'enrolments',
  'student_batches',
  'fee_installments',
  'offline_exam_sittings',
  'offline_exam_marks',
] as const;

export interface BurstData {
  url: string;
  name: string;
  instituteId: number;
  host: string;
  batchId: number;
  /** The academic year the fee screen opens on (the institute's current one). */
  yearId: number;
  /** Logins of the added students, in order. */
  logins: string[];
  /** Rows copied per table, per student. */
  copied: Record<string, number>;
  templateStudentId: number;
  dispose(): Promise<void>;
}

/** The columns to copy: not generated, and identity columns only when given a value. */
async function columnsOf(db: Db, table: string, overrides: Record<string, string>): Promise<string[]> {
  const rows = await rowsOf<{ name: string; identity: string }>(
    db,
    sql`select attname as name, attidentity as identity from pg_attribute where attrelid = ${table}::regclass
      and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return rows.filter((row) => row.identity === '' || row.name in overrides).map((row) => row.name);
}

/** Copies `table`'s rows of the template student for students first+1 … first+count. */
async function copyRows(
  db: Db,
  table: string,
  templateId: number,
  count: number,
  overrides: Record<string, string>,
): Promise<number> {
  const columns = await columnsOf(db, table, overrides);
  const keyColumn = table === 'students' || table === 'users' ? 'id' : 'student_id';
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = columns.map((column) => overrides[column] ?? `t."${column}"`).join(', ');
  await db.execute(
    sql.raw(`insert into "${table}" (${list}) select ${values} from "${table}" t
      cross join generate_series(1, ${count}) g where t."${keyColumn}" = ${templateId}`),
  );
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from "${table}" where "${keyColumn}" = ${templateId}`),
  );
  return row!.n;
}

export async function prepareBurstData(serverUrl: string, students: number): Promise<BurstData> {
  const name = `portal_burst_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = databaseUrl(serverUrl, name);
  const database: Database = openPostgres(url, 2);
  const dispose = async () => {
    await database.close().catch(() => undefined);
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  };
  try {
    await prepareDatabase(database);
    const db = database.db;
    const [biggest] = await rowsOf<{ batch_id: number; institute_id: number }>(
      db,
      sql`select sb.batch_id, b.institute_id from student_batches sb join batches b on b.id = sb.batch_id
        group by sb.batch_id, b.institute_id order by count(*) desc, sb.batch_id limit 1`,
    );
    if (!biggest) throw new Error('The seed has no batch with students');
    const [template] = await rowsOf<{ student_id: number; user_id: number }>(
      db,
      sql`select s.id as student_id, u.id as user_id from students s
        join users u on u.id = s.user_id
        join student_batches sb on sb.student_id = s.id and sb.batch_id = ${biggest.batch_id}
        where u.password_hash is not null and not u.blocked and s.login_allowed and u.role = 'student'
        order by (select count(*) from fee_installments f where f.student_id = s.id)
          + (select count(*) from offline_exam_marks m where m.student_id = s.id) desc, s.id
        limit 1`,
    );
    if (!template) throw new Error(`Batch ${biggest.batch_id} has no student who can sign in`);
    const [host] = await rowsOf<{ host: string }>(
      db,
      sql`select host from institute_hosts where institute_id = ${biggest.institute_id} order by length(host), host limit 1`,
    );
    const [year] = await rowsOf<{ id: number }>(
      db,
      sql`select id from academic_years where institute_id = ${biggest.institute_id}
        and start_date <= current_date and end_date >= current_date order by start_date desc limit 1`,
    );
    const [bases] = await rowsOf<{ users: number; students: number }>(
      db,
      sql`select (select coalesce(max(id), 0) from users) + 1000 as users,
        (select coalesce(max(id), 0) from students) + 1000 as students`,
    );
    const { users: userBase, students: studentBase } = bases!;
    const hash = await hashPassword(BURST_PASSWORD);
    const copied: Record<string, number> = {};
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      copied.users = await copyRows(t, 'users', template.user_id, students, {
        id: `${userBase} + g`,
        account_id: `5000 + ${userBase} + g`,
        name: `'Burst Student ' || g`,
        email: `'burst' || g || '@burst.test'`,
        phone: 'null',
        password_hash: `'${hash}'`,
        device_policy: `'any'`,
      }).then(() => 1);
      copied.students = await copyRows(t, 'students', template.student_id, students, {
        id: `${studentBase} + g`,
        user_id: `${userBase} + g`,
        display_id: `'BURST-' || g`,
      });
      for (const table of COPIED) {
        copied[table] = await copyRows(t, table, template.student_id, students, {
          student_id: `${studentBase} + g`,
        });
      }
    });
    await db.execute(sql.raw('analyze'));
    await database.close();
    return {
      url,
      name,
      instituteId: biggest.institute_id,
      host: host?.host ?? 'localhost',
      batchId: biggest.batch_id,
      yearId: year?.id ?? 0,
      logins: Array.from({ length: students }, (_, i) => `burst${i + 1}@burst.test`),
      copied,
      templateStudentId: template.student_id,
      dispose: () =>
        onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
          () => undefined,
        ),
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
