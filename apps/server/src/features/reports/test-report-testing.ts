/**
 * A small class for the test report's API tests: a four-question paper in two subjects
 * and six students' counted attempts whose rank, topper and averages are worked out by
 * hand in test-report.test.ts. Inserted in a test's private database copy. And a large
 * one for the bench.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attemptAnswers,
  attempts,
  questions,
  testBatches,
  testQuestions,
  tests,
  users,
} from '../../db/schema';

const MINUTE = 60_000;

export interface ReportClass {
  testId: number;
  questionIds: number[];
  /** The classmates' user ids, in insertion order (ascending ids). */
  classmates: number[];
  /** Aarav's counted (latest) attempt and his earlier, better one. */
  attemptId: number;
  earlierAttemptId: number;
}

/**
 * The paper (16 marks):
 *  1. Mathematics, single choice, 4 marks, −1 wrong (option b right, with TeX)
 *  2. Mathematics, multiple choice, 4 marks, −2 wrong (a and c right)
 *  3. Science, match, 2 marks (a-q, b-p)
 *  4. Science, written, 6 marks (model answer with a script to strip)
 *
 * Counted attempts (score, right, wrong, left, seconds):
 *  Aarav  2  1 1 1  600  (q1 right, q2 wrong, q3 left, q4 pending); earlier: 16 (not counted)
 *  C1    10  2 0 2  700  (q1 right, q4 marked 6)
 *  C2    10  3 0 1  700
 *  C3     2  1 1 2  500
 *  C4    −1  0 1 3  301
 *  C5     0  0 0 4  100
 *  C6: only an open attempt (not counted).
 */
export async function insertReportClass(
  db: Db,
  options: { instituteId: number; batchId: number; userId: number; now: Date; testTypeId?: 1 | 2 | 4 },
): Promise<ReportClass> {
  const { instituteId, now } = options;
  const [test] = await db
    .insert(tests)
    .values({
      instituteId,
      name: 'Report fixture',
      testTypeId: options.testTypeId ?? 1,
      startAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE),
      endAt: new Date(now.getTime() - 24 * 60 * MINUTE),
      durationMinutes: 60,
      resultPublished: true,
      downloadSolution: true,
    })
    .returning({ id: tests.id });
  const testId = test!.id;
  await db.insert(testBatches).values({ testId, batchId: options.batchId });
  const choice = (text: string, isCorrect = false) => ({ text, isCorrect });
  const inserted = await db
    .insert(questions)
    .values([
      {
        instituteId,
        quesType: 1,
        question: 'Area?',
        options: [choice('10 cm²'), choice('\\(12\\) cm²', true), choice('14 cm²')],
      },
      {
        instituteId,
        quesType: 3,
        question: 'Primes?',
        options: [choice('2', true), choice('4'), choice('<i>3</i>', true), choice('9')],
      },
      {
        instituteId,
        quesType: 6,
        question: 'Match',
        options: [choice('cat'), choice('dog')],
        matchChoices: ['bark', 'meow'],
        correctPairs: [
          [0, 1],
          [1, 0],
        ] as Array<[number, number]>,
      },
      {
        instituteId,
        quesType: 2,
        question: 'Why?',
        options: [],
        modelAnswer: '<p>Because <b>heat</b> rises.</p><script>alert(1)</script>',
      },
    ])
    .returning({ id: questions.id });
  const questionIds = inserted.map((q) => q.id);
  const paper = [
    { subject: 'Mathematics', marks: 4, negativeMarks: 1 },
    { subject: 'Mathematics', marks: 4, negativeMarks: 2 },
    { subject: 'Science', marks: 2, negativeMarks: 0 },
    { subject: 'Science', marks: 6, negativeMarks: 0 },
  ];
  await db
    .insert(testQuestions)
    .values(paper.map((p, i) => ({ testId, questionId: questionIds[i]!, position: i + 1, ...p })));

  const stamp = Date.now() % 1_000_000_000;
  const people = await db
    .insert(users)
    .values(
      [1, 2, 3, 4, 5, 6].map((n) => ({
        instituteId,
        accountId: 2_000_000_000 - stamp - n * 7919,
        role: 'student' as const,
        userType: 1,
        name: `Classmate ${n}`,
        joinDate: '2026-04-01',
      })),
    )
    .returning({ id: users.id });
  const classmates = people.map((p) => p.id).sort((a, b) => a - b);

  const startedAt = new Date(now.getTime() - 2 * 24 * 60 * MINUTE);
  const finished = (
    userId: number,
    score: number,
    right: number,
    wrong: number,
    left: number,
    seconds: number,
    finishedAgo = 0,
  ) => ({
    testId,
    instituteId,
    userId,
    status: 'submitted' as const,
    startedAt,
    deadlineAt: new Date(startedAt.getTime() + 60 * MINUTE),
    finishedAt: new Date(startedAt.getTime() + seconds * 1000 - finishedAgo),
    score,
    rightCount: right,
    wrongCount: wrong,
    leftCount: left,
    timeTakenSeconds: seconds,
  });
  const [c1, c2, c3, c4, c5, c6] = classmates as [number, number, number, number, number, number];
  const rows = await db
    .insert(attempts)
    .values([
      // Aarav's earlier attempt finished a day before the counted one.
      {
        ...finished(options.userId, 16, 4, 0, 0, 900),
        startedAt: new Date(startedAt.getTime() - 24 * 60 * MINUTE),
        deadlineAt: new Date(startedAt.getTime() - 23 * 60 * MINUTE),
        finishedAt: new Date(startedAt.getTime() - 23 * 60 * MINUTE),
      },
      { ...finished(options.userId, 2, 1, 1, 1, 600), evaluationPending: true },
      finished(c1, 10, 2, 0, 2, 700),
      finished(c2, 10, 3, 0, 1, 700),
      finished(c3, 2, 1, 1, 2, 500),
      finished(c4, -1, 0, 1, 3, 301),
      finished(c5, 0, 0, 0, 4, 100),
      {
        testId,
        instituteId,
        userId: c6,
        status: 'in_progress' as const,
        startedAt: new Date(now.getTime() - MINUTE),
        deadlineAt: new Date(now.getTime() + 59 * MINUTE),
      },
    ]) // prettier-ignore
    .returning({ id: attempts.id });
  const earlierAttemptId = rows[0]!.id;
  const attemptId = rows[1]!.id;
  const [q1, q2, q3, q4] = questionIds as [number, number, number, number];
  await db.insert(attemptAnswers).values([
    { attemptId, instituteId, questionId: q1, answer: { option: 1 }, score: 4, isCorrect: true, timeSpentSeconds: 95 },
    { attemptId, instituteId, questionId: q2, answer: { options: [2, 1] }, score: -2, isCorrect: false, timeSpentSeconds: 140 },
    // Looked at, then cleared: left, but its time counts.
    { attemptId, instituteId, questionId: q3, answer: null, score: 0, isCorrect: false, timeSpentSeconds: 30 },
    { attemptId, instituteId, questionId: q4, answer: { text: 'Hot air < cold air & so\nit rises' }, score: null, isCorrect: null, timeSpentSeconds: 240 },
    // The earlier attempt: every answer right (must not be the one shown).
    { attemptId: earlierAttemptId, instituteId, questionId: q1, answer: { option: 1 }, score: 4, isCorrect: true },
  ]); // prettier-ignore
  return { testId, questionIds, classmates, attemptId, earlierAttemptId };
}

/**
 * For the bench: a 30-question test (three subjects, single choice, 4 / −1) assigned to
 * `batchId`, sat by `students` bench users plus `userId` (one finished attempt each; every
 * fifth bench user has an earlier one too), every answer stored. All by set-based SQL.
 */
export async function insertBenchClass(
  db: Db,
  options: { instituteId: number; batchId: number; userId: number; students: number; now: Date },
): Promise<{ testId: number; attempts: number; answers: number }> {
  const { instituteId, now } = options;
  const questionsPerTest = 30;
  const [test] = await db
    .insert(tests)
    .values({
      instituteId,
      name: 'Bench report',
      testTypeId: 1,
      startAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE),
      endAt: new Date(now.getTime() - 24 * 60 * MINUTE),
      durationMinutes: 90,
      resultPublished: true,
      downloadSolution: true,
    })
    .returning({ id: tests.id });
  const testId = test!.id;
  await db.insert(testBatches).values({ testId, batchId: options.batchId });
  const choice = (text: string, isCorrect = false) => ({ text, isCorrect });
  const bank = await db
    .insert(questions)
    .values(
      Array.from({ length: questionsPerTest }, (_, i) => ({
        instituteId,
        quesType: 1,
        question: `Bench question ${i + 1}`,
        options: [choice('\\(x = 1\\)'), choice('\\(x = 2\\)', true), choice('3'), choice('4')],
      })),
    )
    .returning({ id: questions.id });
  const subjects = ['Physics', 'Chemistry', 'Mathematics'];
  await db.insert(testQuestions).values(
    bank.map((q, i) => ({
      testId,
      questionId: q.id,
      position: i + 1,
      subject: subjects[Math.floor(i / 10)]!,
      marks: 4,
      negativeMarks: 1,
    })),
  );
  const run = (query: SQL) => db.execute(query);
  await run(sql`insert into users (institute_id, account_id, role, user_type, name, join_date)
    select ${instituteId}, 8000000 + n, 'student', 1, 'Bench reader ' || n, current_date
    from generate_series(1, ${options.students}) as n`);
  // right = h % 25, wrong = (h / 25) % (31 - right), the rest left; score 4 per right, −1 per wrong.
  await run(sql`insert into attempts (test_id, institute_id, user_id, status, started_at, deadline_at, finished_at,
      score, right_count, wrong_count, left_count, time_taken_seconds)
    select ${testId}, ${instituteId}, u.id, s.status, s.started, s.started + interval '90 minutes',
      s.started + make_interval(secs => s.secs), s.r * 4 - s.w, s.r, s.w, ${questionsPerTest} - s.r - s.w, s.secs
    from users u
    cross join lateral (select n, (u.id * 7919 + n * 104729) % 9973 as h from generate_series(0, 1) n) x
    cross join lateral (select x.h % 25 as r) r0
    cross join lateral (
      select r0.r as r, ((x.h / 25) % (${questionsPerTest + 1} - r0.r)) as w,
        600 + x.h % 4800 as secs,
        case when x.h % 50 = 0 then 'timed_out' else 'submitted' end as status,
        ${now.toISOString()}::timestamptz - interval '2 days' - x.n * interval '1 day' as started
    ) s
    where (u.account_id between 8000001 and ${8_000_000 + options.students} and (x.n = 0 or u.id % 5 = 0))
      or (u.id = ${options.userId} and x.n = 0)`);
  // Answers: the first `right` questions right, the next `wrong` wrong, the rest not answered;
  // each with some seconds.
  await run(sql`insert into attempt_answers (attempt_id, institute_id, question_id, answer, seq, score, is_correct, time_spent_seconds)
    select a.id, a.institute_id, tq.question_id,
      case when tq.position <= a.right_count then '{"option":1}'::jsonb else '{"option":2}'::jsonb end,
      1,
      case when tq.position <= a.right_count then 4 else -1 end,
      tq.position <= a.right_count,
      20 + (a.id + tq.position * 13) % 200
    from attempts a
    inner join test_questions tq on tq.test_id = a.test_id
    where a.test_id = ${testId} and tq.position <= a.right_count + a.wrong_count`);
  const [counts] = (
    (await run(sql`select (select count(*) from attempts where test_id = ${testId})::int as attempts,
      (select count(*) from attempt_answers aa join attempts a on a.id = aa.attempt_id where a.test_id = ${testId})::int as answers`)) as unknown as {
      rows: Array<{ attempts: number; answers: number }>;
    }
  ).rows;
  return { testId, attempts: Number(counts!.attempts), answers: Number(counts!.answers) };
}
