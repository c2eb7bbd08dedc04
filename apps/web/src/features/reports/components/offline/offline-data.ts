import type { OfflineExam } from '@portal/shared/reports/schema';
import { REPORT_CUT } from '@portal/shared/reports/rules';
import { cut } from '@portal/shared/exams/rules';
import { twelveHour } from '@portal/shared/time/clock';
import { formatDate } from '@/lib/dates';

/** 'Monday, 23-11-2026' in the given language. The date is already the institute's day: no zone shift. */
export function dateWithWeekday(date: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday}, ${formatDate(date)}`;
}

/** '09:30 AM - 12:30 PM' (spec: times hh:mm A). */
export const timeRange = (exam: Pick<OfflineExam, 'start_time' | 'end_time'>): string =>
  `${twelveHour(exam.start_time) ?? exam.start_time} - ${twelveHour(exam.end_time) ?? exam.end_time}`;

/** The key of the attendance text: present, absent or not marked. */
export function attendanceKey(exam: Pick<OfflineExam, 'attendance_status' | 'isAbsent'>): 'P' | 'A' | 'none' {
  if (exam.isAbsent || exam.attendance_status === 'A') return 'A';
  return exam.attendance_status === 'P' ? 'P' : 'none';
}

/** '42 / 50', trailing zeros dropped ('42.5 / 50'). */
export const marksText = (obtained: number, total: number): string =>
  `${formatMarks(obtained)} / ${formatMarks(total)}`;
export const formatMarks = (value: number): string => String(Math.round(value * 100) / 100);

/** Every subject written in the course's past exams, in the order first met (oldest exam first). */
export function subjectsOf(exams: OfflineExam[]): string[] {
  const seen = new Set<string>();
  for (const exam of [...exams].reverse())
    for (const subject of exam.subjectWiseExamSchdList) seen.add(subject.subject_name);
  return [...seen];
}

export interface MarksSeries {
  /** One per bar: the exam date (cut at 20, spec section 5), oldest first. */
  labels: string[];
  obtained: Array<number | null>;
  maximum: Array<number | null>;
}

/**
 * The chart of one course: marks obtained per exam date, oldest first. `subject` null: the
 * exam's total over its subjects (courseLevelMarksObtain); a subject: that subject's marks,
 * over the exams that had it. An exam missed or not marked yet keeps its date with no bar.
 * Two exams on one date are told apart by their start time.
 */
export function marksSeries(exams: OfflineExam[], subject: string | null): MarksSeries {
  const oldestFirst = [...exams].reverse();
  const rows = oldestFirst.flatMap((exam) => {
    if (subject === null) {
      return [{ exam, obtained: exam.courseLevelMarksObtain, maximum: exam.courseLevelTotalMarks }];
    }
    const marks = exam.subjectWiseExamSchdList.find((s) => s.subject_name === subject);
    return marks ? [{ exam, obtained: marks.marks_obtained, maximum: marks.total_marks }] : [];
  });
  const perDate = new Map<string, number>();
  for (const { exam } of rows) perDate.set(exam.exam_date, (perDate.get(exam.exam_date) ?? 0) + 1);
  return {
    labels: rows.map(({ exam }) => {
      const date = formatDate(exam.exam_date);
      const label =
        (perDate.get(exam.exam_date) ?? 0) > 1 ? `${date} ${twelveHour(exam.start_time) ?? ''}` : date;
      return cut(label.trim(), REPORT_CUT.graphLabel);
    }),
    obtained: rows.map((row) => row.obtained),
    maximum: rows.map((row) => row.maximum),
  };
}
