import { and, eq } from 'drizzle-orm';
import { reportStatus, showsComparison } from '@portal/shared/reports/rules';
import type { TestReport, TestReportParams } from '@portal/shared/reports/schema';
import { roundMarks } from '@portal/shared/test-panel/rules';
import type { Db } from '../../db/client';
import { students, tests, users } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { assignedTest } from '../test-panel/launch';
import { answersHaveMath, correctAnswerHtml, studentAnswerHtml } from './answer-html';
import { finishedAttempts, questionRows, ranking, subjectsOf } from './test-report-sql';

/** Whose report of which test: the user (a student, or an open user) and the test. */
export interface ReportOwner {
  userId: number;
  accountId: number;
  /** null for open users. */
  studentId: number | null;
  name: string;
  instituteId: number;
  test: typeof tests.$inferSelect;
}

type OwnerUser = Omit<ReportOwner, 'test'>;

/** The user and (when a student) their student row, in one query; null when no such user. */
async function ownerUser(db: Db, userId: number): Promise<OwnerUser | null> {
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      name: users.name,
      instituteId: users.instituteId,
      studentId: students.id,
    })
    .from(users)
    .leftJoin(students, and(eq(students.userId, users.id), eq(students.instituteId, users.instituteId)))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The owner of a report the caller asks for, or 403: the user must be the caller or (a
 * parent) a linked child, `accountId` (when given) must be that user's, and the test must
 * be assigned to that user.
 */
export async function reportAccess(
  db: Db,
  identity: Identity,
  ask: { userId: number; testId: number; accountId?: number },
): Promise<ReportOwner> {
  const user = await ownerUser(db, ask.userId);
  const mine =
    !!user &&
    user.instituteId === identity.instituteId &&
    (user.userId === identity.userId ||
      (user.studentId !== null && identity.studentIds.includes(user.studentId)));
  if (!user || !mine) throw new HttpError(403, MESSAGES.notYours);
  if (ask.accountId !== undefined && ask.accountId !== user.accountId)
    throw new HttpError(403, MESSAGES.notYours);
  // Assigned to the report's owner (a parent's child), not to the caller: the test panel's
  // check, asked for that user and their student.
  const test = await assignedTest(
    db,
    { ...identity, userId: user.userId, studentIds: user.studentId === null ? [] : [user.studentId] },
    ask.testId,
  );
  return { ...user, test };
}

/** The owner of a report by ids alone, with no access check (a score card token already holds the grant). */
export async function reportOwner(db: Db, userId: number, testId: number): Promise<ReportOwner> {
  const user = await ownerUser(db, userId);
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  if (!user || !test || test.instituteId !== user.instituteId) throw new HttpError(403, MESSAGES.notYours);
  return { ...user, test };
}

/**
 * The report of an owner: status only unless published, else the prepared standings and the
 * attempt's own tables. Reads only: an attempt whose time ran out counts once the test panel's
 * sweeper has closed it (within SWEEP_INTERVAL_MS), so the report can be read from a replica.
 */
export async function reportOf(db: Db, owner: ReportOwner, now: Date): Promise<TestReport> {
  const { test } = owner;
  const finished = await finishedAttempts(db, test.id, owner.userId);
  const status = reportStatus(
    {
      test_type_id: test.testTypeId,
      end_timestamp: Math.floor(test.endAt.getTime() / 1000),
      total_attempts: finished.count,
      is_result_published: test.resultPublished ? 1 : 0,
    },
    now.getTime(),
  );
  const head = {
    test_id: test.id,
    test_name: test.name,
    test_type_id: test.testTypeId as TestReport['test_type_id'],
    report_status: status,
    is_result_published: test.resultPublished ? 1 : 0,
    is_download_solution: test.resultPublished && test.downloadSolution ? 1 : 0,
    student_name: owner.name,
    attempted_at: finished.finishedAt?.toISOString() ?? null,
  } as const;
  const statusOnly: TestReport = {
    ...head,
    test_report: null,
    topper_report: null,
    average_report: null,
    subject_wise_distribution: [],
    question_wise_distribution: [],
  };
  if (status !== 'attempted_n_result_published' || finished.attemptId === null) return statusOnly;

  const attemptId = finished.attemptId;
  const [standing, paper] = await Promise.all([
    ranking(db, test.id, owner.userId),
    questionRows(db, test.id, attemptId),
  ]);
  const subjects = subjectsOf(paper);
  const { me, topper, average } = standing;
  if (!me) return statusOnly;
  const comparison = showsComparison(test.testTypeId);
  return {
    ...head,
    test_report: {
      rank: me.rank,
      total_score: me.score,
      total_marks: standing.totalMarks,
      total_students: standing.students,
      right_ques_count: me.right,
      wrong_ques_count: me.wrong,
      left_ques_count: me.left,
      total_attempted_time: me.time,
    },
    topper_report:
      comparison && topper
        ? {
            marks_obtained: topper.score,
            maximum_marks: standing.totalMarks,
            total_correct_que: topper.right,
            total_incorrect_que: topper.wrong,
            total_attempted: topper.right + topper.wrong,
            total_time_taken: topper.time,
          }
        : null,
    average_report:
      comparison && average
        ? {
            marks: average.score,
            correct: average.right,
            incorrect: average.wrong,
            attempted: roundMarks(average.right + average.wrong),
            time_taken: average.time,
          }
        : null,
    subject_wise_distribution: subjects.map((s) => ({
      subject_name: s.subject,
      total_score: s.score,
      total_attempted_time: s.time,
      right_ques_count: s.right,
      wrong_ques_count: s.wrong,
      left_ques_count: s.left,
      right_ques_marks: s.rightMarks,
      wrong_ques_marks: s.wrongMarks,
      total_marks: s.totalMarks,
    })),
    question_wise_distribution: paper.map((q) => {
      const student = q.outcome === 'left' ? '' : studentAnswerHtml(q, q.answer);
      const correct = correctAnswerHtml(q);
      return {
        question_id: q.questionId,
        question_order: q.position,
        is_correct: q.outcome === 'right' ? 1 : 0,
        outcome: q.outcome,
        student_answer: student,
        correct_answer: correct,
        mathjax: answersHaveMath(student, correct),
        ques_type: q.quesType,
        subject_name: q.subject,
        total_score: q.score,
        marks: q.marks,
      };
    }),
  };
}

/** GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1 */
export async function testReport(
  db: Db,
  identity: Identity,
  params: TestReportParams,
  now: Date,
): Promise<TestReport> {
  const owner = await reportAccess(db, identity, {
    userId: params.user_id,
    testId: params.test_id,
    accountId: params.account_id,
  });
  return reportOf(db, owner, now);
}
