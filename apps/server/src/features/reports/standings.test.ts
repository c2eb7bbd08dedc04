/**
 * The prepared results (test_standings, test_results, offline_exam_subjects and the two
 * offline standings tables, filled by the database's triggers) against the oracle: the same
 * figures computed from everyone's attempts and marks (standings-oracle.ts), for every seeded
 * test and offline exam, then again after each kind of change a school makes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, rowsOf, type Database, type Db } from '../../db/client';
import { attempts, offlineExamMarks, offlineExamSittings, tests } from '../../db/schema';
import { openTemplateCopy, templateCopyUrl } from '../../test/database';
import { marksAt } from './offline-marks';
import { marksFromEveryone, rankingFromAttempts } from './standings-oracle';
import { ranking } from './test-report-sql';

let database: Database;
const db = (): Db => database.db;

beforeAll(async () => {
  database = await openTemplateCopy(inject('serverTemplate'));
});
afterAll(async () => {
  await database?.close();
});

const ids = async (query: ReturnType<typeof sql>): Promise<number[]> =>
  (await rowsOf<{ id: number }>(db(), query)).map((row) => Number(row.id));

/** Every published test with finished attempts, and the users to compare in each. */
async function publishedTests(): Promise<Array<{ testId: number; users: number[] }>> {
  const rows = await rowsOf<{ test_id: number; users: number[] }>(
    db(),
    sql`select a.test_id, array_agg(distinct a.user_id) as users
        from attempts a join tests t on t.id = a.test_id
        where t.result_published and a.status <> 'in_progress'
        group by a.test_id order by a.test_id`,
  );
  return rows.map((row) => ({ testId: Number(row.test_id), users: row.users.map(Number) }));
}

/** Compares every user of a test (and one who did not sit it) with the oracle; answers how many. */
async function sameStandings(testId: number, users: number[]): Promise<number> {
  const [outsider] = await ids(sql`select id from users order by id desc limit 1`);
  for (const userId of [...users, outsider!]) {
    const prepared = await ranking(db(), testId, userId);
    const oracle = await rankingFromAttempts(db(), testId, userId);
    expect({ testId, userId, ...prepared }).toEqual({ testId, userId, ...oracle });
  }
  return users.length;
}

/** Every offline exam with marks or sittings, and its students. */
async function offlineExams(): Promise<Array<{ entryId: number; students: number[] }>> {
  const rows = await rowsOf<{ entry_id: number; students: number[] }>(
    db(),
    sql`select entry_id, array_agg(distinct student_id) as students from (
          select entry_id, student_id from offline_exam_marks
          union select entry_id, student_id from offline_exam_sittings) x
        group by entry_id order by entry_id`,
  );
  return rows.map((row) => ({ entryId: Number(row.entry_id), students: row.students.map(Number) }));
}

async function sameOfflineResults(entryIds: number[], students: number[]): Promise<void> {
  for (const studentId of students) {
    const prepared = await marksAt(db(), studentId, entryIds);
    const oracle = await marksFromEveryone(db(), studentId, entryIds);
    expect({ studentId, rows: prepared }).toEqual({ studentId, rows: oracle });
  }
}

describe('prepared online test standings', () => {
  it("match the ranking of everyone's attempts for every seeded published test and user", async () => {
    const published = await publishedTests();
    expect(published.length).toBeGreaterThanOrEqual(5);
    let compared = 0;
    for (const { testId, users } of published) compared += await sameStandings(testId, users);
    expect(compared).toBeGreaterThanOrEqual(20);
    // A test whose result is not published has no prepared rows (its report shows its status only).
    const [unpublished] = await ids(
      sql`select t.id from tests t where not t.result_published
          and exists (select 1 from attempts a where a.test_id = t.id and a.status <> 'in_progress') limit 1`,
    );
    expect(unpublished).toBeDefined();
    const rows = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from test_standings where test_id = ${unpublished!}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('follow every change: a new best attempt, a re-marked score, a withdrawn and re-published result, a deleted attempt', async () => {
    const published = await publishedTests();
    const { testId, users } = published.reduce((a, b) => (b.users.length > a.users.length ? b : a));
    expect(users.length).toBeGreaterThanOrEqual(3);
    const last = users[users.length - 1]!;
    const before = await ranking(db(), testId, last);

    // The last user sits it again and beats everyone: they are first, everyone else moves down.
    const [top] = await rowsOf<{ score: number }>(
      db(),
      sql`select max(score)::float8 as score from attempts where test_id = ${testId}`,
    );
    const finishedAt = new Date('2026-11-20T05:00:00Z');
    const [again] = await db()
      .insert(attempts)
      .values({
        testId,
        instituteId: sql<number>`(select institute_id from tests where id = ${testId})`,
        userId: last,
        status: 'submitted',
        startedAt: new Date(finishedAt.getTime() - 600_000),
        deadlineAt: finishedAt,
        finishedAt,
        score: Number(top!.score) + 5,
        rightCount: 9,
        wrongCount: 0,
        leftCount: 0,
        timeTakenSeconds: 600,
      })
      .returning({ id: attempts.id });
    expect((await ranking(db(), testId, last)).me?.rank).toBe(1);
    expect(before.me?.rank).not.toBe(1);
    await sameStandings(testId, users);

    // A teacher's marking lowers it: re-ranked in the same statement.
    await db().update(attempts).set({ score: -3 }).where(eq(attempts.id, again!.id));
    expect((await ranking(db(), testId, last)).me?.rank).toBe(users.length);
    await sameStandings(testId, users);

    // Withdrawn: no rows; published again: the same figures as the oracle.
    await db().update(tests).set({ resultPublished: false }).where(eq(tests.id, testId));
    expect((await ranking(db(), testId, last)).me).toBeNull();
    await db().update(tests).set({ resultPublished: true }).where(eq(tests.id, testId));
    await sameStandings(testId, users);

    // The attempt deleted: the user's earlier attempt counts again.
    await db().delete(attempts).where(eq(attempts.id, again!.id));
    expect(await ranking(db(), testId, last)).toEqual(before);
    await sameStandings(testId, users);
  });

  it('an open attempt does not count, and counts once closed', async () => {
    const published = await publishedTests();
    const { testId, users } = published[0]!;
    const [newcomer] = await ids(
      sql`select u.id from users u where u.institute_id = (select institute_id from tests where id = ${testId})
          and not exists (select 1 from attempts a where a.test_id = ${testId} and a.user_id = u.id)
          order by u.id limit 1`,
    );
    expect(newcomer).toBeDefined();
    const startedAt = new Date('2026-11-20T05:00:00Z');
    const [open] = await db()
      .insert(attempts)
      .values({
        testId,
        instituteId: sql<number>`(select institute_id from tests where id = ${testId})`,
        userId: newcomer!,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + 3_600_000),
      })
      .returning({ id: attempts.id });
    expect((await ranking(db(), testId, newcomer!)).me).toBeNull();
    await db().update(attempts).set({ currentPosition: 2 }).where(eq(attempts.id, open!.id));
    expect((await ranking(db(), testId, newcomer!)).me).toBeNull();
    await db()
      .update(attempts)
      .set({
        status: 'timed_out',
        finishedAt: new Date(startedAt.getTime() + 3_600_000),
        score: 0,
        rightCount: 0,
        wrongCount: 0,
        leftCount: 4,
        timeTakenSeconds: 3600,
      })
      .where(eq(attempts.id, open!.id));
    expect((await ranking(db(), testId, newcomer!)).me).not.toBeNull();
    await sameStandings(testId, [...users, newcomer!]);
  });
});

describe('prepared offline exam standings', () => {
  it("match the ranks of everyone's marks for every seeded offline exam and student", async () => {
    const exams = await offlineExams();
    expect(exams.length).toBeGreaterThanOrEqual(5);
    let students = 0;
    for (const { entryId, students: list } of exams) {
      await sameOfflineResults([entryId], list);
      students += list.length;
    }
    expect(students).toBeGreaterThanOrEqual(50);
    // Several exams in one call, as the report asks.
    const all = exams.map((exam) => exam.entryId);
    await sameOfflineResults(all, [...new Set(exams.flatMap((exam) => exam.students))].slice(0, 10));
  });

  it('correcting one mark re-ranks everyone it moves; absence, presence and a deleted mark too', async () => {
    const exams = await offlineExams();
    // The exam with the most marked students.
    const [busiest] = await ids(
      sql`select entry_id as id from offline_exam_marks where marks_obtained is not null
          group by entry_id order by count(distinct student_id) desc, entry_id limit 1`,
    );
    const { entryId, students } = exams.find((exam) => exam.entryId === busiest)!;
    expect(students.length).toBeGreaterThanOrEqual(3);
    const [lowest] = await rowsOf<{ student_id: number; subject: string; total_marks: number }>(
      db(),
      sql`select student_id, subject, total_marks::float8 as total_marks from offline_exam_marks
          where entry_id = ${entryId} and marks_obtained is not null
          order by marks_obtained asc, student_id limit 1`,
    );
    const who = Number(lowest!.student_id);
    const subjectRank = async () =>
      (await marksAt(db(), who, [entryId])).find((row) => row.subject === lowest!.subject)?.subject_rank;
    expect(await subjectRank()).toBeGreaterThan(1);
    const movedBefore = await Promise.all(students.map((s) => marksAt(db(), s, [entryId])));

    // Full marks for the lowest: first now, and everyone who was above them moves down one.
    await db()
      .update(offlineExamMarks)
      .set({ marksObtained: lowest!.total_marks })
      .where(
        and(
          eq(offlineExamMarks.entryId, entryId),
          eq(offlineExamMarks.studentId, who),
          eq(offlineExamMarks.subject, lowest!.subject),
        ),
      );
    expect(await subjectRank()).toBe(1);
    const movedAfter = await Promise.all(students.map((s) => marksAt(db(), s, [entryId])));
    expect(movedAfter).not.toEqual(movedBefore);
    await sameOfflineResults([entryId], students);

    // Marked absent: ranked nowhere, the others close up; present again: back.
    await db()
      .insert(offlineExamSittings)
      .values({
        entryId,
        instituteId: sql<number>`(select institute_id from timetable_entries where id = ${entryId})`,
        studentId: who,
        present: false,
      })
      .onConflictDoUpdate({
        target: [offlineExamSittings.entryId, offlineExamSittings.studentId],
        set: { present: false },
      });
    expect(await subjectRank()).toBeNull();
    await sameOfflineResults([entryId], students);
    await db()
      .update(offlineExamSittings)
      .set({ present: true })
      .where(and(eq(offlineExamSittings.entryId, entryId), eq(offlineExamSittings.studentId, who)));
    expect(await subjectRank()).toBe(1);
    await sameOfflineResults([entryId], students);

    // A mark removed (not marked yet): ranked nowhere in that subject.
    await db()
      .update(offlineExamMarks)
      .set({ marksObtained: null })
      .where(
        and(
          eq(offlineExamMarks.entryId, entryId),
          eq(offlineExamMarks.studentId, who),
          eq(offlineExamMarks.subject, lowest!.subject),
        ),
      );
    expect(await subjectRank()).toBeNull();
    await sameOfflineResults([entryId], students);
    await db().delete(offlineExamMarks).where(eq(offlineExamMarks.entryId, entryId));
    expect(await marksAt(db(), who, [entryId])).toEqual([]);
    await sameOfflineResults([entryId], students);
  });
});

describe('the report reads only prepared rows, by index', () => {
  const plan = async (query: ReturnType<typeof sql>): Promise<string> => {
    const rows = await rowsOf<Record<string, string>>(db(), sql`explain ${query}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  it("the test report and offline report queries use the prepared tables' keys and never touch attempts or marks", async () => {
    const [testId] = await ids(sql`select test_id as id from test_standings limit 1`);
    const [entryId] = await ids(sql`select entry_id as id from offline_exam_subjects limit 1`);
    // Sequential scans off: if a plan still scans a table, no index serves the query.
    await db().execute(sql`set enable_seqscan = off`);
    try {
      const online = await plan(sql`select r.students, me.rank, top.score
        from (select 1) as one
        left join test_results r on r.test_id = ${testId}
        left join test_standings me on me.test_id = ${testId} and me.user_id = ${1}
        left join test_standings top on top.test_id = ${testId} and top.user_id = r.topper_user_id`);
      expect(online).toMatch(/test_results_pkey/);
      expect(online).toMatch(/test_standings_test_id_user_id_pk/);
      expect(online).not.toMatch(/Seq Scan|attempts/);

      const offline = await plan(sql`select e.subject, r.rank, c.rank
        from offline_exam_subjects e
        left join offline_subject_standings r
          on r.entry_id = e.entry_id and r.subject = e.subject and r.student_id = ${1}
        left join offline_exam_standings c on c.entry_id = e.entry_id and c.student_id = ${1}
        where e.entry_id in (${entryId})`);
      expect(offline).toMatch(/offline_exam_subjects_entry_id_subject_pk/);
      expect(offline).toMatch(/offline_subject_standings_entry_id_student_id_subject_pk/);
      expect(offline).toMatch(/offline_exam_standings_entry_id_student_id_pk/);
      expect(offline).not.toMatch(/Seq Scan|offline_exam_marks/);
    } finally {
      await db().execute(sql`reset enable_seqscan`);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('prepared standings under concurrent writers (PostgreSQL)', () => {
  it('two transactions closing attempts of one published test at once: both are ranked', async () => {
    const copy = await templateCopyUrl(inject('serverTemplate'));
    const pool = openPostgres(copy.url, 4);
    try {
      const [test] = await rowsOf<{ id: number; institute_id: number }>(
        pool.db,
        sql`select id, institute_id from tests where result_published limit 1`,
      );
      const newcomers = await rowsOf<{ id: number }>(
        pool.db,
        sql`select u.id from users u where u.institute_id = ${test!.institute_id}
            and not exists (select 1 from attempts a where a.test_id = ${test!.id} and a.user_id = u.id)
            order by u.id limit 2`,
      );
      expect(newcomers).toHaveLength(2);
      const finishedAt = new Date('2026-11-20T05:00:00Z');
      const close = (userId: number, score: number) =>
        pool.db.transaction(async (tx) => {
          await tx.insert(attempts).values({
            testId: test!.id,
            instituteId: test!.institute_id,
            userId,
            status: 'submitted',
            startedAt: new Date(finishedAt.getTime() - 60_000),
            deadlineAt: finishedAt,
            finishedAt,
            score,
            rightCount: 1,
            wrongCount: 0,
            leftCount: 0,
            timeTakenSeconds: 60,
          });
          // Hold the transaction open so the other one runs its trigger meanwhile.
          await tx.execute(sql`select pg_sleep(0.3)`);
        });
      await Promise.all([close(Number(newcomers[0]!.id), 1000), close(Number(newcomers[1]!.id), 999)]);
      const standings = await rowsOf<{ user_id: number; rank: number }>(
        pool.db,
        sql`select user_id, rank from test_standings where test_id = ${test!.id} order by rank limit 2`,
      );
      expect(standings.map((s) => [Number(s.user_id), s.rank])).toEqual([
        [Number(newcomers[0]!.id), 1],
        [Number(newcomers[1]!.id), 2],
      ]);
    } finally {
      await pool.close();
      await copy.drop();
    }
  });
});
