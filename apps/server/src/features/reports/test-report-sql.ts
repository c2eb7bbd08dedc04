import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { roundMarks } from '@portal/shared/test-panel/rules';
import type { StoredOption } from '../../db/schema';

/**
 * The queries of the test report. Each user counts once, by their latest finished
 * attempt (submitted or timed out, by finished_at); every number comes from stored
 * attempts and answers.
 */

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The user's finished attempts and the one that counts (latest finished). */
export async function finishedAttempts(
  db: Db,
  testId: number,
  userId: number,
): Promise<{ count: number; attemptId: number | null; finishedAt: Date | null }> {
  const [row] = await rowsOf<{ count: number; id: number | null; finished_at: string | Date | null }>(
    db,
    sql`select count(*)::int as count,
          (array_agg(id order by finished_at desc nulls last, id desc))[1] as id,
          max(finished_at) as finished_at
        from attempts
        where test_id = ${testId} and user_id = ${userId} and status <> 'in_progress'`,
  );
  const count = num(row?.count);
  return {
    count,
    attemptId: count > 0 && row?.id != null ? Number(row.id) : null,
    finishedAt: row?.finished_at ? new Date(row.finished_at) : null,
  };
}

export interface Standing {
  score: number;
  right: number;
  wrong: number;
  left: number;
  time: number;
}

export interface Ranking {
  students: number;
  totalMarks: number;
  /** The user's standing and rank (null when they have no finished attempt). */
  me: (Standing & { rank: number }) | null;
  topper: Standing | null;
  average: Standing | null;
}

/**
 * The prepared standings of a published test (test_standings and test_results, filled by the
 * database when attempts or publishing change): the user's row and rank, the topper's row and
 * the class averages, by primary key, plus the paper's total marks. Never reads the class.
 */
export async function ranking(db: Db, testId: number, userId: number): Promise<Ranking> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select r.students,
          (select coalesce(sum(marks), 0) from test_questions where test_id = ${testId}) as total_marks,
          me.rank as me_rank, me.score as me_score, me.right_count as me_right,
          me.wrong_count as me_wrong, me.left_count as me_left, me.time_taken as me_time,
          top.score as top_score, top.right_count as top_right, top.wrong_count as top_wrong,
          top.left_count as top_left, top.time_taken as top_time,
          r.avg_score, r.avg_right, r.avg_wrong, r.avg_left, r.avg_time
        from (select 1) as one
        left join test_results r on r.test_id = ${testId}
        left join test_standings me on me.test_id = ${testId} and me.user_id = ${userId}
        left join test_standings top on top.test_id = ${testId} and top.user_id = r.topper_user_id`,
  );
  return rankingOf(row);
}

/** A Ranking from a row of me_*, top_*, avg_*, students and total_marks columns. */
export function rankingOf(row: Record<string, unknown> | undefined): Ranking {
  const standing = (prefix: string): Standing | null =>
    row?.[`${prefix}_score`] === null || row?.[`${prefix}_score`] === undefined
      ? null
      : {
          score: num(row[`${prefix}_score`]),
          right: num(row[`${prefix}_right`]),
          wrong: num(row[`${prefix}_wrong`]),
          left: num(row[`${prefix}_left`]),
          time: num(row[`${prefix}_time`]),
        };
  const me = standing('me');
  return {
    students: num(row?.students),
    totalMarks: num(row?.total_marks),
    me: me && { ...me, rank: num(row?.me_rank) },
    topper: standing('top'),
    average: standing('avg'),
  };
}

/**
 * Whether a saved answer is an answer at all (mirrors isAnswered of the test panel rules:
 * an empty selection or blank text is none).
 */
const ANSWERED = sql.raw(`(case
  when aa.answer is null or jsonb_typeof(aa.answer) <> 'object' then false
  when jsonb_typeof(aa.answer->'option') = 'number' then true
  when jsonb_typeof(aa.answer->'options') = 'array' then jsonb_array_length(aa.answer->'options') > 0
  when jsonb_typeof(aa.answer->'text') = 'string' then (aa.answer->>'text') ~ '\\S'
  when jsonb_typeof(aa.answer->'pairs') = 'array' then jsonb_array_length(aa.answer->'pairs') > 0
  else false end)`);

/**
 * right, wrong, left or pending (a written answer not marked yet), from what the scoring
 * stored: is_correct, or for a marked written answer its score.
 */
const OUTCOME = sql`(case
  when aa.is_correct then 'right'
  when not ${ANSWERED} then 'left'
  when aa.score is null then 'pending'
  when aa.is_correct is null and aa.score > 0 then 'right'
  else 'wrong' end)`;

/** The paper of the test beside one attempt's answers. */
const paperWithAnswers = (testId: number, attemptId: number) => sql`
  select tq.position, tq.subject, tq.marks, tq.question_id,
    coalesce(aa.score, 0) as score, coalesce(aa.time_spent_seconds, 0) as time_spent,
    aa.answer, ${OUTCOME} as outcome
  from test_questions tq
  left join attempt_answers aa on aa.attempt_id = ${attemptId} and aa.question_id = tq.question_id
  where tq.test_id = ${testId}`;

export interface SubjectRow {
  subject: string;
  score: number;
  time: number;
  right: number;
  wrong: number;
  left: number;
  rightMarks: number;
  wrongMarks: number;
  totalMarks: number;
}

/**
 * The subject table, one row per subject in the order subjects first appear in the paper, from the
 * question table's rows (the same paper and answers: one statement fewer for every report read).
 * Marks have two decimals, so the sums are rounded back to them.
 */
export function subjectsOf(paper: readonly QuestionRow[]): SubjectRow[] {
  const bySubject = new Map<string, SubjectRow>();
  for (const q of paper) {
    let row = bySubject.get(q.subject);
    if (!row) {
      row = {
        subject: q.subject,
        score: 0,
        time: 0,
        right: 0,
        wrong: 0,
        left: 0,
        rightMarks: 0,
        wrongMarks: 0,
        totalMarks: 0,
      };
      bySubject.set(q.subject, row);
    }
    row.score += q.score;
    row.time += q.timeSpent;
    row.totalMarks += q.marks;
    if (q.outcome === 'right') {
      row.right++;
      row.rightMarks += q.score;
    } else if (q.outcome === 'wrong') {
      row.wrong++;
      row.wrongMarks += q.score;
    } else if (q.outcome === 'left') row.left++;
  }
  return [...bySubject.values()].map((row) => ({
    ...row,
    score: roundMarks(row.score),
    rightMarks: roundMarks(row.rightMarks),
    wrongMarks: roundMarks(row.wrongMarks),
    totalMarks: roundMarks(row.totalMarks),
  }));
}

export interface QuestionRow {
  position: number;
  subject: string;
  marks: number;
  score: number;
  /** Seconds spent on it (0 when unanswered). */
  timeSpent: number;
  outcome: 'right' | 'wrong' | 'left' | 'pending';
  answer: unknown;
  questionId: number;
  quesType: number;
  options: StoredOption[];
  correctPairs: Array<[number, number]> | null;
  modelAnswer: string | null;
}

/** The question table: every question of the paper in order, with the attempt's answer. */
export async function questionRows(db: Db, testId: number, attemptId: number): Promise<QuestionRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select paper.*, q.ques_type, q.options, q.correct_pairs, q.model_answer
        from (${paperWithAnswers(testId, attemptId)}) paper
        inner join questions q on q.id = paper.question_id
        order by paper.position`,
  );
  return rows.map((r) => ({
    position: num(r.position),
    subject: String(r.subject),
    marks: num(r.marks),
    score: num(r.score),
    timeSpent: num(r.time_spent),
    outcome: r.outcome as QuestionRow['outcome'],
    answer: r.answer ?? null,
    questionId: num(r.question_id),
    quesType: num(r.ques_type),
    options: (r.options as StoredOption[] | null) ?? [],
    correctPairs: (r.correct_pairs as Array<[number, number]> | null) ?? null,
    modelAnswer: (r.model_answer as string | null) ?? null,
  }));
}
