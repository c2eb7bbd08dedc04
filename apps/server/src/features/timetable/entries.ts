import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ClassType, Recording, TimetableEntry } from '@portal/shared/timetable/schema';
import { rowsOf, type Db } from '../../db/client';
import { batches, courses, products, recordings, timetableEntries } from '../../db/schema';
import type { Audience } from './audience';

export type Kind = (typeof timetableEntries.$inferSelect)['kind'];

export const CLASS_TYPE: Record<Kind, ClassType> = {
  class: 'Class',
  live: 'Online Class',
  online_exam: 'Online Exam',
  offline_exam: 'Offline Exam',
};

export const hhmm = (time: string) => time.slice(0, 5);
const minutesOf = (date: string, time: string) => Date.parse(`${date}T${hhmm(time)}:00Z`) / 60_000;

/** Entries addressed to the audience (its batches or products), or null when it has none. */
export function audienceCondition(audience: Audience): SQL | null {
  if (audience.kind === 'student')
    return audience.batchIds.length ? inArray(timetableEntries.batchId, audience.batchIds) : null;
  return audience.productIds.length ? inArray(timetableEntries.productId, audience.productIds) : null;
}

/** What the month call and Today read of an entry, under the table's own field names. */
export type EntryRow = Pick<
  typeof timetableEntries.$inferSelect,
  | 'id'
  | 'instituteId'
  | 'kind'
  | 'batchId'
  | 'date'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'subject'
  | 'topics'
  | 'teacherName'
  | 'teacherPhotoUrl'
  | 'description'
  | 'sessionName'
  | 'sessionLink'
  | 'meetingWith'
  | 'testId'
>;

/** The names an entry is shown with: its batch's, its course's (through the batch) and its product's. */
interface EntryNames {
  batchName: string | null;
  courseName: string | null;
  productName: string | null;
}

/**
 * The audience's entries that start between `from` and `to` (inclusive), of the given kinds, by
 * date then start time, with their batch, course and product names: one query. The institute
 * and batch/product filters plus the date range let PostgreSQL use the (batch, date),
 * (product, date) or (institute, date) index. Read as plain rows (dates and times as text in both
 * drivers): a month is about 150 rows of 20 fields, and mapping them field by field through the
 * query builder cost twice the query itself (issue 27).
 */
export async function entryRows(
  db: Db,
  audience: Audience,
  range: { from: string; to: string },
  kinds: Kind[],
): Promise<Array<{ entry: EntryRow } & EntryNames>> {
  const addressed = audienceCondition(audience);
  if (!addressed || kinds.length === 0) return [];
  const e = timetableEntries;
  const rows = await rowsOf<EntryRow & EntryNames>(
    db,
    sql`select ${e.id} as "id", ${e.instituteId} as "instituteId", ${e.kind} as "kind", ${e.batchId} as "batchId",
        ${e.date}::text as "date", ${e.endDate}::text as "endDate",
        ${e.startTime}::text as "startTime", ${e.endTime}::text as "endTime",
        ${e.subject} as "subject", ${e.topics} as "topics", ${e.teacherName} as "teacherName",
        ${e.teacherPhotoUrl} as "teacherPhotoUrl", ${e.description} as "description",
        ${e.sessionName} as "sessionName", ${e.sessionLink} as "sessionLink", ${e.meetingWith} as "meetingWith",
        ${e.testId} as "testId",
        ${batches.name} as "batchName", ${courses.name} as "courseName", ${products.name} as "productName"
      from ${e}
      left join ${batches} on ${batches.id} = ${e.batchId}
      left join ${courses} on ${courses.id} = ${batches.courseId}
      left join ${products} on ${products.id} = ${e.productId}
      where ${and(
        eq(e.instituteId, audience.instituteId),
        addressed,
        between(e.date, range.from, range.to),
        inArray(e.kind, kinds),
      )}
      order by ${e.date}, ${e.startTime}, ${e.id}`,
  );
  return rows.map(({ batchName, courseName, productName, ...entry }) => ({
    entry,
    batchName,
    courseName,
    productName,
  }));
}

/**
 * The audience's entries in the range, of the given kinds, as the month call answers them, with the
 * student's attendance percent at each batch (audienceAndInstitute's; none given: null).
 */
export async function listEntries(
  db: Db,
  audience: Audience,
  range: { from: string; to: string },
  kinds: Kind[],
  percent: ReadonlyMap<number, number> = new Map(),
): Promise<TimetableEntry[]> {
  const rows = await entryRows(db, audience, range, kinds);
  if (rows.length === 0) return [];

  const liveIds = rows.filter((r) => r.entry.kind === 'live').map((r) => r.entry.id);
  const recorded = new Map<number, Recording[]>();
  if (liveIds.length) {
    const list = await db
      .select()
      .from(recordings)
      .where(inArray(recordings.entryId, liveIds))
      .orderBy(asc(recordings.entryId), asc(recordings.position));
    const sessionNames = new Map(rows.map((row) => [row.entry.id, row.entry.sessionName ?? '']));
    for (const r of list) {
      const session = sessionNames.get(r.entryId) ?? '';
      const item: Recording = {
        download_id: r.id,
        session_name: session,
        recording_uploaded_on: r.uploadedOn,
        video_url: r.videoUrl,
        vimeo_video_id: r.vimeoVideoId,
        recording_date_time: r.recordedAt.toISOString(),
        video_duration: r.durationSeconds,
        video_size: Math.round((r.sizeBytes / 1_048_576) * 100) / 100,
      };
      recorded.set(r.entryId, [...(recorded.get(r.entryId) ?? []), item]);
    }
  }
  return rows.map(({ entry, batchName, courseName, productName }) => ({
    entry_id: entry.id,
    class_type: CLASS_TYPE[entry.kind],
    date: entry.date,
    end_date: entry.endDate,
    start_time: hhmm(entry.startTime),
    end_time: hhmm(entry.endTime),
    duration: Math.max(0, minutesOf(entry.endDate, entry.endTime) - minutesOf(entry.date, entry.startTime)),
    subject_name: entry.subject,
    course: batchName && courseName ? `${courseName} - ${batchName}` : null,
    topics_covered: entry.topics,
    teacher_name: entry.teacherName,
    t_photo_url: entry.teacherPhotoUrl,
    student_attendance_percent: entry.batchId === null ? null : (percent.get(entry.batchId) ?? null),
    batch_id: entry.batchId,
    session_id: entry.kind === 'live' ? entry.id : null,
    session_name: entry.sessionName,
    session_link: entry.sessionLink,
    live_meeting_with: entry.meetingWith,
    product_name: productName,
    master_course_name: courseName,
    download_links: recorded.get(entry.id) ?? [],
    test_id: entry.testId,
    test_inst_id: entry.kind === 'online_exam' ? entry.instituteId : null,
    description: entry.description,
  }));
}
