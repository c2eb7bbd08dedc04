import { and, asc, between, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  addDays,
  defaultPastRange,
  isoFromDisplay,
  pastRangeError,
  UPCOMING_DAYS,
} from '@portal/shared/live-classes/rules';
import {
  LIVE_PAST,
  type LiveClass,
  type LiveRecording,
  type MeetingRequest,
  type MeetingResult,
} from '@portal/shared/live-classes/schema';
import { wallClock } from '@portal/shared/time/zone';
import type { Db } from '../../db/client';
import { batches, courses, products, recordings, timetableEntries } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { daySpan, recordingPolicy, timetableInstitute } from '../timetable/audience';
import { zonedInstant } from '../timetable/zone';
import { liveAudience, type LiveAudience } from './audience';

export const BOTH_DATES = 'Send both from_date and to_date, or neither.';
export const INVALID_DATE = 'Invalid date.';
export const MAX_PAST_DAYS = 366;
export const TOO_LONG = `The date range must not exceed ${MAX_PAST_DAYS} days.`;

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 100) / 100;

/**
 * POST /api/v1/meeting_manager/getMeetingV2/{institute_id}. live_future_past 1: the audience's live
 * classes from today (in the institute's zone, ended ones included, for their recordings) to 7 days
 * ahead, by start; 2: the ended ones whose day is in from_date..to_date (the last 30 days when
 * absent), newest first. The (batch, date) and (product, date) indexes serve both.
 */
export async function listMeetings(
  db: Db,
  identity: Identity,
  instituteId: number,
  body: MeetingRequest,
  now: Date,
): Promise<MeetingResult> {
  if (body.institution_id !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  const audience = await liveAudience(db, identity, { instituteId, userId: body.user_id });
  const institute = await timetableInstitute(db, instituteId);
  const today = wallClock(institute.timeZone, now).date;
  const policy = recordingPolicy(institute);

  if (body.live_future_past !== LIVE_PAST) {
    // From yesterday: a class begun before midnight and still on is today's (dayWindow), not ended.
    const list = await liveClasses(
      db,
      audience,
      institute.timeZone,
      { from: addDays(today, -1), to: addDays(today, UPCOMING_DAYS) },
      'asc',
    );
    const upcoming = list.filter((c) => c.date >= today || Date.parse(c.end_datetime) > now.getTime());
    return { upcomingLiveClasses: upcoming, pastLiveClasses: [], ...policy };
  }
  const range = pastRange(body, today);
  const ended = (await liveClasses(db, audience, institute.timeZone, range, 'desc')).filter(
    (c) => Date.parse(c.end_datetime) <= now.getTime(),
  );
  return { upcomingLiveClasses: [], pastLiveClasses: ended, ...policy };
}

/** The past tab's range ('YYYY-MM-DD'), checked as the spec says (400 with its message). */
function pastRange(body: MeetingRequest, today: string): { from: string; to: string } {
  const fromText = body.from_date ?? null;
  const toText = body.to_date ?? null;
  if (fromText === null && toText === null) return defaultPastRange(today);
  if (fromText === null || toText === null) throw new HttpError(400, BOTH_DATES);
  const from = isoFromDisplay(fromText);
  const to = isoFromDisplay(toText);
  if (from === null || to === null) throw new HttpError(400, INVALID_DATE);
  const problem = pastRangeError(from, to, today);
  if (problem) throw new HttpError(400, problem);
  // A bound on what one call may ask for: a year of classes is more than any list shows.
  if (daySpan(from, to) + 1 > MAX_PAST_DAYS) throw new HttpError(400, TOO_LONG);
  return { from, to };
}

function addressedTo(audience: LiveAudience): SQL | null {
  if (audience.kind === 'student')
    return audience.batchIds.length ? inArray(timetableEntries.batchId, audience.batchIds) : null;
  return audience.productIds.length ? inArray(timetableEntries.productId, audience.productIds) : null;
}

async function liveClasses(
  db: Db,
  audience: LiveAudience,
  timeZone: string,
  range: { from: string; to: string },
  order: 'asc' | 'desc',
): Promise<LiveClass[]> {
  const addressed = addressedTo(audience);
  if (!addressed) return [];
  const by = order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      entry: timetableEntries,
      batchName: batches.name,
      courseName: courses.name,
      productName: products.name,
    })
    .from(timetableEntries)
    .leftJoin(batches, eq(batches.id, timetableEntries.batchId))
    .leftJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(products, eq(products.id, timetableEntries.productId))
    .where(
      and(
        eq(timetableEntries.instituteId, audience.instituteId),
        addressed,
        between(timetableEntries.date, range.from, range.to),
        eq(timetableEntries.kind, 'live'),
      ),
    )
    .orderBy(by(timetableEntries.date), by(timetableEntries.startTime), by(timetableEntries.id));
  if (rows.length === 0) return [];

  const byEntry = await recordingsOf(
    db,
    rows.map((r) => ({ id: r.entry.id, name: r.entry.sessionName ?? '' })),
  );
  return rows.map(({ entry, batchName, courseName, productName }) => {
    const course = productName ?? (courseName && batchName ? `${courseName} - ${batchName}` : courseName);
    return {
      session_id: entry.id,
      session_name: entry.sessionName ?? '',
      start_datetime: new Date(zonedInstant(entry.date, entry.startTime, timeZone)).toISOString(),
      end_datetime: new Date(zonedInstant(entry.endDate, entry.endTime, timeZone)).toISOString(),
      date: entry.date,
      course_list: course ? [{ course_name: course }] : [],
      teachersName: entry.teacherName,
      t_photo_url: entry.teacherPhotoUrl,
      live_meeting_with: entry.meetingWith ?? 'other',
      session_link: null,
      download_links: byEntry.get(entry.id) ?? [],
    };
  });
}

async function recordingsOf(
  db: Db,
  entries: Array<{ id: number; name: string }>,
): Promise<Map<number, LiveRecording[]>> {
  const names = new Map(entries.map((e) => [e.id, e.name]));
  const list = await db
    .select()
    .from(recordings)
    .where(
      inArray(
        recordings.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(recordings.entryId), asc(recordings.position));
  const byEntry = new Map<number, LiveRecording[]>();
  for (const r of list) {
    const item: LiveRecording = {
      download_id: r.id,
      video_id: r.storedFileId === null ? null : String(r.storedFileId),
      vimeo_video_id: r.vimeoVideoId,
      recording_uploaded_on: r.uploadedOn,
      recording_date_time: r.recordedAt.toISOString(),
      video_duration: r.durationSeconds,
      video_size: megabytes(r.sizeBytes),
      session_name: names.get(r.entryId) ?? '',
    };
    byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), item]);
  }
  return byEntry;
}
