import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * What a window remembers of an attempt besides its answer queue (autosave/answer-queue.ts):
 * the questions already seen (palette: 'not answered' against 'not visited') and whether
 * the instructions were passed, so a reload goes straight back to the paper.
 */
const visitedKey = (attemptId: number) => `test-panel:visited:${attemptId}`;
const startedKey = (attemptId: number) => `test-panel:started:${attemptId}`;
/** localStorage key of an attempt's autosave queue (answers and counters only). */
export const queueKey = (attemptId: number) => `test-panel:answers:${attemptId}`;

export function readVisited(attemptId: number): Set<number> {
  try {
    const list: unknown = JSON.parse(readStorage(visitedKey(attemptId)) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function writeVisited(attemptId: number, visited: ReadonlySet<number>): void {
  writeStorage(visitedKey(attemptId), JSON.stringify([...visited]));
}

/** Per window (sessionStorage): a reload skips the instructions, a new window from Resume shows them. */
export function wasStarted(attemptId: number): boolean {
  try {
    return window.sessionStorage.getItem(startedKey(attemptId)) === '1';
  } catch {
    return false;
  }
}

export function markStarted(attemptId: number): void {
  try {
    window.sessionStorage.setItem(startedKey(attemptId), '1');
  } catch {
    // the instructions show again after a reload
  }
}

/** After submit or time-out: the attempt leaves nothing behind in this browser. */
export function forgetAttempt(attemptId: number): void {
  removeStorage(visitedKey(attemptId));
  removeStorage(queueKey(attemptId));
  try {
    window.sessionStorage.removeItem(startedKey(attemptId));
  } catch {
    // ignore
  }
}
