/**
 * The report's figures computed from scratch, over the whole class, as the report calls did
 * before they read prepared rows: the oracle the tests compare the prepared standings with
 * (standings.test.ts). Never used by a request.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { idList, type SubjectMarksRow } from './offline-marks';
import { rankingOf, type Ranking } from './test-report-sql';

/**
 * One query for the class: each user's counted attempt (latest finished); the user's rank is
 * 1 + the number of counted attempts scoring more; the topper is the best score, then the less
 * time, then the lower user id; the averages are over the counted attempts, two decimals.
 */
export async function rankingFromAttempts(db: Db, testId: number, userId: number): Promise<Ranking> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with counted as (
          select distinct on (user_id) user_id,
            coalesce(score, 0) as score, coalesce(right_count, 0) as right_count,
            coalesce(wrong_count, 0) as wrong_count, coalesce(left_count, 0) as left_count,
            coalesce(time_taken_seconds, 0) as time_taken
          from attempts
          where test_id = ${testId} and status <> 'in_progress'
          order by user_id, finished_at desc nulls last, id desc nulls last
        ), me as (
          select * from counted where user_id = ${userId}
        ), top as (
          select * from counted order by score desc, time_taken asc, user_id asc limit 1
        ), mean as (
          select count(*)::int as students,
            1 + count(*) filter (where score > (select score from me)) as rank,
            round(avg(score), 2) as score, round(avg(right_count), 2) as right_count,
            round(avg(wrong_count), 2) as wrong_count, round(avg(left_count), 2) as left_count,
            round(avg(time_taken), 2) as time_taken
          from counted
        )
        select mean.students,
          (select coalesce(sum(marks), 0) from test_questions where test_id = ${testId}) as total_marks,
          mean.rank as me_rank, me.score as me_score, me.right_count as me_right,
          me.wrong_count as me_wrong, me.left_count as me_left, me.time_taken as me_time,
          top.score as top_score, top.right_count as top_right, top.wrong_count as top_wrong,
          top.left_count as top_left, top.time_taken as top_time,
          mean.score as avg_score, mean.right_count as avg_right, mean.wrong_count as avg_wrong,
          mean.left_count as avg_left, mean.time_taken as avg_time
        from mean left join me on true left join top on true`,
  );
  return rankingOf(row);
}

/**
 * The student's marks and ranks at the given offline exams, ranking everyone's marks: RANK()
 * among the students of that exam who were not absent and have marks, per subject over the
 * subject's marks, per exam over each student's total.
 */
export async function marksFromEveryone(
  db: Db,
  studentId: number,
  entryIds: readonly number[],
): Promise<SubjectMarksRow[]> {
  if (entryIds.length === 0) return [];
  const ids = idList(entryIds);
  return rowsOf<SubjectMarksRow>(
    db,
    sql`with exam_subjects as (
          select entry_id, subject, min(position) as position, max(total_marks) as total_marks
          from offline_exam_marks
          where entry_id in (${ids})
          group by entry_id, subject
        ),
        counted as (
          select m.entry_id, m.student_id, m.subject, m.marks_obtained
          from offline_exam_marks m
          left join offline_exam_sittings s on s.entry_id = m.entry_id and s.student_id = m.student_id
          where m.entry_id in (${ids}) and m.marks_obtained is not null and s.present is not false
        ),
        subject_ranks as (
          select entry_id, student_id, subject, marks_obtained,
                 rank() over (partition by entry_id, subject order by marks_obtained desc) as subject_rank
          from counted
        ),
        course_ranks as (
          select entry_id, student_id, sum(marks_obtained) as course_marks,
                 rank() over (partition by entry_id order by sum(marks_obtained) desc) as course_rank
          from counted
          group by entry_id, student_id
        )
        select e.entry_id, e.subject, e.position::int as position, e.total_marks::float8 as total_marks,
               r.marks_obtained::float8 as marks_obtained, r.subject_rank::int as subject_rank,
               c.course_marks::float8 as course_marks, c.course_rank::int as course_rank
        from exam_subjects e
        left join subject_ranks r
          on r.entry_id = e.entry_id and r.subject = e.subject and r.student_id = ${studentId}
        left join course_ranks c on c.entry_id = e.entry_id and c.student_id = ${studentId}
        order by e.entry_id, e.position, e.subject`,
  );
}
