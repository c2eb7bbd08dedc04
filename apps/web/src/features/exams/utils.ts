import type { TFunction } from 'i18next';
import { durationParts } from '@portal/shared/exams/rules';
import { actingStudentId } from '@/lib/session';

/** '45 min', '1 h 30 min', '4 h' with translated units (over 60 minutes: hours and minutes). */
export function durationText(t: TFunction, minutes: number): string {
  const parts = durationParts(minutes);
  if (parts.hours === 0) return t('duration.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('duration.hoursOnly', { count: parts.hours });
  return t('duration.hours', { hours: parts.hours, minutes: parts.minutes });
}

export type ExamMode = 'online' | 'offline';
const ONLINE_SETUPS = ['ONLINE', 'HYBRID_BLENDED'];
const OFFLINE_SETUPS = ['OFFLINE', 'HYBRID_BLENDED'];

/**
 * Which tabs My Exam has (spec section 2.3): Online when the institute's exam setup is
 * ONLINE or HYBRID_BLENDED; Offline for a user with a student id who is not an open user,
 * or when the setup is OFFLINE or HYBRID_BLENDED. Online (when there) is the default.
 */
export function examModes(session: {
  inst_set_up: { exam: string };
  user_type: number;
  student_id: number | null;
}): ExamMode[] {
  const modes: ExamMode[] = [];
  if (ONLINE_SETUPS.includes(session.inst_set_up.exam)) modes.push('online');
  if (actingStudentId(session) !== null || OFFLINE_SETUPS.includes(session.inst_set_up.exam))
    modes.push('offline');
  return modes;
}
