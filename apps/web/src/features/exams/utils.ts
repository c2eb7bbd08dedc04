import type { TFunction } from 'i18next';
import { durationParts } from '@portal/shared/exams/rules';
import { twelveHour } from '@portal/shared/time/clock';

/** '45 min', '1 h 30 min', '4 h' with translated units (over 60 minutes: hours and minutes). */
export function durationText(t: TFunction, minutes: number): string {
  const parts = durationParts(minutes);
  if (parts.hours === 0) return t('duration.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('duration.hoursOnly', { count: parts.hours });
  return t('duration.hours', { hours: parts.hours, minutes: parts.minutes });
}

/** 'YYYY-MM-DD' as 'DD-MM-YYYY'. */
export const dmy = (date: string): string => date.split('-').reverse().join('-');

/** 'HH:mm' (24 h) as 'hh:mm AM/PM' (spec: times hh:mm A). */
export const clock12 = (time: string): string => twelveHour(time) ?? time;
