import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsNeverAnswer, startedQueryKeys } from '@/lib/query-testing';
import type { Session } from '@/lib/session';
import { holidaysQuery } from './get-holidays';
import { timetableQuery } from './get-timetable';
import { yearCountQuery } from './get-year-count';
import { openingMonth, prefetchTimetable } from './prefetch-timetable';

/*
 * The timetable's calls sent early by its route's loader (issue 15, "fast everywhere") must be the
 * very queries the screen then reads for its opening month: another key would send each call twice.
 */
const session = (patch: Partial<Session>): Session =>
  ({
    institute_id: 1,
    user_type: 1,
    student_id: 1001,
    user_id: 501,
    acad_yr_id: 12,
    selectedAcadYrId: 12,
    acad_year_list: [
      { inst_acad_year_id: 12, inst_acad_year: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' },
    ],
    ay_start_date: '',
    ay_end_date: '',
    is_institute_type_school: true,
    ...patch,
  }) as unknown as Session;

const keys = () => startedQueryKeys().map((key) => JSON.stringify(key));

/** Started, not awaited: the calls never answer, and the test's end cancels them. */
const start = (prefetching: Promise<unknown>) => void prefetching.catch(() => undefined);

describe('prefetchTimetable', () => {
  // The calls load their contracts first: loaded here, so none is still loading when the file ends.
  beforeAll(async () => {
    await import('@portal/shared/timetable/schema');
  });
  callsNeverAnswer();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on this month inside the academic year, else on the year’s first month', () => {
    expect(openingMonth(session({}), '2026-11-28')).toEqual({ year: 2026, month: 11 });
    const lastYear = session({
      acad_year_list: [
        {
          inst_acad_year_id: 12,
          inst_acad_year: '2025-26',
          start_date: '2025-04-01',
          end_date: '2026-03-31',
        },
      ] as Session['acad_year_list'],
    });
    expect(openingMonth(lastYear, '2026-11-28')).not.toEqual({ year: 2026, month: 11 });
  });

  it("starts a school student's month and holidays under the keys the screen reads", () => {
    const s = session({});
    start(prefetchTimetable(queryClient, s, new URL('http://localhost/timetable')));
    const month = openingMonth(s);
    expect(keys()).toEqual(
      [timetableQuery(s, month).queryKey, holidaysQuery(s, month).queryKey]
        .map((key) => JSON.stringify(key))
        .sort((a, b) => a.localeCompare(b)),
    );
  });

  it('asks no holidays for a coaching institute, and names an open user by user_id', () => {
    const s = session({ is_institute_type_school: false, user_type: 99, student_id: null });
    start(prefetchTimetable(queryClient, s, new URL('http://localhost/timetable')));
    expect(keys()).toEqual([JSON.stringify(timetableQuery(s, openingMonth(s)).queryKey)]);
    expect(keys()[0]).toContain('"user_id":501');
  });

  // The address names the place (issue 30): the loader asks for it, so the server's drawing and the
  // browser's first call ask for the same month as the screen then reads.
  it.each<[string, (s: Session) => unknown[]]>([
    [
      '?month=2027-01&day=2027-01-04',
      (s) => [
        timetableQuery(s, { year: 2027, month: 1 }).queryKey,
        holidaysQuery(s, { year: 2027, month: 1 }).queryKey,
      ],
    ],
    ['?view=year&year=2027', (s) => [yearCountQuery(s, 2027).queryKey]],
    [
      '?view=year&year=2026&month=2026-12',
      (s) => [yearCountQuery(s, 2026).queryKey, timetableQuery(s, { year: 2026, month: 12 }).queryKey],
    ],
    // Out of the academic year: the opening month, as the screen falls back.
    [
      '?month=2030-01',
      (s) => [timetableQuery(s, openingMonth(s)).queryKey, holidaysQuery(s, openingMonth(s)).queryKey],
    ],
  ])('asks for what %s names', (search, expected) => {
    const s = session({});
    start(prefetchTimetable(queryClient, s, new URL(`http://localhost/timetable${search}`)));
    expect(keys()).toEqual(
      expected(s)
        .map((key) => JSON.stringify(key))
        .sort((a, b) => a.localeCompare(b)),
    );
  });
});
