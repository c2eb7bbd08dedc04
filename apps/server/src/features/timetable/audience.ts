import { eq, sql } from 'drizzle-orm';
import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import type { InclusionFlags } from '@portal/shared/timetable/flags';
import type { Identity } from '../../plugins/auth';
import { rowsOf, type Db } from '../../db/client';
import {
  attendanceTallies,
  batches,
  institutes,
  products,
  studentBatches,
  userProducts,
} from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';

export const ASSIGN_COURSE = 'Please assign course!';
export const ONE_OF_STUDENT_OR_USER = 'Send exactly one of student_id and user_id';

/** Whose timetable: a student's batches, or an open user's products (within one institute). */
export type Audience =
  | { kind: 'student'; instituteId: number; studentId: number; batchIds: number[] }
  | { kind: 'open'; instituteId: number; userId: number; productIds: number[] };

export interface TimetableInstitute {
  id: number;
  kind: 'school' | 'coaching';
  timeZone: string;
  classesMode: 'ONLINE' | 'OFFLINE' | 'HYBRID_BLENDED';
  examMode: 'ONLINE' | 'OFFLINE' | 'HYBRID_BLENDED';
  eLearnEnabled: boolean;
}

export async function timetableInstitute(db: Db, instituteId: number): Promise<TimetableInstitute> {
  const [row] = await db
    .select(instituteColumns)
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return found(row);
}

const instituteColumns = {
  id: institutes.id,
  kind: institutes.kind,
  timeZone: institutes.timeZone,
  classesMode: institutes.classesMode,
  examMode: institutes.examMode,
  eLearnEnabled: institutes.eLearnEnabled,
};

/** The institute, or 404 when there is none. */
export function found(institute: TimetableInstitute | null | undefined): TimetableInstitute {
  if (!institute) throw new HttpError(404, MESSAGES.notFound);
  return institute;
}

/**
 * The ids in a timetable call are claims: the institute must be the caller's, the
 * student one the caller may act for (themself, or a parent's chosen child), and
 * user_id only an open user's own. Anything else is 403.
 */
export async function audienceOf(
  db: Db,
  identity: Identity,
  claim: { instituteId: number; studentId?: number; userId?: number },
): Promise<Audience> {
  return (await audienceAndInstitute(db, identity, claim)).audience;
}

/**
 * The audience (audienceOf's checks and answer) and the institute (null when there is none; the
 * caller answers 404 where timetableInstitute would), read in one statement. With `attendance`, a
 * student's attendance percent at each of their batches comes too, from the prepared tallies
 * (one row per batch, never the student's marks themselves).
 */
export async function audienceAndInstitute(
  db: Db,
  identity: Identity,
  claim: { instituteId: number; studentId?: number; userId?: number },
  options: { attendance?: boolean } = {},
): Promise<{ audience: Audience; institute: TimetableInstitute | null; attendance: Map<number, number> }> {
  const { instituteId, studentId, userId } = claim;
  if (identity.instituteId !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  if ((studentId === undefined) === (userId === undefined)) throw new HttpError(400, ONE_OF_STUDENT_OR_USER);
  if (userId !== undefined) {
    if (identity.userType !== USER_TYPE_OPEN || userId !== identity.userId)
      throw new HttpError(403, MESSAGES.notYours);
  } else if (identity.userType === USER_TYPE_OPEN || !identity.studentIds.includes(studentId!)) {
    throw new HttpError(403, MESSAGES.notYours);
  }
  // An open user's products, or a student's batches (sections), of this institute.
  const members =
    userId !== undefined
      ? sql`select ${userProducts.productId} as id from ${userProducts}
          join ${products} on ${products.id} = ${userProducts.productId}
          where ${userProducts.userId} = ${userId} and ${products.instituteId} = ${instituteId}`
      : sql`select ${studentBatches.batchId} as id from ${studentBatches}
          join ${batches} on ${batches.id} = ${studentBatches.batchId}
          where ${studentBatches.studentId} = ${studentId!} and ${batches.instituteId} = ${instituteId}`;
  const tallies =
    options.attendance && studentId !== undefined
      ? sql`(select coalesce(json_agg(json_build_array(t.batch_id, t.present, t.marked)), '[]'::json)
            from ${attendanceTallies} t
            where t.student_id = ${studentId} and t.batch_id in (select id from members))`
      : sql`'[]'::json`;
  const [row] = await rowsOf<{
    members: number[];
    tallies: Array<[number, number, number]>;
    id: number | null;
    kind: TimetableInstitute['kind'];
    time_zone: string;
    classes_mode: TimetableInstitute['classesMode'];
    exam_mode: TimetableInstitute['examMode'];
    elearn_enabled: boolean;
  }>(
    db,
    sql`with members as (${members})
        select array(select id from members) as members, ${tallies} as tallies,
               i.id, i.kind, i.time_zone, i.classes_mode, i.exam_mode, i.elearn_enabled
          from (select 1) as one left join ${institutes} i on i.id = ${instituteId}`,
  );
  const ids = (row?.members ?? []).map(Number);
  const audience: Audience =
    userId !== undefined
      ? { kind: 'open', instituteId, userId, productIds: ids }
      : { kind: 'student', instituteId, studentId: studentId!, batchIds: ids };
  const institute =
    row && row.id !== null
      ? {
          id: row.id,
          kind: row.kind,
          timeZone: row.time_zone,
          classesMode: row.classes_mode,
          examMode: row.exam_mode,
          eLearnEnabled: row.elearn_enabled,
        }
      : null;
  const attendance = new Map<number, number>();
  for (const [batchId, present, marked] of parsedJson(row?.tallies ?? [])) {
    const percent = attendancePercent(Number(present), Number(marked));
    if (percent !== null) attendance.set(Number(batchId), percent);
  }
  return { audience, institute, attendance };
}

/** A json column as the driver gives it (parsed, or its text). */
const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Present over marked classes, 0-100 with two decimals; null when none was marked. */
export function attendancePercent(present: number, marked: number): number | null {
  return marked > 0 ? Math.round((present / marked) * 10_000) / 100 : null;
}

/** Kinds of entry the four Y/N flags let in (an N leaves that kind out). */
export function includedKinds(
  flags: Partial<InclusionFlags>,
): Array<'class' | 'live' | 'online_exam' | 'offline_exam'> {
  const kinds: Array<'class' | 'live' | 'online_exam' | 'offline_exam'> = [];
  if (flags.isCourseStructureTimeTable === 'Y') kinds.push('class');
  if (flags.is_included_online_class === 'Y') kinds.push('live');
  if (flags.is_included_online_exam === 'Y') kinds.push('online_exam');
  if (flags.isExamIncludedInTimeTable === 'Y') kinds.push('offline_exam');
  return kinds;
}

/**
 * Recording visibility (spec learning-content section 4). The institutes table has no
 * setting for it yet: institutes with e-learning get every option (code 7: stored and
 * Vimeo play, protected; view and download; Vimeo downloadable), the others stored
 * video viewing only (code 1, view, not downloadable).
 */
export function recordingPolicy(institute: Pick<TimetableInstitute, 'eLearnEnabled'>) {
  return institute.eLearnEnabled
    ? {
        view_proctur_live_recorded_session: 7,
        vimeo_video_downlodable: true,
        proctur_live_view_or_download_visibility: 'both' as const,
      }
    : {
        view_proctur_live_recorded_session: 1,
        vimeo_video_downlodable: false,
        proctur_live_view_or_download_visibility: 'view' as const,
      };
}

/** Whole days from a to b ('YYYY-MM-DD'), or NaN for a date that does not exist (2026-02-30). */
export function daySpan(from: string, to: string): number {
  const a = validDay(from);
  const b = validDay(to);
  return (b - a) / 86_400_000;
}

function validDay(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return NaN;
  return at;
}

/** 400 unless both dates exist, from <= to and the range spans at most `maxDays` days. */
export function assertRange(from: string, to: string, maxDays: number): void {
  const span = daySpan(from, to);
  if (Number.isNaN(span)) throw new HttpError(400, 'Invalid date.');
  if (span < 0) throw new HttpError(400, 'The start date must not be after the end date.');
  if (span + 1 > maxDays) throw new HttpError(400, `The date range must not exceed ${maxDays} days.`);
}
