import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from './query-client';

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
