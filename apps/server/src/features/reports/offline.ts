import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OfflineExam, OfflineReport } from '@portal/shared/reports/schema';
import { wallClock } from '@portal/shared/time/zone';
import type { Db } from '../../db/client';
import { batches, courses, institutes, studentBatches, timetableEntries } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { marksAt, sittingsAt, type SubjectMarksRow } from './offline-marks';

type Entry = typeof timetableEntries.$inferSelect;
type Group = OfflineReport['pastCourseExamSchdJson'][number];

/**
 * GET /api/v1/reports/Student/{studId}: the student's offline exams (timetable entries of
 * kind offline_exam in their batches) by standard and section (course and batch): the past
 * ones (ended before now on the institute's wall clock) newest first, with attendance, marks
 * and, when the institute shows them, ranks; the upcoming ones soonest first, without marks.
 * Three queries besides the institute: the entries, the marks with their ranks, the sittings.
 */
export async function offlineReport(
  db: Db,
  identity: Identity,
  studentId: number,
  now: Date,
): Promise<OfflineReport> {
  if (!identity.studentIds.includes(studentId)) throw new HttpError(403, MESSAGES.notYours);
  const [institute] = await db
    .select({ timeZone: institutes.timeZone, showExamRank: institutes.showExamRank })
    .from(institutes)
    .where(eq(institutes.id, identity.instituteId))
    .limit(1);
  if (!institute) throw new HttpError(403, MESSAGES.notYours);
  const today = wallClock(institute.timeZone, now);

  const member = db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .where(eq(studentBatches.studentId, studentId));
  const rows = await db
    .select({
      entry: timetableEntries,
      group: sql<string>`${courses.name} || ' - ' || ${batches.name}`,
      past: sql<boolean>`(${timetableEntries.endDate} < ${today.date}
        or (${timetableEntries.endDate} = ${today.date} and ${timetableEntries.endTime} < ${today.time}))`,
    })
    .from(timetableEntries)
    .innerJoin(batches, eq(batches.id, timetableEntries.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(timetableEntries.instituteId, identity.instituteId),
        eq(timetableEntries.kind, 'offline_exam'),
        inArray(timetableEntries.batchId, member),
      ),
    )
    .orderBy(asc(timetableEntries.date), asc(timetableEntries.startTime), asc(timetableEntries.id));

  const pastIds = rows.filter((r) => r.past).map((r) => r.entry.id);
  const [marks, sittings] = await Promise.all([
    marksAt(db, studentId, pastIds),
    sittingsAt(db, studentId, pastIds),
  ]);
  const marksOf = new Map<number, SubjectMarksRow[]>();
  for (const row of marks) {
    const list = marksOf.get(row.entry_id) ?? [];
    list.push(row);
    marksOf.set(row.entry_id, list);
  }
  const presentAt = new Map(sittings.map((s) => [s.entry_id, s.present]));
  const showRank = institute.showExamRank;

  const groups = new Map<string, Group>();
  const groupOf = (name: string) => {
    let group = groups.get(name);
    if (!group)
      groups.set(name, (group = { course_Name: name, pastCourseExamList: [], futureCourseExamList: [] }));
    return group;
  };
  // Rows come oldest first: upcoming ones keep that order (soonest first), past ones are reversed below.
  for (const { entry, group, past } of rows) {
    const base = schedule(entry, group);
    if (!past) {
      groupOf(group).futureCourseExamList.push(base);
      continue;
    }
    const present = presentAt.get(entry.id);
    groupOf(group).pastCourseExamList.push({
      ...base,
      ...results(marksOf.get(entry.id) ?? [], present === false, showRank),
      attendance_status: present === undefined ? '' : present ? 'P' : 'A',
      isAbsent: present === false,
    });
  }
  for (const group of groups.values()) group.pastCourseExamList.reverse();
  return { pastCourseExamSchdJson: [...groups.values()], show_exam_rank: showRank };
}

/** An exam's schedule fields, with no attendance or marks (upcoming exams answer just these). */
function schedule(entry: Entry, group: string): OfflineExam {
  return {
    exam_id: entry.id,
    exam_date: entry.date,
    start_time: entry.startTime.slice(0, 5),
    end_time: entry.endTime.slice(0, 5),
    subject_name: entry.subject,
    topic_name: entry.topics,
    examDesc: entry.description,
    course_Name: group,
    attendance_status: '',
    isAbsent: false,
    courseLevelMarksObtain: null,
    courseLevelTotalMarks: null,
    courseLevelRank: null,
    subjectWiseExamSchdList: [],
  };
}

/** The marks part of a past exam: null marks when absent or not marked, ranks only when shown. */
function results(
  subjects: SubjectMarksRow[],
  absent: boolean,
  showRank: boolean,
): Pick<
  OfflineExam,
  'courseLevelMarksObtain' | 'courseLevelTotalMarks' | 'courseLevelRank' | 'subjectWiseExamSchdList'
> {
  const first = subjects[0];
  const counted = !absent && first !== undefined && first.course_marks !== null;
  return {
    courseLevelMarksObtain: counted ? first.course_marks : null,
    courseLevelTotalMarks: first === undefined ? null : subjects.reduce((sum, s) => sum + s.total_marks, 0),
    courseLevelRank: counted && showRank ? first.course_rank : null,
    subjectWiseExamSchdList: subjects.map((s) => ({
      subject_name: s.subject,
      marks_obtained: absent ? null : s.marks_obtained,
      total_marks: s.total_marks,
      rank: !absent && showRank && s.marks_obtained !== null ? s.subject_rank : null,
    })),
  };
}
