import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { inclusionFlags } from '@portal/shared/timetable/flags';
import type { z } from 'zod';
import type { yearCountRequestSchema } from '@portal/shared/timetable/schema';
import type { Db } from '../../db/client';
import { timetableEntries } from '../../db/schema';
import type { Identity } from '../../plugins/auth';
import { audienceAndInstitute, found, includedKinds } from './audience';
import { audienceCondition } from './entries';

type YearCountRequest = z.infer<typeof yearCountRequestSchema>;

/**
 * POST /api/v2/timeTable/year-count: schedules per month ('1'-'12', all present) of the
 * calendar year, for the same audience as the month call. Flags left out follow the
 * institute's modes, as the portal would send them for the year view.
 */
export async function yearCount(
  db: Db,
  identity: Identity,
  body: YearCountRequest,
): Promise<Record<string, number>> {
  const { audience, institute: setup } = await audienceAndInstitute(db, identity, {
    instituteId: body.institute_id,
    studentId: body.student_id,
    userId: body.user_id,
  });
  const institute = found(setup);
  const defaults = inclusionFlags(institute.classesMode, institute.examMode, identity.userType, 'year');
  const kinds = includedKinds({
    isCourseStructureTimeTable: body.isCourseStructureTimeTable ?? defaults.isCourseStructureTimeTable,
    isExamIncludedInTimeTable: body.isExamIncludedInTimeTable ?? defaults.isExamIncludedInTimeTable,
    is_included_online_class: body.is_included_online_class ?? defaults.is_included_online_class,
    is_included_online_exam: body.is_included_online_exam ?? defaults.is_included_online_exam,
  });
  const counts: Record<string, number> = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [String(i + 1), 0]),
  );
  const addressed = audienceCondition(audience);
  if (!addressed || kinds.length === 0) return counts;
  const month = sql<number>`extract(month from ${timetableEntries.date})::int`.mapWith(Number);
  const rows = await db
    .select({ month, count: sql<number>`count(*)`.mapWith(Number) })
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.instituteId, body.institute_id),
        addressed,
        between(timetableEntries.date, `${body.year}-01-01`, `${body.year}-12-31`),
        inArray(timetableEntries.kind, kinds),
      ),
    )
    .groupBy(month);
  for (const row of rows) counts[String(row.month)] = row.count;
  return counts;
}
