import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import { inclusionFlags } from '@portal/shared/timetable/flags';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import type { Db } from '../../db/client';
import {
  batches,
  calendarFeeds,
  institutes,
  parentStudents,
  products,
  studentBatches,
  students,
  userProducts,
  users,
} from '../../db/schema';
import { addDays } from '../../lib/dates';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import type { Identity } from '../../plugins/auth';
import { audienceOf, includedKinds, type Audience } from './audience';
import { listEntries } from './entries';
import { wallClock, zonedInstant } from './zone';

export const FEED_PATH = '/api/v1/timetable/feed';
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;
/** 256 random bits in base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

const KIND_LABEL: Record<TimetableEntry['class_type'], string> = {
  Class: 'Class',
  'Online Class': 'Live class',
  'Online Exam': 'Online exam',
  'Offline Exam': 'Offline exam',
};

/**
 * POST /api/v1/timetable/feed: a private feed URL for the caller's timetable (the student,
 * a parent's chosen child, or an open user's products). Only the token's sha256 is kept,
 * so an earlier link cannot be shown again: each call mints a new link to the same feed,
 * and earlier links keep working until `regenerate` revokes them all.
 */
export async function feedLink(
  db: Db,
  identity: Identity,
  body: { institute_id: number; student_id?: number; user_id?: number; regenerate?: boolean },
  baseUrl: string,
  now: Date,
): Promise<{ feed_url: string }> {
  const audience = await audienceOf(db, identity, {
    instituteId: body.institute_id,
    studentId: body.student_id,
    userId: body.user_id,
  });
  const studentId = audience.kind === 'student' ? audience.studentId : null;
  const owner = and(
    eq(calendarFeeds.userId, identity.userId),
    eq(calendarFeeds.instituteId, body.institute_id),
    studentId === null ? isNull(calendarFeeds.studentId) : eq(calendarFeeds.studentId, studentId),
    isNull(calendarFeeds.revokedAt),
  );
  if (body.regenerate) await db.update(calendarFeeds).set({ revokedAt: now }).where(owner);
  const token = randomBytes(32).toString('base64url');
  await db.insert(calendarFeeds).values({
    tokenHash: sha256(token),
    userId: identity.userId,
    instituteId: body.institute_id,
    studentId,
    createdAt: now,
  });
  return { feed_url: `${baseUrl}${FEED_PATH}/${token}.ics` };
}

/** GET /api/v1/timetable/feed/{token}.ics: the iCalendar text, or 404 for an unknown or revoked token. */
export async function feedCalendar(db: Db, file: string, host: string, now: Date): Promise<string> {
  const token = TOKEN_PATTERN.exec(file)?.[1];
  if (!token) throw new HttpError(404, MESSAGES.notFound);
  const [feed] = await db
    .select({
      userId: calendarFeeds.userId,
      instituteId: calendarFeeds.instituteId,
      studentId: calendarFeeds.studentId,
      instituteName: institutes.name,
      timeZone: institutes.timeZone,
      classesMode: institutes.classesMode,
      examMode: institutes.examMode,
    })
    .from(calendarFeeds)
    .innerJoin(institutes, eq(institutes.id, calendarFeeds.instituteId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, sha256(token)),
        isNull(calendarFeeds.revokedAt),
        // The link dies with its owner's right to the timetable: a blocked user, or a parent no longer linked.
        eq(users.blocked, false),
        sql`(${calendarFeeds.studentId} is null
          or exists (select 1 from ${students} where ${students.id} = ${calendarFeeds.studentId} and ${students.userId} = ${calendarFeeds.userId})
          or exists (select 1 from ${parentStudents} where ${parentStudents.studentId} = ${calendarFeeds.studentId} and ${parentStudents.parentUserId} = ${calendarFeeds.userId}))`,
      ),
    )
    .limit(1);
  if (!feed) throw new HttpError(404, MESSAGES.notFound);

  const audience = await feedAudience(db, feed);
  const today = wallClock(feed.timeZone, now).date;
  const userType = feed.studentId === null ? USER_TYPE_OPEN : USER_TYPE_STUDENT;
  const entries = await listEntries(
    db,
    audience,
    { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) },
    includedKinds(inclusionFlags(feed.classesMode, feed.examMode, userType)),
  );
  return buildCalendar(entries, {
    name: `${feed.instituteName} timetable`,
    timeZone: feed.timeZone,
    host,
    now,
  });
}

/** The feed's own audience, read again at every fetch (batches and products change). */
async function feedAudience(
  db: Db,
  feed: { userId: number; instituteId: number; studentId: number | null },
): Promise<Audience> {
  if (feed.studentId === null) {
    const owned = await db
      .select({ id: userProducts.productId })
      .from(userProducts)
      .innerJoin(products, eq(products.id, userProducts.productId))
      .where(and(eq(userProducts.userId, feed.userId), eq(products.instituteId, feed.instituteId)));
    return {
      kind: 'open',
      instituteId: feed.instituteId,
      userId: feed.userId,
      productIds: owned.map((p) => p.id),
    };
  }
  const member = await db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .innerJoin(batches, eq(batches.id, studentBatches.batchId))
    .where(and(eq(studentBatches.studentId, feed.studentId), eq(batches.instituteId, feed.instituteId)));
  return {
    kind: 'student',
    instituteId: feed.instituteId,
    studentId: feed.studentId,
    batchIds: member.map((b) => b.id),
  };
}

/**
 * The entries as VEVENTs with stable UIDs (entry-{id}@{host}), so a calendar replaces an
 * updated entry instead of adding a copy. Times are UTC instants (exact whatever the
 * reader's zone); X-WR-TIMEZONE names the institute's zone for display. A VTIMEZONE
 * would need a second library (ical-generator's timezone generator).
 */
export function buildCalendar(
  entries: TimetableEntry[],
  options: { name: string; timeZone: string; host: string; now: Date },
): string {
  const calendar = ical({ name: options.name, prodId: { company: 'student-portal', product: 'timetable' } });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: options.timeZone }]);
  for (const entry of entries) {
    const title =
      entry.class_type === 'Online Exam'
        ? (entry.description ?? entry.subject_name)
        : (entry.session_name ?? entry.subject_name);
    const lines = [
      entry.session_name && entry.subject_name && `Subject: ${entry.subject_name}`,
      entry.teacher_name && `Teacher: ${entry.teacher_name}`,
      entry.topics_covered && `Topics: ${entry.topics_covered}`,
      entry.course && `Batch: ${entry.course}`,
      entry.product_name && `Product: ${entry.product_name}`,
      entry.session_link && `Join: ${entry.session_link}`,
      entry.class_type !== 'Online Exam' && entry.description,
    ].filter((line): line is string => Boolean(line));
    calendar.createEvent({
      id: `entry-${entry.entry_id}@${options.host}`,
      start: zonedInstant(entry.date, entry.start_time, options.timeZone),
      end: zonedInstant(entry.end_date, entry.end_time, options.timeZone),
      stamp: options.now,
      summary: `${title ?? KIND_LABEL[entry.class_type]} (${KIND_LABEL[entry.class_type]})`,
      description: lines.join('\n') || null,
      location: entry.session_link ?? entry.course,
      url: entry.session_link,
    });
  }
  return calendar.toString();
}
