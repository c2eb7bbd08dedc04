import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AssignmentDetail,
  AssignmentList,
  AssignmentListItem,
  Attachment,
  StudentStatus,
} from '@portal/shared/assignments/schema';
import { ASSIGNMENT_MESSAGES, studentStatus } from '@portal/shared/assignments/rules';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import { wallClock } from '@portal/shared/time/zone';
import type { Db } from '../../db/client';
import { assignmentAttachments, storedFiles, submissionAttachments } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { safeHtml } from '../../lib/html';
import type { Identity } from '../../plugins/auth';

const DAY = 86_400_000;
const MB = 1024 * 1024;

/** The student a read names: the caller or a parent's child (403 otherwise). */
export function readableStudent(identity: Identity, studentId: number): number {
  if (!identity.studentIds.includes(studentId)) throw new HttpError(403, MESSAGES.notYours);
  return studentId;
}

/** The student a save names: only the student themself; parents never (spec section 6). */
export function writableStudent(identity: Identity, studentId: number): number {
  assertMaySubmit(identity);
  return readableStudent(identity, studentId);
}

/** 403 for parents (spec sections 5 and 6: 'Parents are not allowed to submit'). */
export function assertMaySubmit(identity: Identity): void {
  const student = identity.userType === USER_TYPE_STUDENT || identity.userType === USER_TYPE_OPEN;
  if (!student) throw new HttpError(403, ASSIGNMENT_MESSAGES.parents);
}

export interface AssignmentRow {
  id: number;
  title: string;
  subject: string;
  topic: string | null;
  sub_topic: string | null;
  description: string | null;
  ends_at: Date;
  allow_late: boolean;
  evaluation_required: boolean;
  enable_grade: boolean;
  evaluation_marks: number | null;
  course_name: string;
  batch_name: string;
  time_zone: string;
  student_id: number;
  status: 'Draft' | 'Submitted' | null;
  version: number | null;
  teacher_status: 'Evaluated' | null;
  student_marks: number | null;
  grade: string | null;
  teacher_comment: string | null;
  student_comment: string | null;
}

const SELECT = sql`
  select a.id, a.title, a.subject, a.topic, a.sub_topic, a.description, a.ends_at,
         a.allow_late_submission as allow_late, a.evaluation_required, a.enable_grade,
         a.evaluation_marks::float8 as evaluation_marks, c.name as course_name, b.name as batch_name,
         i.time_zone, sb.student_id, s.status, s.version, s.teacher_status,
         s.student_marks::float8 as student_marks, s.grade, s.teacher_comment, s.student_comment
    from student_batches sb
    join assignments a on a.batch_id = sb.batch_id
    join batches b on b.id = a.batch_id
    join courses c on c.id = b.course_id
    join institutes i on i.id = a.institute_id
    left join assignment_submissions s on s.assignment_id = a.id and s.student_id = sb.student_id`;

function rows(result: unknown): AssignmentRow[] {
  return (result as { rows: AssignmentRow[] }).rows.map((r) => ({ ...r, ends_at: new Date(r.ends_at) }));
}

/**
 * The assignment `fileId` of one of `students`' batches in the institute, with that student's
 * submission: 403 when none of them has it (a file id is a claim).
 */
export async function findAssignment(
  db: Db,
  instituteId: number,
  students: readonly number[],
  fileId: number,
): Promise<AssignmentRow> {
  const ids = sql.join(
    [...students, -1].map((s) => sql`${s}::int`),
    sql`, `,
  );
  const [row] = rows(
    await db.execute(sql`${SELECT}
      where a.id = ${fileId} and a.institute_id = ${instituteId} and sb.student_id = any(array[${ids}])
      order by sb.student_id limit 1`),
  );
  if (!row) throw new HttpError(403, MESSAGES.notYours);
  return row;
}

/** days_left (calendar days in the institute's zone, -1 when past) and time_left ('HH:mm'). */
export function dueIn(endsAt: Date, timeZone: string, now: Date): { days_left: number; time_left: string } {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { days_left: -1, time_left: '00:00' };
  const days = Math.round(
    (Date.parse(wallClock(timeZone, endsAt).date) - Date.parse(wallClock(timeZone, now).date)) / DAY,
  );
  const minutes = Math.floor(left / 60_000);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { days_left: days, time_left: time };
}

export function statusOf(row: AssignmentRow, now: Date): StudentStatus {
  return studentStatus({ saved: row.status, past: row.ends_at <= now, allowLate: row.allow_late });
}

function listItem(row: AssignmentRow, now: Date): AssignmentListItem {
  return {
    file_id: row.id,
    title: row.title,
    course_name: `${row.course_name} - ${row.batch_name}`,
    subject_name: row.subject,
    end_date: row.ends_at.toISOString(),
    ...dueIn(row.ends_at, row.time_zone, now),
    student_status: statusOf(row, now),
    teacher_status: row.teacher_status,
  };
}

/** Spec section 2.6: the student's assignments, ongoing (soonest first) and past (latest first). */
export async function assignmentList(
  db: Db,
  instituteId: number,
  studentId: number,
  now: Date,
): Promise<AssignmentList> {
  const all = rows(
    await db.execute(sql`${SELECT}
      where sb.student_id = ${studentId} and a.institute_id = ${instituteId}
      order by a.ends_at, a.id`),
  ).map((row) => listItem(row, now));
  const upcoming = all.filter((item) => item.days_left !== -1);
  const past = all.filter((item) => item.days_left === -1).reverse();
  return { upcoming_online_assignment_list: upcoming, past_online_assignment_list: past };
}

const toAttachment = (row: {
  id: number;
  displayName: string;
  url: string | null;
  fileName: string | null;
  size: number | null;
}): Attachment => ({
  attachment_id: row.id,
  attachment_display_name: row.displayName,
  attachment_url: row.url,
  attachment_name: row.fileName,
  size: row.size === null ? null : Math.round((Number(row.size) / MB) * 100) / 100,
});

/** The teacher's question files and links, or solutions. */
export async function teacherAttachments(db: Db, assignmentId: number, role: 'question' | 'solution') {
  const list = await db
    .select({
      id: assignmentAttachments.id,
      displayName: assignmentAttachments.displayName,
      url: assignmentAttachments.url,
      fileName: storedFiles.fileName,
      size: storedFiles.sizeBytes,
    })
    .from(assignmentAttachments)
    .leftJoin(storedFiles, eq(storedFiles.id, assignmentAttachments.fileId))
    .where(and(eq(assignmentAttachments.assignmentId, assignmentId), eq(assignmentAttachments.role, role)))
    .orderBy(asc(assignmentAttachments.position), asc(assignmentAttachments.id));
  return list.map(toAttachment);
}

/** The student's own files and links of a submission. */
export async function studentAttachments(db: Db, assignmentId: number, studentId: number) {
  const list = await db
    .select({
      id: submissionAttachments.id,
      displayName: submissionAttachments.displayName,
      url: submissionAttachments.url,
      fileName: storedFiles.fileName,
      size: sql<number | null>`coalesce(${submissionAttachments.sizeBytes}, ${storedFiles.sizeBytes})`,
    })
    .from(submissionAttachments)
    .leftJoin(storedFiles, eq(storedFiles.id, submissionAttachments.fileId))
    .where(
      and(
        eq(submissionAttachments.assignmentId, assignmentId),
        eq(submissionAttachments.studentId, studentId),
      ),
    )
    .orderBy(asc(submissionAttachments.id));
  return list.map(toAttachment);
}

/** Spec section 2.7: the detail; solutions stay hidden until the teacher has evaluated it. */
export async function assignmentDetail(db: Db, row: AssignmentRow, now: Date): Promise<AssignmentDetail> {
  const yn = (value: boolean) => (value ? 'Y' : 'N');
  return {
    file_id: row.id,
    title: row.title,
    subject_name: row.subject,
    topic_name: row.topic,
    sub_topic_name: row.sub_topic,
    end_date: row.ends_at.toISOString(),
    course_name: row.course_name,
    batch_name: row.batch_name,
    description: safeHtml(row.description),
    attachment_lists: await teacherAttachments(db, row.id, 'question'),
    student_status: statusOf(row, now),
    teacher_status: row.teacher_status,
    ...dueIn(row.ends_at, row.time_zone, now),
    allow_assignment_late_submission: yn(row.allow_late),
    evaluation_required: yn(row.evaluation_required),
    enable_grade: yn(row.enable_grade),
    grade: row.teacher_status ? row.grade : null,
    evaluation_marks: row.evaluation_marks,
    student_marks: row.teacher_status ? row.student_marks : null,
    teacher_comment: row.teacher_status ? row.teacher_comment : null,
    student_comment: row.student_comment,
    version: row.version ?? 0,
  };
}

/**
 * The stored file behind an attachment the caller may have: a question file of their (or a parent's
 * child's) batch's assignment, a solution once their submission is evaluated, or a file of their own
 * submission. Both tables draw their ids from one sequence (attachment_ids), so an id names one
 * attachment and the spec's body (the id alone) is enough; the id is a claim: anything else is 403.
 */
export async function attachmentFile(db: Db, identity: Identity, attachmentId: number): Promise<number> {
  const students = sql.join(
    [...identity.studentIds, -1].map((s) => sql`${s}::int`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select aa.file_id, aa.role, s.teacher_status
          from assignment_attachments aa
          join assignments a on a.id = aa.assignment_id
          join student_batches sb on sb.batch_id = a.batch_id and sb.student_id = any(array[${students}])
          left join assignment_submissions s on s.assignment_id = a.id and s.student_id = sb.student_id
         where aa.id = ${attachmentId} and a.institute_id = ${identity.instituteId}
        union all
        select sa.file_id, 'own' as role, null as teacher_status
          from submission_attachments sa join assignments a on a.id = sa.assignment_id
         where sa.id = ${attachmentId} and sa.student_id = any(array[${students}])
           and a.institute_id = ${identity.instituteId}`,
  )) as unknown as { rows: Array<{ file_id: number | null; role: string; teacher_status: string | null }> };
  // A solution is the student's once their submission is evaluated (as the solutions call shows).
  const row = result.rows.find((r) => r.role !== 'solution' || r.teacher_status === 'Evaluated');
  if (!row) throw new HttpError(403, MESSAGES.notYours);
  if (row.file_id === null) throw new HttpError(400, 'This attachment is a link, not a file.');
  return row.file_id;
}
