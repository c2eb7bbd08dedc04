import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { browserTimeZone, instituteTimeZone, isValidTimeZone } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

export { browserTimeZone, instituteTimeZone, todayIn } from './time-zone';

export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const ISO_DAY = 'YYYY-MM-DD';

/** A moment seen in the institute's time zone. */
export function inInstituteZone(value?: ConfigType, zone = instituteTimeZone()): Dayjs {
  return dayjs(value).tz(isValidTimeZone(zone) ? zone : browserTimeZone());
}

/** DD-MM-YYYY. A plain YYYY-MM-DD day is shown as is, without a zone shift. */
export function formatDate(value: ConfigType): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = dayjs(value);
    return day.isValid() ? day.format(DATE_FORMAT) : '';
  }
  const moment = inInstituteZone(value);
  return moment.isValid() ? moment.format(DATE_FORMAT) : '';
}

/** hh:mm A in the institute's zone. */
export function formatTime(value: ConfigType): string {
  const moment = inInstituteZone(value);
  return moment.isValid() ? moment.format(TIME_FORMAT) : '';
}
