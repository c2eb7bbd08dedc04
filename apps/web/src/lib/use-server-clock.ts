import { useEffect, useSyncExternalStore } from 'react';

/**
 * One clock for the whole list: the server's time (device time plus the offset of
 * the last answer), ticking once a second. Cards read it; none runs its own timer.
 */
let offset = 0;
let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now() + offset;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) timer = window.setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Sets the server's offset from the month answer; the screen itself does not re-render each second. */
export function useServerOffset(serverOffset?: number): void {
  useEffect(() => {
    if (serverOffset === undefined) return;
    offset = serverOffset;
    tick();
  }, [serverOffset]);
}

/** The current server time, for cards that only read it. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
