import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * One subject of one past offline exam, for one student: the exam's subjects (from everyone's
 * marks rows, so an absent or unmarked student still sees them), the student's marks and ranks.
 * Ranks are RANK() among the students of that exam who were not absent and have marks (equal
 * marks share a rank: 1, 2, 2, 4): per subject over the subject's marks, per exam over each
 * student's total. All of it is prepared by the database when marks or sittings change
 * (offline_exam_subjects, offline_subject_standings, offline_exam_standings).
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

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The student's marks and ranks at the given exams, in subject order: prepared rows, by key. */
export async function marksAt(
  db: Db,
  studentId: number,
  entryIds: readonly number[],
): Promise<SubjectMarksRow[]> {
  if (entryIds.length === 0) return [];
  return rowsOf<SubjectMarksRow>(
    db,
    sql`select e.entry_id, e.subject, e.position, e.total_marks::float8 as total_marks,
          r.marks_obtained::float8 as marks_obtained, r.rank as subject_rank,
          c.total_marks::float8 as course_marks, c.rank as course_rank
        from offline_exam_subjects e
        left join offline_subject_standings r
          on r.entry_id = e.entry_id and r.subject = e.subject and r.student_id = ${studentId}
        left join offline_exam_standings c on c.entry_id = e.entry_id and c.student_id = ${studentId}
        where e.entry_id in (${idList(entryIds)})
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
