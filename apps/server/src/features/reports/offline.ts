import { instituteTimeZone } from '../../lib/institutes';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { OfflineReport } from '@portal/shared/reports/schema';
import { wallClock } from '@portal/shared/time/zone';
import type { Db } from '../../db/client';
import { batches, courses, studentBatches, timetableEntries } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

/**
 * GET /api/v1/reports/Student/{studId}: the student's past offline exams (timetable
 * entries of kind offline_exam in their batches that ended before now), newest first,
 * grouped by standard and section (course and batch). Marks, rank and attendance come
 * with the reports issue; until then the rows carry the schedule only.
 */
export async function offlineReport(
  db: Db,
  identity: Identity,
  studentId: number,
  now: Date,
): Promise<OfflineReport> {
  if (!identity.studentIds.includes(studentId)) throw new HttpError(403, MESSAGES.notYours);
  const timeZone = await instituteTimeZone(db, identity.instituteId);
  if (!timeZone) throw new HttpError(403, MESSAGES.notYours);
  const today = wallClock(timeZone, now);
  const member = db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .where(eq(studentBatches.studentId, studentId));
  const rows = await db
    .select({
      entry: timetableEntries,
      group: sql<string>`${courses.name} || ' - ' || ${batches.name}`,
    })
    .from(timetableEntries)
    .innerJoin(batches, eq(batches.id, timetableEntries.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(timetableEntries.instituteId, identity.instituteId),
        eq(timetableEntries.kind, 'offline_exam'),
        inArray(timetableEntries.batchId, member),
        or(
          lt(timetableEntries.endDate, today.date),
          and(eq(timetableEntries.endDate, today.date), lt(timetableEntries.endTime, today.time)),
        ),
      ),
    )
    .orderBy(desc(timetableEntries.date), desc(timetableEntries.startTime), asc(timetableEntries.id));
  const groups = new Map<string, OfflineReport['pastCourseExamSchdJson'][number]>();
  for (const { entry, group } of rows) {
    let list = groups.get(group);
    if (!list)
      groups.set(group, (list = { course_Name: group, pastCourseExamList: [], futureCourseExamList: [] }));
    list.pastCourseExamList.push({
      exam_id: entry.id,
      attendance_status: '',
      isAbsent: false,
      courseLevelMarksObtain: null,
      courseLevelTotalMarks: null,
      courseLevelRank: null,
      subjectWiseExamSchdList: [],
      exam_date: entry.date,
      start_time: entry.startTime.slice(0, 5),
      end_time: entry.endTime.slice(0, 5),
      subject_name: entry.subject,
      topic_name: entry.topics,
      examDesc: entry.description,
      course_Name: group,
    });
  }
  return { pastCourseExamSchdJson: [...groups.values()], show_exam_rank: false };
}
