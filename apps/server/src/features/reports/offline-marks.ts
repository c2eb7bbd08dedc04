import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * One subject of one past offline exam, for one student: the exam's subjects come from
 * everyone's marks rows (so an absent or unmarked student still sees them), the student's
 * marks and ranks from their own. Ranks are RANK() among the students of that exam who were
 * not absent and have marks (equal marks share a rank: 1, 2, 2, 4): per subject over the
 * subject's marks, per exam over each student's total.
 */
export interface SubjectMarksRow {
  entry_id: number;
  subject: string;
  position: number;
  total_marks: number;
  marks_obtained: number | null;
  subject_rank: number | null;
  course_marks: number | null;
  course_rank: number | null;
}

export interface SittingRow {
  entry_id: number;
  present: boolean;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The student's marks and ranks at the given exams, in subject order. */
export async function marksAt(
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

/** The student's sittings (present or absent) at the given exams; no row: attendance not marked. */
export async function sittingsAt(
  db: Db,
  studentId: number,
  entryIds: readonly number[],
): Promise<SittingRow[]> {
  if (entryIds.length === 0) return [];
  return rowsOf<SittingRow>(
    db,
    sql`select entry_id, present from offline_exam_sittings
        where student_id = ${studentId} and entry_id in (${idList(entryIds)})`,
  );
}
