import { describe, expect, it } from 'vitest';
import type { OfflineExam } from '@portal/shared/reports/schema';
import {
  attendanceKey,
  dateWithWeekday,
  marksSeries,
  marksText,
  subjectsOf,
  timeRange,
} from './offline-data';

const exam = (over: Partial<OfflineExam>): OfflineExam => ({
  exam_id: 1,
  exam_date: '2026-10-05',
  start_time: '09:30',
  end_time: '12:00',
  subject_name: 'Maths, Science',
  topic_name: null,
  examDesc: null,
  course_Name: 'Class 8 - A',
  attendance_status: 'P',
  isAbsent: false,
  courseLevelMarksObtain: null,
  courseLevelTotalMarks: null,
  courseLevelRank: null,
  subjectWiseExamSchdList: [],
  ...over,
});

// Newest first, as the server sends them.
const exams = [
  exam({
    exam_id: 3,
    exam_date: '2026-11-02',
    courseLevelMarksObtain: 71,
    courseLevelTotalMarks: 100,
    subjectWiseExamSchdList: [
      { subject_name: 'Maths', marks_obtained: 41, total_marks: 50, rank: 2 },
      { subject_name: 'Science', marks_obtained: 30, total_marks: 50, rank: 5 },
    ],
  }),
  exam({ exam_id: 2, exam_date: '2026-10-20', attendance_status: 'A', isAbsent: true }),
  exam({
    exam_id: 1,
    exam_date: '2026-10-05',
    courseLevelMarksObtain: 38.5,
    courseLevelTotalMarks: 50,
    subjectWiseExamSchdList: [{ subject_name: 'English', marks_obtained: 38.5, total_marks: 50, rank: 1 }],
  }),
];

describe('offline report display', () => {
  it('writes the weekday of the plain date, whatever the browser zone', () => {
    expect(dateWithWeekday('2026-11-23', 'en')).toBe('Monday, 23-11-2026');
    expect(dateWithWeekday('2026-11-23', 'fr')).toBe('lundi, 23-11-2026');
  });

  it('times as hh:mm A and attendance present, absent or not marked', () => {
    expect(timeRange({ start_time: '09:30', end_time: '13:05' })).toBe('09:30 AM - 01:05 PM');
    expect(attendanceKey({ attendance_status: 'P', isAbsent: false })).toBe('P');
    expect(attendanceKey({ attendance_status: 'A', isAbsent: true })).toBe('A');
    expect(attendanceKey({ attendance_status: '', isAbsent: false })).toBe('none');
    expect(marksText(38.5, 50)).toBe('38.5 / 50');
  });

  it('lists the subjects oldest exam first', () => {
    expect(subjectsOf(exams)).toEqual(['English', 'Maths', 'Science']);
  });

  it('charts every exam oldest first with the totals; an absent exam keeps its date without a bar', () => {
    expect(marksSeries(exams, null)).toEqual({
      labels: ['05-10-2026', '20-10-2026', '02-11-2026'],
      obtained: [38.5, null, 71],
      maximum: [50, null, 100],
    });
  });

  it('charts one subject over the exams that had it', () => {
    expect(marksSeries(exams, 'Maths')).toEqual({ labels: ['02-11-2026'], obtained: [41], maximum: [50] });
  });

  it('tells two exams of one date apart by their start time', () => {
    const sameDay = [
      exam({ exam_id: 5, start_time: '14:00', courseLevelMarksObtain: 1, courseLevelTotalMarks: 2 }),
      exam({ exam_id: 4, start_time: '09:30', courseLevelMarksObtain: 2, courseLevelTotalMarks: 2 }),
    ];
    expect(marksSeries(sameDay, null).labels).toEqual(['05-10-2026 09:30 AM', '05-10-2026 02:00 PM']);
  });
});
