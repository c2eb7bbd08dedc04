import {
  timetableResponseSchema,
  type TimetableEntry,
  type TimetableResult,
} from '@portal/shared/timetable/schema';
import { unfilteredRequest } from '@portal/shared/timetable/flags';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, todayIn } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';

/* Shared set-up of the timetable API tests: one app per test file, the demo people signed in. */

/** The app of the current test file (set in beforeAll). */
const app = { t: undefined as unknown as TestApp };

/** The app of the current test file, its database and its clock. */
export const t = {
  get app() {
    return app.t.app;
  },
  get database() {
    return app.t.database;
  },
  get clock() {
    return app.t.clock;
  },
};
export const tokens: Record<string, string> = {};
export const HOSTS: Record<string, string | undefined> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  ananya: 'vidya.localhost',
};
export const ZONE = 'Asia/Kolkata';
export const today = () => todayIn(ZONE, new Date());

/** Registers the set-up hooks in the calling test file. */
export function useTimetableApp(): void {
  beforeAll(async () => {
    app.t = await createTestApp();
    Object.assign(tokens, await signInAll(app.t.app, ['aarav', 'meera', 'zara', 'riya', 'sam', 'ananya']));
  });
  afterAll(() => app.t.close());
}

export const post = <T>(who: string, url: string, payload: unknown) =>
  call<T>(app.t.app, 'POST', url, { token: tokens[who], host: HOSTS[who], payload });
export const get = <T>(who: string, url: string) =>
  call<T>(app.t.app, 'GET', url, { token: tokens[who], host: HOSTS[who] });

export const ALL = {
  isCourseStructureTimeTable: 'Y',
  isExamIncludedInTimeTable: 'Y',
  is_included_online_class: 'Y',
  is_included_online_exam: 'Y',
} as const;

export function monthBody(over: Record<string, unknown> = {}) {
  return { ...unfilteredRequest(1, 1001, addDays(today(), -3), addDays(today(), 3), ALL), ...over };
}

export const month = (who: string, over: Record<string, unknown> = {}) =>
  post<TimetableResult>(who, '/api/v2/timeTable/v3', monthBody(over));

export async function entries(who: string, over: Record<string, unknown> = {}): Promise<TimetableEntry[]> {
  const { status, body } = await month(who, over);
  expect(status, body.message).toBe(200);
  return Object.values(timetableResponseSchema.parse(body).result.batchTimeTableList).flat();
}

export const bySession = (list: TimetableEntry[], name: string) => list.find((e) => e.session_name === name)!;

/** iCalendar folds lines at 75 octets (CRLF and a space). */
export const unfold = (text: string) => text.replace(/\r\n /g, '');
