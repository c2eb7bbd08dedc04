import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academicYears } from '../db/schema';
import { todayIn } from './dates';

export type AcademicYearRow = typeof academicYears.$inferSelect;

export function listAcademicYears(db: Db, instituteId: number): Promise<AcademicYearRow[]> {
  return db
    .select()
    .from(academicYears)
    .where(eq(academicYears.instituteId, instituteId))
    .orderBy(asc(academicYears.startDate));
}

/**
 * The year containing today in the institute's time zone; failing that the
 * latest one already started; failing that the first one.
 */
export function pickCurrentYear<T extends Pick<AcademicYearRow, 'startDate' | 'endDate'>>(
  years: T[],
  timeZone: string,
  now: Date,
): T | null {
  const today = todayIn(timeZone, now);
  const sorted = [...years].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return (
    sorted.find((year) => year.startDate <= today && today <= year.endDate) ??
    sorted.filter((year) => year.startDate <= today).at(-1) ??
    sorted[0] ??
    null
  );
}
