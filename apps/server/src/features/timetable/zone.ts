import { wallClock, zonedInstant as instantOf } from '@portal/shared/time/zone';

/** Wall-clock dates and times ('YYYY-MM-DD', 'HH:mm') in an institute's time zone and the instants they name. */
export { wallClock };

/** The instant at which the zone's clock shows `date` `time`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return new Date(instantOf(date, time, timeZone));
}
