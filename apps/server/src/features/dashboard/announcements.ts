import { instituteTimeZone } from '../../lib/institutes';
import { and, asc, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_LIMIT } from '@portal/shared/dashboard/rules';
import type { Announcement } from '@portal/shared/dashboard/schema';
import type { Db } from '../../db/client';
import { announcementBatches, announcements, batches, courses, studentBatches } from '../../db/schema';
import { dateText } from './date-text';

/**
 * The active announcements a student (or, with `studentId` null, an open user)
 * may read in their institute, newest first: those addressed to everyone (no
 * batch rows) and, for a student, those addressed to one of their batches.
 * Filtered and limited in SQL on the (institute_id, announced_at desc) index.
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

  const timeZone = await instituteTimeZone(db, instituteId);
  if (!timeZone) return [];

  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.instituteId, instituteId), eq(announcements.isActive, true), audience))
    .orderBy(desc(announcements.announcedAt), desc(announcements.id))
    .limit(ANNOUNCEMENT_LIMIT);
  if (rows.length === 0) return [];

  const names = await addressedTo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const announced = dateText(row.announcedAt, timeZone);
    const updated = dateText(row.updatedAt, timeZone);
    return {
      announcement_id: row.id,
      ancmnt_title: row.title,
      description: row.description,
      updated_by: row.postedBy,
      updated_date: `${updated.date} ${updated.time}`,
      announced_date: announced.date,
      announced_time: announced.time,
      batch_sec_names: (names.get(row.id) ?? []).join(', '),
      announcement_img_url: row.imageUrl,
      file_name: row.fileUrl ? (row.fileName ?? row.fileUrl.split('/').pop() ?? null) : null,
      file_url: row.fileUrl,
    };
  });
}

/** 'Standard - Section' (or 'Course - Batch') names each announcement is addressed to. */
async function addressedTo(db: Db, announcementIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ announcementId: announcementBatches.announcementId, course: courses.name, batch: batches.name })
    .from(announcementBatches)
    .innerJoin(batches, eq(batches.id, announcementBatches.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(inArray(announcementBatches.announcementId, announcementIds))
    .orderBy(asc(courses.name), asc(batches.name));
  const names = new Map<number, string[]>();
  for (const row of rows) {
    const list = names.get(row.announcementId) ?? [];
    list.push(`${row.course} - ${row.batch}`);
    names.set(row.announcementId, list);
  }
  return names;
}
