/**
 * The test panel's autosave under load, for the bench: BENCH_STUDENTS (500) students of a
 * bench-only section sit a bench-only 30-question test (the six question types, three
 * subjects), each saving an answer every 2 s through PUT {testPanel}/api/answers on the
 * listening server for BENCH_SECONDS (60 here unless set). Users, attempts and panel
 * tokens are written straight into the bench's throw-away database (500 sign-ins would
 * measure argon2, not the autosave). Afterwards every question's last acknowledged save
 * is looked up in attempt_answers: a seq or answer that differs is a lost answer.
 */
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import type { Db } from '../src/db/client';
import { randomToken, sha256 } from '../src/lib/tokens';
import type { LoadInput, LoadOutput } from './bench-exams-load';

const TYPES = [1, 3, 5, 6, 7, 2] as const;
const QUESTIONS = 30;
const INTERVAL_MS = 2_000;
const REVISITED = 12;

export interface ExamBenchOptions {
  students: number;
  seconds: number;
}

export interface ExamBenchResult {
  students: number;
  seconds: number;
  saves: number;
  savesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  /** Questions whose stored seq or answer is not the last one the server acknowledged. */
  lost: number;
  /** (attempt, question) pairs checked. */
  checked: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Section, students, test, attempts and panel tokens of the bench; the tokens by attempt. */
async function prepare(
  db: Db,
  students: number,
  now: Date,
): Promise<Array<{ attemptId: number; token: string }>> {
  const [batch] = await rows<{ id: number }>(
    db,
    sql`insert into batches (institute_id, course_id, name)
      select institute_id, course_id, 'Bench exams' from batches
      where id = (select batch_id from student_batches where student_id = 1001 limit 1) returning id`,
  );
  const users = await rows<{ id: number }>(
    db,
    sql`insert into users (institute_id, account_id, role, user_type, name, join_date)
      select 1, 9000000 + n, 'student', 1, 'Bench student ' || n, current_date
      from generate_series(1, ${students}) as n returning id`,
  );
  const userIds = users.map((u) => u.id);
  await db.execute(sql`with s as (
      insert into students (user_id, institute_id, display_id)
      select u, 1, 'BENCH-' || u from unnest(${`{${userIds.join(',')}}`}::int[]) as u returning id)
    insert into student_batches (institute_id, student_id, batch_id) select 1, id, ${batch!.id} from s`);
  const [test] = await rows<{ id: number }>(
    db,
    sql`insert into tests (institute_id, name, test_type_id, start_at, end_at, duration_minutes)
      values (1, 'Bench mock test', 1, ${new Date(now.getTime() - 3_600_000).toISOString()},
        ${new Date(now.getTime() + 86_400_000).toISOString()}, 180) returning id`,
  );
  await db.execute(sql`insert into test_batches (test_id, batch_id) values (${test!.id}, ${batch!.id})`);
  for (let i = 0; i < QUESTIONS; i++) {
    const type = TYPES[i % TYPES.length]!;
    const options =
      type === 2 ? [] : type === 5 ? ['True', 'False'] : ['Option a', 'Option b', 'Option c', 'Option d'];
    const [question] = await rows<{ id: number }>(
      db,
      sql`insert into questions (institute_id, ques_type, question, options, match_choices, correct_pairs)
        values (1, ${type}, ${`<p>Bench question ${i + 1}</p>`},
          ${JSON.stringify(options.map((text, k) => ({ text, isCorrect: k === 0 })))}::jsonb,
          ${type === 6 || type === 7 ? JSON.stringify(['p', 'q', 'r', 's']) : null}::jsonb,
          ${
            type === 6 || type === 7
              ? JSON.stringify([
                  [0, 0],
                  [1, 1],
                ])
              : null
          }::jsonb) returning id`,
    );
    const subject = ['Physics', 'Chemistry', 'Mathematics'][Math.floor(i / 10)]!;
    await db.execute(sql`insert into test_questions (test_id, question_id, position, subject, marks, negative_marks)
      values (${test!.id}, ${question!.id}, ${i + 1}, ${subject}, 4, 1)`);
  }
  const deadline = new Date(now.getTime() + 3 * 3_600_000).toISOString();
  const attempts = await rows<{ id: number; user_id: number }>(
    db,
    sql`insert into attempts (test_id, institute_id, user_id, status, started_at, deadline_at)
      select ${test!.id}, 1, u, 'in_progress', ${now.toISOString()}, ${deadline}
      from unnest(${`{${userIds.join(',')}}`}::int[]) as u returning id, user_id`,
  );
  const sittings = attempts.map((a) => ({ attemptId: a.id, userId: a.user_id, token: randomToken() }));
  await db.execute(sql`insert into panel_tokens (token_hash, user_id, test_id, attempt_id, mode, expires_at)
    values ${sql.join(
      sittings.map(
        (s) => sql`(${sha256(s.token)}, ${s.userId}, ${test!.id}, ${s.attemptId}, 'start', ${deadline})`,
      ),
      sql`, `,
    )}`);
  return sittings;
}

/** Runs bench-exams-load.ts in a worker thread . */
function runLoad(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it registers it, then imports the TypeScript file.
    const file = new URL('./bench-exams-load.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    worker.once('message', (output: LoadOutput) => resolve(output));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load worker exited with ${code}`));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0;

export async function benchExamAutosave(
  db: Db,
  address: string,
  testPanelPath: string,
  options: ExamBenchOptions,
): Promise<ExamBenchResult> {
  const sittings = await prepare(db, options.students, new Date());
  const questionRows = await rows<{ id: number; type: number }>(
    db,
    sql`select q.id, q.ques_type as type from test_questions tq join questions q on q.id = tq.question_id
      where tq.test_id = (select test_id from attempts where id = ${sittings[0]!.attemptId}) order by tq.position`,
  );
  // The simulated windows run in a worker thread, so the server's event loop serves requests alone.
  const load = await runLoad({
    url: `${address}${testPanelPath}/api/answers`,
    sittings: sittings.map(({ attemptId, token }) => ({ attemptId, token })),
    questions: questionRows,
    students: options.students,
    seconds: options.seconds,
    intervalMs: INTERVAL_MS,
    revisited: REVISITED,
  });
  const { failed, elapsed } = load;
  const latencies = [...load.latencies].sort((x, y) => x - y);
  const acknowledged = new Map(load.acknowledged);

  const stored = await rows<{ attempt_id: number; question_id: number; seq: string; answer: unknown }>(
    db,
    sql`select attempt_id, question_id, seq, answer from attempt_answers
      where attempt_id in (select id from attempts where test_id = (select test_id from attempts where id = ${sittings[0]!.attemptId}))`,
  );
  const byKey = new Map(stored.map((row) => [`${row.attempt_id}:${row.question_id}`, row]));
  let lost = 0;
  for (const [key, last] of acknowledged) {
    const row = byKey.get(key);
    if (!row || Number(row.seq) !== last.seq || JSON.stringify(row.answer) !== JSON.stringify(last.answer))
      lost++;
  }
  return {
    students: options.students,
    seconds: options.seconds,
    saves: latencies.length - failed,
    savesPerSecond: (latencies.length - failed) / elapsed,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    failed,
    lost,
    checked: acknowledged.size,
  };
}
