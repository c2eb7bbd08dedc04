import type { TimetableEntry, TimetableRequest, TimetableResult } from '@portal/shared/timetable/schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import {
  ASSIGN_COURSE,
  assertRange,
  audienceAndInstitute,
  found,
  includedKinds,
  recordingPolicy,
} from './audience';
import { listEntries } from './entries';

/** The month call covers at most this many days (two months and a bit). */
export const MAX_RANGE_DAYS = 62;

/** POST /api/v2/timeTable/v3: the caller's entries in the range, keyed by date. */
export async function monthTimetable(
  db: Db,
  identity: Identity,
  body: TimetableRequest,
): Promise<TimetableResult> {
  const {
    audience,
    institute: setup,
    attendance,
  } = await audienceAndInstitute(
    db,
    identity,
    { instituteId: body.institute_id, studentId: body.student_id, userId: body.user_id },
    { attendance: true },
  );
  assertRange(body.startdate, body.enddate, MAX_RANGE_DAYS);
  // The portal ignores this message silently (spec section 8).
  if (audience.kind === 'student' && audience.batchIds.length === 0) throw new HttpError(400, ASSIGN_COURSE);
  const institute = found(setup);
  const entries = await listEntries(
    db,
    audience,
    { from: body.startdate, to: body.enddate },
    includedKinds(body),
    attendance,
  );
  const byDate: Record<string, TimetableEntry[]> = {};
  for (const entry of entries) (byDate[entry.date] ??= []).push(entry);
  return { batchTimeTableList: byDate, ...recordingPolicy(institute) };
}
