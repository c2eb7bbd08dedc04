/**
 * The result-day bench's database (bench-burst.ts): a PostgreSQL database of its own on
 * DATABASE_URL's server, migrated and seeded once through the app's prepareDatabase, then filled
 * by bench-burst-sql.ts's set-based statements, and dropped at the end. The students are spread
 * over the five demo institutes (each with its host, time zone and language) as
 * bench-burst-rules.ts populationPlan says: sections of about 40 in three schools, batches of
 * several hundred in two coaching institutes. Besides them, the cost-growth figure's scale batch:
 * BURST_SCALE students of Greenfield in one batch, with one offline exam and one online test.
 * Every student shares one argon2id hash of one password, computed once (20,000 hashes would
 * take minutes and measure nothing).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { hashPassword } from '../src/lib/passwords';
import { databaseUrl, onServer } from '../src/test/database';
import { groupNames, INSTITUTE, populationPlan, type GroupPlan } from './bench-burst-rules';
import * as statements from './bench-burst-sql';

export const BURST_PASSWORD = 'result-day-2026';

export interface DataOptions {
  students: number;
  /** Students of the cost-growth figure's big batch. */
  scale: number;
  /** Greenfield students who sat the result-day test. */
  candidates: number;
  /** Classes a school day (schools) and a day (coaching). */
  periods: number;
  coachingPeriods: number;
}

export interface InstituteInfo {
  id: number;
  name: string;
  host: string;
  school: boolean;
  timeZone: string;
  marketingBanner: boolean;
  classesMode: 'ONLINE' | 'OFFLINE' | 'HYBRID_BLENDED';
  examMode: 'ONLINE' | 'OFFLINE' | 'HYBRID_BLENDED';
  yearId: number;
  /** The label the Online tab opens on (for Greenfield: the result-day test's), or null without labels. */
  labelId: number | null;
}

export interface Tokens {
  studentAuth: string;
  examDesk: string;
  scorecard: string;
}

export interface BenchStudent {
  g: number;
  instituteId: number;
  userId: number;
  studentId: number;
  accountId: number;
  login: string;
  /** The tokens of an open session (one in three resumes instead of signing in). */
  session: Tokens | null;
}

export interface BurstData {
  url: string;
  name: string;
  institutes: Map<number, InstituteInfo>;
  /** The load's students, in arrival order (a fixed shuffle). */
  students: BenchStudent[];
  tests: { result: number; section: number; scale: number };
  /** Students of the scale batch (the cost-growth figure's big class). */
  scaleSize: number;
  /** The cost-growth probes: students of the section of 40 and of the scale batch, with sessions. */
  probes: { section: BenchStudent[]; scale: BenchStudent[] };
  groups: { sections: number; batches: number; largestBatch: number };
  /** Rows per table and the seconds each step took. */
  rows: Record<string, number>;
  steps: Array<{ name: string; seconds: number }>;
  sizeMb: number;
  dispose(): Promise<void>;
}

/** The session tokens of bench student `g` (kind r: resumes, p: a probe), as insertSessions stores their hashes. */
function tokensOf(nonce: string, kind: 'r' | 'p', g: number, instituteId: number, yearId: number): Tokens {
  const id = `burst-${kind}-${String(g).padStart(9, '0')}`;
  return {
    studentAuth: `${id}:burst-secret-${nonce}-${kind}${g}:${instituteId}|${yearId}`,
    examDesk: `burst-exam-${nonce}-${kind}${g}`,
    scorecard: `burst-score-${nonce}-${kind}${g}`,
  };
}

/** Runs each statement of `text` (separated by ';' at a line end), giving it the parameters it names. */
async function run(client: pg.Client, text: string, params: unknown[] = []): Promise<void> {
  for (const statement of text
    .split(/;\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const named = Math.max(0, ...[...statement.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    await client.query(statement, params.slice(0, named));
  }
}

export async function prepareBurstData(serverUrl: string, options: DataOptions): Promise<BurstData> {
  const name = `portal_burst_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = databaseUrl(serverUrl, name);
  const dispose = () =>
    onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
      () => undefined,
    );
  const client = new pg.Client({ connectionString: url });
  const steps: BurstData['steps'] = [];
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ name: label, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  try {
    await step('migrate and seed the demo', async () => {
      const database = openPostgres(url, 2);
      try {
        await prepareDatabase(database);
      } finally {
        await database.close();
      }
    });
    await client.connect();
    const query = async <T>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as T[];

    const plan: GroupPlan[] = populationPlan(options.students);
    const taken = new Set(
      (
        await query<{ key: string }>(
          `select c.institute_id || '|' || c.name || '|' || b.name as key from batches b join courses c on c.id = b.course_id`,
        )
      ).map((row) => row.key),
    );
    const names = groupNames(plan, taken);
    const groups = [
      ...plan.map((group, i) => ({ ...group, name: names[i]!, inLoad: true })),
      {
        instituteId: INSTITUTE.greenfield,
        school: true,
        course: 'Bench scale',
        name: 'All',
        size: options.scale,
        inLoad: false,
      },
    ];
    let first = 1;
    const firsts = groups.map((group) => {
      const at = first;
      first += group.size;
      return at;
    });
    const [bases] = await query<{ users: number; students: number }>(
      `select (select coalesce(max(id), 0) from users) + 1000 as users, (select coalesce(max(id), 0) from students) + 1000 as students`,
    );
    const hash = await hashPassword(BURST_PASSWORD);
    const nonce = randomBytes(12).toString('base64url');

    await step('plan: sections, batches, students', async () => {
      await run(client, statements.createPlanTables);
      await run(client, statements.insertGroups, [
        groups.map((_, i) => i + 1),
        groups.map((group) => group.instituteId),
        groups.map((group) => group.school),
        groups.map((group) => group.course),
        groups.map((group) => group.name),
        groups.map((group) => group.size),
        firsts,
        groups.map((group) => group.inLoad),
      ]);
      await run(client, statements.insertCourses);
      await run(client, statements.insertStudents(bases!.users, bases!.students, 40));
    });
    await step('users, students, enrolments', () => run(client, statements.insertPeople, [hash]));
    await step('a year of timetable', () =>
      run(client, statements.insertTimetable(options.periods, options.coachingPeriods)),
    );
    await step('attendance at every past class', () => run(client, statements.insertAttendance));
    await step('fee installments and payments', () => run(client, statements.insertFees));
    await step('offline exams, sittings and marks', async () => {
      await run(client, statements.insertOfflineExams);
      await run(client, statements.insertOfflineResults);
    });
    const [label] = await query<{ id: number }>(
      `select id from test_labels where institute_id = $1 and test_type_id = 1 order by position, id limit 1`,
      [INSTITUTE.greenfield],
    );
    if (!label) throw new Error('The seed gave Greenfield no Mock Test label');
    await step('online tests, attempts and answers', async () => {
      await run(client, statements.insertPaper, [INSTITUTE.greenfield]);
      await run(client, statements.insertTests, [INSTITUTE.greenfield, label.id]);
      await run(client, statements.insertAttempts(options.candidates), [INSTITUTE.greenfield]);
    });
    await step('publish the section and scale tests', () => run(client, statements.publishCostGrowthTests));
    await step('sessions and notices', async () => {
      await run(client, statements.insertSessions, [nonce]);
      await run(client, statements.insertNotices);
    });
    // Hint bits and statistics now, and a checkpoint: not written during the measured minutes.
    await step('vacuum, analyze, checkpoint', async () => {
      await client.query('vacuum (analyze)');
      await client.query('checkpoint');
    });

    const institutes = new Map<number, InstituteInfo>();
    for (const row of await query<Record<string, unknown>>(
      `select i.id, i.name, i.kind, i.time_zone, i.marketing_banner, i.classes_mode, i.exam_mode, y.year_id,
         (select host from institute_hosts h where h.institute_id = i.id order by host like '%.localhost' desc, length(host), host limit 1) as host,
         (select id from test_labels l where l.institute_id = i.id order by position, id limit 1) as label_id
       from institutes i join (${statements.currentYears}) y on y.institute_id = i.id`,
    )) {
      const id = Number(row.id);
      institutes.set(id, {
        id,
        name: String(row.name),
        host: String(row.host),
        school: row.kind === 'school',
        timeZone: String(row.time_zone),
        marketingBanner: Boolean(row.marketing_banner),
        classesMode: row.classes_mode as InstituteInfo['classesMode'],
        examMode: row.exam_mode as InstituteInfo['examMode'],
        yearId: Number(row.year_id),
        labelId: id === INSTITUTE.greenfield ? label.id : row.label_id === null ? null : Number(row.label_id),
      });
    }
    const studentOf = (row: Record<string, unknown>, kind: 'r' | 'p'): BenchStudent => {
      const g = Number(row.g);
      const instituteId = Number(row.institute_id);
      const userId = Number(row.user_id);
      return {
        g,
        instituteId,
        userId,
        studentId: Number(row.student_id),
        accountId: 5000 + userId,
        login: `b${g}@bench.test`,
        session:
          kind === 'p' || row.resumed
            ? tokensOf(nonce, kind, g, instituteId, institutes.get(instituteId)!.yearId)
            : null,
      };
    };
    const studentRows = await query<Record<string, unknown>>(
      `select g, institute_id, user_id, student_id, resumed, in_load, probe, group_no from bench_students order by g`,
    );
    // Arrival order: a fixed shuffle (multiplicative hashing), so that every spike brings students of
    // every institute and section rather than one institute after the other.
    const arrivalKey = (g: number) => Math.imul(g, 0x9e3779b1) >>> 0;
    const students = studentRows
      .filter((row) => row.in_load)
      .map((row) => studentOf(row, 'r'))
      .sort((a, b) => arrivalKey(a.g) - arrivalKey(b.g));
    const probes = {
      section: studentRows.filter((row) => row.probe && row.in_load).map((row) => studentOf(row, 'p')),
      scale: studentRows.filter((row) => row.probe && !row.in_load).map((row) => studentOf(row, 'p')),
    };
    const testRows = await query<{ kind: 'result' | 'section' | 'scale'; test_id: number }>(
      `select kind, test_id from bench_tests`,
    );
    const testOf = (kind: string) => Number(testRows.find((row) => row.kind === kind)!.test_id);
    const rows: Record<string, number> = {};
    for (const table of [
      'users',
      'timetable_entries',
      'attendance',
      'fee_installments',
      'fee_payments',
      'offline_exam_marks',
      'attempts',
      'attempt_answers',
      'sessions',
    ]) {
      const [row] = await query<{ n: number }>(`select count(*)::int as n from ${table}`);
      rows[table] = row!.n;
    }
    const [size] = await query<{ mb: number }>(
      `select pg_database_size(current_database()) / 1048576.0 as mb`,
    );
    await client.end();
    return {
      url,
      name,
      institutes,
      students,
      tests: { result: testOf('result'), section: testOf('section'), scale: testOf('scale') },
      scaleSize: options.scale,
      probes,
      groups: {
        sections: plan.filter((group) => group.school).length,
        batches: plan.filter((group) => !group.school).length,
        largestBatch: Math.max(...plan.filter((group) => !group.school).map((group) => group.size), 0),
      },
      rows,
      steps,
      sizeMb: Number(size!.mb),
      dispose,
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    await dispose().catch(() => undefined);
    throw error;
  }
}
