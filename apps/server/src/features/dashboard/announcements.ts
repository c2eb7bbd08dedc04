import { and, desc, eq, exists, notExists, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_LIMIT } from '@portal/shared/dashboard/rules';
import type { Announcement } from '@portal/shared/dashboard/schema';
import type { Db } from '../../db/client';
import {
  announcementBatches,
  announcements,
  batches,
  courses,
  institutes,
  studentBatches,
} from '../../db/schema';
import { displayHtml } from '../../lib/display-html';
import { dateText } from './date-text';

/**
 * The active announcements a student (or, with `studentId` null, an open user)
 * may read in their institute, newest first: those addressed to everyone (no
 * batch rows) and, for a student, those addressed to one of their batches.
 * Filtered and limited in SQL on the (institute_id, announced_at desc) index; the
 * institute's time zone and the names each is addressed to come in the same statement.
 * The description leaves cleaned by the portal's own allow-list (no handler, script or
 * javascript: address reaches a browser, not even the inert document DOMPurify parses).
 */
export async function announcementsFor(
  db: Db,
  instituteId: number,
  studentId: number | null,
): Promise<Announcement[]> {
  const addressed = db
    .select({ one: sql`1` })
    .from(announcementBatches)
    .where(eq(announcementBatches.announcementId, announcements.id));
  const toEveryone = notExists(addressed);
  const audience =
    studentId === null
      ? toEveryone
      : sql`(${toEveryone} or ${exists(
          db
            .select({ one: sql`1` })
            .from(announcementBatches)
            .innerJoin(studentBatches, eq(studentBatches.batchId, announcementBatches.batchId))
            .where(
              and(
                eq(announcementBatches.announcementId, announcements.id),
                eq(studentBatches.studentId, studentId),
              ),
            ),
        )})`;

  // The names each is addressed to ('Standard - Section' or 'Course - Batch', by name), read with it.
  const names = sql<string>`coalesce((select string_agg(${courses.name} || ' - ' || ${batches.name}, ', '
      order by ${courses.name}, ${batches.name})
    from ${announcementBatches}
    join ${batches} on ${batches.id} = ${announcementBatches.batchId}
    join ${courses} on ${courses.id} = ${batches.courseId}
    where ${announcementBatches.announcementId} = ${announcements.id}), '')`;
  const rows = await db
    .select({ announcement: announcements, timeZone: institutes.timeZone, names })
    .from(announcements)
    .innerJoin(institutes, eq(institutes.id, announcements.instituteId))
    .where(and(eq(announcements.instituteId, instituteId), eq(announcements.isActive, true), audience))
    .orderBy(desc(announcements.announcedAt), desc(announcements.id))
    .limit(ANNOUNCEMENT_LIMIT);
  return rows.map(({ announcement: row, timeZone, names: addressedTo }) => {
    const announced = dateText(row.announcedAt, timeZone);
    const updated = dateText(row.updatedAt, timeZone);
    return {
      announcement_id: row.id,
      ancmnt_title: row.title,
      description: displayHtml(row.description, { images: false }),
      updated_by: row.postedBy,
      updated_date: `${updated.date} ${updated.time}`,
      announced_date: announced.date,
      announced_time: announced.time,
      batch_sec_names: addressedTo,
      announcement_img_url: row.imageUrl,
      file_name: row.fileUrl ? (row.fileName ?? row.fileUrl.split('/').pop() ?? null) : null,
      file_url: row.fileUrl,
    };
  });
}
