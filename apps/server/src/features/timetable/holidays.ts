import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Holiday } from '@portal/shared/timetable/schema';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { Identity } from '../../plugins/auth';
import { assertRange, audienceAndInstitute, found } from './audience';

/** A year view may ask for a whole year of holidays. */
export const MAX_HOLIDAY_RANGE_DAYS = 366;
const HOLIDAY = 1;

/** POST /api/v1/holiday_manager/event_for_timetable: holidays (event type 1) overlapping the range; none for coaching. */
export async function holidays(
  db: Db,
  identity: Identity,
  body: {
    institution_id: number;
    student_id?: number;
    user_id?: number;
    event_start_Date: string;
    event_end_date: string;
  },
): Promise<Holiday[]> {
  const { institute: setup } = await audienceAndInstitute(db, identity, {
    instituteId: body.institution_id,
    studentId: body.student_id,
    userId: body.user_id,
  });
  assertRange(body.event_start_Date, body.event_end_date, MAX_HOLIDAY_RANGE_DAYS);
  const institute = found(setup);
  if (institute.kind !== 'school') return [];
  const rows = await db
    .select({ start: events.startDate, end: events.endDate, title: events.title })
    .from(events)
    .where(
      and(
        eq(events.instituteId, body.institution_id),
        eq(events.eventType, HOLIDAY),
        lte(events.startDate, body.event_end_date),
        gte(events.endDate, body.event_start_Date),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
  return rows.map((r) => ({ holiday_start_date: r.start, holiday_end_date: r.end, holiday_name: r.title }));
}
