import { realNow, shiftClock } from '@portal/shared/time/shift';
import type { Config } from '../config';

/**
 * Starts this process's clock at CLOCK_START when it is set (config.clockStart), running at real
 * speed from there: every `new Date()` of the process reads it, so the seed, the services (through
 * `app.clock()`), the screens drawn on the server and the answers' time agree. Unset: the real clock.
 * Returns the moment the clock now reads.
 */
export function startConfiguredClock(config: Pick<Config, 'clockStart'>): Date {
  if (config.clockStart) shiftClock(config.clockStart.getTime() - realNow().getTime());
  return new Date();
}
