import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, keys, set } from 'idb-keyval';

/**
 * What stays readable offline (issue 15): the last seen timetable months, notices, messages and
 * event calendar, kept by the query cache in IndexedDB per signed-in user (never API answers in
 * the service worker's caches). Removed at logout, and a sign-in removes any other user's.
 */
const store = createStore('portal-offline', 'queries');
const PREFIX = 'portal-offline-';

export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The answers kept: the screens the issue names (and the institute's year list they are drawn in). */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const [area, part] = query.queryKey as unknown[];
  return (
    area === 'timetable' ||
    area === 'events' ||
    area === 'messages' ||
    area === 'academic-years' ||
    (area === 'dashboard' && part === 'announcements')
  );
}

export function offlinePersister(userId: number) {
  return createAsyncStoragePersister({
    key: `${PREFIX}${userId}`,
    throttleTime: 500,
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
  });
}

/** Removes every kept answer but `keepUserId`'s (all of them when omitted). */
export async function forgetOfflineData(keepUserId?: number): Promise<void> {
  const kept = keepUserId === undefined ? null : `${PREFIX}${keepUserId}`;
  for (const key of await keys(store)) {
    if (key !== kept) await del(key, store);
  }
}

/**
 * The moment this page opened, by the clock TanStack Query stamps answers with (`Date.now()`), not
 * `performance.timeOrigin`: the two part when the device's clock is set (or shifted) after the page
 * opened, and every answer of this page would then look older than it.
 */
const pageOpenedAt = (): number => Date.now() - performance.now();

/**
 * Once the kept copy is back, what came from it (answers older than this page) is asked again. An
 * answer this page already has, or a call on its way (a screen's loader sends its calls before the
 * copy is read, app/router.tsx), is left alone: the screen would otherwise ask everything twice.
 */
export function askKeptCopiesAgain(client: QueryClient, pageOpened = pageOpenedAt()): Promise<void> {
  return client.invalidateQueries(
    { predicate: (query) => query.state.dataUpdatedAt < pageOpened },
    { cancelRefetch: false },
  );
}
