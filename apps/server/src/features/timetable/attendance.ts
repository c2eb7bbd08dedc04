import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AttendanceRecord } from '@portal/shared/timetable/schema';
import type { Db } from '../../db/client';
import { attendance, timetableEntries } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { audienceOf } from './audience';
import { CLASS_TYPE } from './entries';

export const PATH_BODY_MISMATCH = 'The student and batch in the address and the body must agree.';

/** POST /api/v1/reports/Student/attendance/{student_id}/{batch_id}: the student's marks at that batch's classes, newest first. */
export async function attendanceRecords(
  db: Db,
  identity: Identity,
  path: { student_id: number; batch_id: number },
  body: { institute_id: number; student_id: number; batch_id: number | string },
): Promise<AttendanceRecord[]> {
  if (body.student_id !== path.student_id || Number(body.batch_id) !== path.batch_id)
    throw new HttpError(400, PATH_BODY_MISMATCH);
  const audience = await audienceOf(db, identity, {
    instituteId: body.institute_id,
    studentId: path.student_id,
  });
  if (audience.kind !== 'student' || !audience.batchIds.includes(path.batch_id))
    throw new HttpError(403, MESSAGES.notYours);
  const rows = await db
    .select({ entry: timetableEntries, mark: attendance })
    .from(attendance)
    .innerJoin(timetableEntries, eq(timetableEntries.id, attendance.entryId))
    .where(
      and(
        eq(attendance.studentId, path.student_id),
        eq(timetableEntries.batchId, path.batch_id),
        inArray(timetableEntries.kind, ['class', 'live']),
      ),
    )
    .orderBy(desc(timetableEntries.date), desc(timetableEntries.startTime));
  return rows.map(({ entry, mark }) => ({
    date: entry.date,
    start_time: entry.startTime.slice(0, 5),
    end_time: entry.endTime.slice(0, 5),
    status: mark.status,
    custom_class_type: CLASS_TYPE[entry.kind],
    home_work_status: mark.homeworkStatus,
    remark: mark.remark,
    homework_assigned: mark.homeworkAssigned,
    attendance_note: mark.note,
    topics_covered: entry.topics,
  }));
}
