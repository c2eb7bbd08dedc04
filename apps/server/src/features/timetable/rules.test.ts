import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { assertRange, includedKinds, recordingPolicy } from './audience';
import { buildCalendar } from './feed';
import { wallClock, zonedInstant } from './zone';

describe('zonedInstant and wallClock', () => {
  it.each([
    ['2026-11-23', '09:30', 'Asia/Kolkata', '2026-11-23T04:00:00.000Z'],
    ['2026-11-23', '00:10', 'Asia/Kolkata', '2026-11-22T18:40:00.000Z'],
    ['2026-07-01', '08:30', 'Europe/Paris', '2026-07-01T06:30:00.000Z'],
    ['2026-12-01', '08:30', 'Europe/Paris', '2026-12-01T07:30:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    ['2026-11-23', '18:00:00', 'Europe/Berlin', '2026-11-23T17:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
    expect(wallClock(zone, new Date(iso))).toEqual({ date, time: time.slice(0, 5) });
  });
});

describe('includedKinds: an N leaves that kind out', () => {
  it.each([
    ['YYYY', ['class', 'live', 'online_exam', 'offline_exam']],
    ['NNNN', []],
    ['YNNN', ['class']],
    ['NYNN', ['offline_exam']],
    ['NNYN', ['live']],
    ['NNNY', ['online_exam']],
  ])('%s', (flags, kinds) => {
    const yn = (i: number) => flags[i] as 'Y' | 'N';
    expect(
      includedKinds({
        isCourseStructureTimeTable: yn(0),
        isExamIncludedInTimeTable: yn(1),
        is_included_online_class: yn(2),
        is_included_online_exam: yn(3),
      }).sort(),
    ).toEqual([...kinds].sort());
  });
  it('treats a missing flag as N', () => {
    expect(includedKinds({})).toEqual([]);
  });
});

describe('assertRange', () => {
  const status = (from: string, to: string, max = 62) => {
    try {
      assertRange(from, to, max);
      return 200;
    } catch (error) {
      return (error as HttpError).statusCode;
    }
  };
  it.each([
    ['2026-01-01', '2026-01-01', 200],
    ['2026-01-01', '2026-03-03', 200],
    ['2026-01-01', '2026-03-04', 400],
    ['2026-01-02', '2026-01-01', 400],
    ['2026-02-29', '2026-03-01', 400],
    ['2028-02-29', '2028-03-01', 200],
    ['2026-04-31', '2026-05-01', 400],
  ])('%s to %s: %i', (from, to, expected) => {
    expect(status(from, to)).toBe(expected);
  });
});

describe('recordingPolicy', () => {
  it('gives e-learning institutes every option and others stored viewing only', () => {
    expect(recordingPolicy({ eLearnEnabled: true })).toEqual({
      view_proctur_live_recorded_session: 7,
      vimeo_video_downlodable: true,
      proctur_live_view_or_download_visibility: 'both',
    });
    expect(recordingPolicy({ eLearnEnabled: false }).view_proctur_live_recorded_session).toBe(1);
  });
});

const entry = (over: Partial<TimetableEntry>): TimetableEntry => ({
  entry_id: 7,
  class_type: 'Class',
  date: '2026-11-23',
  end_date: '2026-11-23',
  start_time: '09:30',
  end_time: '10:15',
  duration: 45,
  subject_name: 'Mathematics',
  course: 'Class 8 - A',
  topics_covered: 'Linear equations, part 2',
  teacher_name: 'Mrs. Anita Desai',
  t_photo_url: null,
  student_attendance_percent: null,
  batch_id: 3,
  session_id: null,
  session_name: null,
  session_link: null,
  live_meeting_with: null,
  product_name: null,
  master_course_name: 'Class 8',
  download_links: [],
  test_id: null,
  test_inst_id: null,
  description: null,
  ...over,
});

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('buildCalendar (iCalendar content)', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  // Long lines are folded at 75 octets (CRLF and a space); unfold to read them.
  const ics = (entries: TimetableEntry[], timeZone = 'Asia/Kolkata') =>
    unfold(
      buildCalendar(entries, {
        name: 'Greenfield Public School timetable',
        timeZone,
        host: 'greenfield.localhost',
        now,
      }),
    );

  it('names the zone and gives exact UTC instants for its wall-clock times', () => {
    const text = ics([entry({})]);
    expect(text).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    expect(text).toContain('DTSTART:20261123T040000Z');
    expect(text).toContain('DTEND:20261123T044500Z');
    const paris = ics([entry({})], 'Europe/Paris');
    expect(paris).toContain('X-WR-TIMEZONE:Europe/Paris');
    expect(paris).toContain('DTSTART:20261123T083000Z');
  });

  it('gives each entry a stable UID from its id and the host, the same at every build', () => {
    const text = ics([entry({}), entry({ entry_id: 8, start_time: '10:30', end_time: '11:15' })]);
    expect(text.match(/^UID:.*$/gm)).toEqual([
      'UID:entry-7@greenfield.localhost',
      'UID:entry-8@greenfield.localhost',
    ]);
    expect(ics([entry({})]).match(/^UID:.*$/gm)).toEqual(['UID:entry-7@greenfield.localhost']);
  });

  it('describes live classes with their link, and exams by their name; text is escaped', () => {
    const live = ics([
      entry({
        class_type: 'Online Class',
        session_name: 'Maths doubt-clearing session',
        session_link: 'https://zoom.us/j/1',
        session_id: 7,
      }),
    ]);
    expect(live).toContain('SUMMARY:Maths doubt-clearing session (Live class)');
    expect(live).toContain('LOCATION:https://zoom.us/j/1');
    expect(live).toContain('Join: https://zoom.us/j/1');
    expect(live).toContain('Topics: Linear equations\\, part 2');
    const exam = ics([entry({ class_type: 'Online Exam', description: 'Unit Test 3', test_id: 9001 })]);
    expect(exam).toContain('SUMMARY:Unit Test 3 (Online exam)');
  });

  it('spans midnight when the entry ends the next day', () => {
    const text = ics([entry({ start_time: '23:30', end_date: '2026-11-24', end_time: '00:30' })]);
    expect(text).toContain('DTSTART:20261123T180000Z');
    expect(text).toContain('DTEND:20261123T190000Z');
  });
});
