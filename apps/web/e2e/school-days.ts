import type { Page } from '@playwright/test';
import { HEADER_SOURCE, SOURCE_WEB } from '@portal/shared/api/headers';
import { holidayMap } from '@portal/shared/timetable/rules';
import type { Holiday } from '@portal/shared/timetable/schema';
import { wallClock } from '@portal/shared/time/zone';
import { PINNED_MOMENT } from './moment';
import { storedSession } from './support';

/*
 * Greenfield's days as the seed places them, computed from the pinned moment with the seed's own
 * rules, so a test that needs a school day, or one of the live classes placed around the moment,
 * opens that day whatever E2E_NOW is (docs/testing.md, "One clock, pinned"). At the default moment
 * (a Wednesday morning) every one of them is today.
 */

export const GREENFIELD_ZONE = 'Asia/Kolkata';
/** Greenfield's weekly off, ISO (seed/events.ts weeklyOffs: Sunday). */
const GREENFIELD_WEEKLY_OFF = 7;
const MINUTE = 60_000;

export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The institute's day now (the worker's clock is the server's, e2e/fixtures.ts). */
export const dayIn = (timeZone = GREENFIELD_ZONE, at: Date | number = new Date()) =>
  wallClock(timeZone, at).date;

/** The day the demo was seeded on: the pinned moment's, in the institute's zone. */
export const seedDay = (timeZone = GREENFIELD_ZONE) => dayIn(timeZone, Date.parse(PINNED_MOMENT));

/** Whole days from the seed's day to the institute's day now: 1 once a run begun at 23:50 passes midnight. */
export const daysSinceSeed = (timeZone = GREENFIELD_ZONE) =>
  Math.round((Date.parse(dayIn(timeZone)) - Date.parse(seedDay(timeZone))) / 86_400_000);

/**
 * The day of a class the seed places `offsetMinutes` from its moment (seed/timetable-calendar.ts
 * `Days.around`: rounded down to 5 minutes, on the zone's wall clock): the ongoing live class
 * (-20), the finished one (-180) and the later one (+180) of Aarav's timetable.
 */
export function aroundDay(offsetMinutes: number, timeZone = GREENFIELD_ZONE): string {
  const start = Math.floor((Date.parse(PINNED_MOMENT) + offsetMinutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  return wallClock(timeZone, start).date;
}

/** Open at Greenfield (seed/timetable-calendar.ts `Days.open`): not its weekly off, not a holiday. */
export const greenfieldOpen = (date: string, holidays: Record<string, unknown>) =>
  isoWeekday(date) !== GREENFIELD_WEEKLY_OFF && !(date in holidays);

/**
 * Greenfield's first open day on or after `from`, where the seed has a whole day of periods;
 * `holidays` by day as the timetable's holiday call answers them (the shared `holidayMap`).
 */
export function nextOpenDay(from: string, holidays: Record<string, unknown>): string {
  let day = from;
  while (!greenfieldOpen(day, holidays)) day = addDays(day, 1);
  return day;
}

/**
 * Greenfield's holidays by day from `from` for `days` days, asked as the timetable asks (its holiday
 * call, spread by the shared `holidayMap`), with the session the page holds.
 */
export async function holidaysFrom(page: Page, from: string, days = 45): Promise<Record<string, string[]>> {
  const session = await storedSession(page);
  const answer = await page.request.post('/api/v1/holiday_manager/event_for_timetable', {
    headers: { Authorization: session?.student_auth ?? '', [HEADER_SOURCE]: SOURCE_WEB },
    data: {
      institution_id: session?.institute_id,
      year: Number(from.slice(0, 4)),
      student_id: session?.student_id,
      event_start_Date: from,
      event_end_date: addDays(from, days),
    },
  });
  if (!answer.ok()) throw new Error(`the holiday call answered ${answer.status()}`);
  return holidayMap(((await answer.json()) as { result: Holiday[] }).result);
}
