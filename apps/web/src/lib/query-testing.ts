import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from './query-client';
import { SESSION_VERSION } from './session';

/**
 * For unit tests of a screen's early calls (prefetchHome, prefetchTimetable): the calls never
 * answer, since what matters is which queries were started, and each test starts with an empty
 * cache and nothing left on its way.
 */
export function callsNeverAnswer(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(async () => {
    await queryClient.cancelQueries();
    queryClient.clear();
    vi.unstubAllGlobals();
  });
}

/** The keys of the queries started so far, in a fixed order. */
export const startedQueryKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** A stored session as lib/session.ts keeps it: the fields it checks, for unit tests of what reads it. */
export const storedSessionForTests = {
  version: SESSION_VERSION,
  user_id: 101,
  user_type: 1,
  institute_id: 1,
  student_id: 1001,
  student_auth: 'session-token',
  scorecard_auth_token: 'score-token',
  logindatetime: '2026-11-28 09:00:00',
  time_zone: 'Asia/Kolkata',
  language: 'en',
  inst_set_up: {},
  student_acad_year: [],
  acad_year_list: [],
};
