import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { eventCourses, events, institutes, timetableEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { Problem } from './csv';
import { memorySet } from './files';
import { weekdaysBetween } from './plain';
import { runImport, type ImportReport } from './service';
import { newSchool, sampleFiles, withLine } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function importInto(instituteId: number, files: Record<string, string>): Promise<ImportReport> {
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  return runImport(db, institute!, memorySet(files), { dryRun: false, actor: 'test', now: t.app.clock() });
}
async function schoolWithRoster() {
  const school = await newSchool(db);
  expect((await importInto(school.id, sampleFiles())).ok).toBe(true);
  return school;
}
const entriesOf = (instituteId: number) =>
  db
    .select()
    .from(timetableEntries)
    .where(and(eq(timetableEntries.instituteId, instituteId), eq(timetableEntries.kind, 'class')))
    .orderBy(timetableEntries.date, timetableEntries.startTime, timetableEntries.batchId);

describe('plain CSVs: holidays and events, timetable periods', () => {
  it('weekdaysBetween: every Monday of a span', () => {
    expect(weekdaysBetween('2026-11-02', '2026-11-30', 1)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weekdaysBetween('2026-11-03', '2026-11-09', 1)).toEqual(['2026-11-09']);
    expect(weekdaysBetween('2026-11-03', '2026-11-08', 1)).toEqual([]);
  });

  it('the docs sample: events for their standards, a class per weekday of each period; again: nothing changes', async () => {
    const school = await schoolWithRoster();
    const report = await importInto(school.id, sampleFiles('plain'));
    expect(report.problems).toEqual([]);
    expect(report.counts.events).toEqual({ added: 3, changed: 0, removed: 0, unchanged: 0 });
    expect(report.counts.timetable).toEqual({ added: 4, changed: 0, removed: 0, unchanged: 0 });

    const rows = await db
      .select()
      .from(events)
      .where(eq(events.instituteId, school.id))
      .orderBy(events.startDate);
    expect(rows.map((e) => [e.title, e.eventType, e.holidayType, e.startDate, e.endDate])).toEqual([
      ['Annual Sports Day', 2, 2, '2026-12-12', '2026-12-12'],
      ['Winter break', 1, null, '2026-12-24', '2027-01-01'],
      ['Science exhibition', 2, 1, '2027-01-16', '2027-01-17'],
    ]);
    expect(await db.select().from(eventCourses).where(eq(eventCourses.eventId, rows[0]!.id))).toHaveLength(2);

    // 7 Mondays and 7 Tuesdays from 2 November to 18 December: 3 Monday periods and 1 Tuesday.
    const entries = await entriesOf(school.id);
    expect(entries).toHaveLength(7 * 3 + 7);
    expect(entries[0]).toMatchObject({
      date: '2026-11-02',
      startTime: '09:00:00',
      endTime: '09:45:00',
      subject: 'Mathematics',
      teacherName: 'Anita Desai',
    });
    expect(entries.find((e) => e.subject === 'Science')!.teacherName).toBe('Rohan Mehta');

    const again = await importInto(school.id, sampleFiles('plain'));
    expect(again.counts.timetable).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 4 });
    expect(again.counts.events).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3 });
    expect(await entriesOf(school.id)).toHaveLength(28);
  });

  it('a changed period keeps its past classes and redraws what is ahead; a period left out loses what is ahead', async () => {
    const school = await schoolWithRoster();
    await importInto(school.id, sampleFiles('plain'));
    const files = sampleFiles('plain');
    files['timetable.csv'] = withLine(
      files['timetable.csv']!,
      2,
      'p-8a-mon-1,cls-8a,Monday,08:15,09:00,Mathematics,tch-3001,2026-11-02,2026-12-18',
    );
    files['timetable.csv'] = files['timetable.csv']!.split('\n')
      .filter((line) => !line.startsWith('p-9a-mon-1,'))
      .join('\n');
    const report = await importInto(school.id, files);
    expect(report.counts.timetable).toEqual({ added: 0, changed: 1, removed: 1, unchanged: 2 });
    const maths = (await entriesOf(school.id)).filter((e) => e.subject === 'Mathematics');
    // Today is 25 November (the tests' moment): the 2nd, 9th, 16th and 23rd stay as they were.
    expect(maths.map((e) => `${e.date} ${e.startTime}`)).toEqual([
      '2026-11-02 09:00:00',
      '2026-11-09 09:00:00',
      '2026-11-16 09:00:00',
      '2026-11-23 09:00:00',
      '2026-11-30 08:15:00',
      '2026-12-07 08:15:00',
      '2026-12-14 08:15:00',
    ]);
    const physics = (await entriesOf(school.id)).filter((e) => e.subject === 'Physics');
    expect(physics.map((e) => e.date)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  const cases: Array<[string, string, number, string, Problem]> = [
    [
      'an event type that is not one',
      'events.csv',
      2,
      'ev-winter,vacation,Winter break,2026-12-24,2027-01-01,,,',
      { file: 'events.csv', line: 2, column: 'type', message: '"vacation" must be holiday or event.' },
    ],
    [
      'a date in the wrong format',
      'events.csv',
      2,
      'ev-winter,holiday,Winter break,24-12-2026,2027-01-01,,,',
      {
        file: 'events.csv',
        line: 2,
        column: 'start_date',
        message: '"24-12-2026" is not a date in the form YYYY-MM-DD (for example 2026-12-25).',
      },
    ],
    [
      'an event ending before it starts',
      'events.csv',
      2,
      'ev-winter,holiday,Winter break,2026-12-24,2026-12-01,,,',
      {
        file: 'events.csv',
        line: 2,
        column: 'end_date',
        message: 'the holiday ends (2026-12-01) before it starts (2026-12-24).',
      },
    ],
    [
      'an unknown category',
      'events.csv',
      3,
      'ev-sports,event,Annual Sports Day,2026-12-12,2026-12-12,games,,',
      {
        file: 'events.csv',
        line: 3,
        column: 'category',
        message: '"games" must be academic, sports, cultural or miscellaneous.',
      },
    ],
    [
      'an unknown standard',
      'events.csv',
      3,
      'ev-sports,event,Annual Sports Day,2026-12-12,2026-12-12,sports,crs-12,',
      {
        file: 'events.csv',
        line: 3,
        column: 'standards',
        message: 'no standard (course) "crs-12" in courses.csv or an earlier import.',
      },
    ],
    [
      'an id twice',
      'events.csv',
      3,
      'ev-winter,event,Annual Sports Day,2026-12-12,2026-12-12,sports,,',
      { file: 'events.csv', line: 3, column: 'id', message: '"ev-winter" appears twice (also on line 2).' },
    ],
    [
      'an unknown section',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8z,Monday,09:00,09:45,Mathematics,tch-3001,2026-11-02,2026-12-18',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'section',
        message: 'no class (section) "cls-8z" in classes.csv or an earlier import.',
      },
    ],
    [
      'a day that is not one',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Mon,09:00,09:45,Mathematics,tch-3001,2026-11-02,2026-12-18',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'weekday',
        message: '"Mon" is not a day of the week (Monday ... Sunday, or 1 ... 7).',
      },
    ],
    [
      'a time that is not one',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Monday,9am,09:45,Mathematics,tch-3001,2026-11-02,2026-12-18',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'start',
        message: '"9am" is not a time like 09:30 (24-hour clock).',
      },
    ],
    [
      'a period ending before it starts',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Monday,09:45,09:00,Mathematics,tch-3001,2026-11-02,2026-12-18',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'end',
        message: 'the period ends (09:00) before it starts (09:45).',
      },
    ],
    [
      'no subject',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Monday,09:00,09:45,,tch-3001,2026-11-02,2026-12-18',
      { file: 'timetable.csv', line: 2, column: 'subject', message: 'the subject is empty.' },
    ],
    [
      'valid until before valid from',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Monday,09:00,09:45,Mathematics,tch-3001,2026-12-18,2026-11-02',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'valid_to',
        message: 'the period is valid until 2026-11-02, before it starts (2026-12-18).',
      },
    ],
    [
      'outside the school year',
      'timetable.csv',
      2,
      'p-8a-mon-1,cls-8a,Monday,09:00,09:45,Mathematics,tch-3001,2026-11-02,2027-06-30',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'valid_to',
        message: '2026-11-02 to 2027-06-30 is not inside one school year of the institute.',
      },
    ],
    [
      'no id',
      'timetable.csv',
      2,
      ',cls-8a,Monday,09:00,09:45,Mathematics,tch-3001,2026-11-02,2026-12-18',
      {
        file: 'timetable.csv',
        line: 2,
        column: 'id',
        message: 'the id is empty: every row needs its own id (a second import finds the row by it).',
      },
    ],
  ];
  it.each(cases)('refused: %s', async (_name, file, line, text, expected) => {
    const school = await schoolWithRoster();
    const files = sampleFiles('plain');
    files[file] = withLine(files[file]!, line, text);
    const report = await importInto(school.id, files);
    expect(report.problems).toContainEqual(expected);
    expect(await entriesOf(school.id)).toEqual([]);
    expect(await db.select().from(events).where(eq(events.instituteId, school.id))).toEqual([]);
  });

  it('a file set with no manifest and no file this import reads is refused', async () => {
    const school = await newSchool(db);
    const report = await importInto(school.id, { 'students.csv': 'name\nMeera\n' });
    expect(report.problems).toEqual([
      {
        file: 'manifest.csv',
        line: 0,
        message: 'manifest.csv is missing: a OneRoster file set starts with it.',
      },
    ]);
  });
});
