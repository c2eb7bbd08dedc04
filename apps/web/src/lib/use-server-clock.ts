import { useEffect } from 'react';
import { setServerOffset, useClock } from './use-clock';

/**
 * The server's time for a list of cards (timetable, live classes): the one clock (lib/use-clock.ts)
 * with the offset of the last answer, ticking at every whole second. Cards read it; none runs its
 * own timer.
 */

/** Sets the server's offset from the month answer; the screen itself does not re-render each second. */
export function useServerOffset(serverOffset?: number): void {
  useEffect(() => {
    if (serverOffset !== undefined) setServerOffset(serverOffset);
  }, [serverOffset]);
}

/** The current server time, for cards that only read it. */
export function useNow(): number {
  return useClock({ step: 1000, serverTime: true });
}
