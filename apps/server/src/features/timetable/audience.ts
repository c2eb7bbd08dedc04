import { and, eq } from 'drizzle-orm';
import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import type { InclusionFlags } from '@portal/shared/timetable/flags';
import type { Identity } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { batches, institutes, products, studentBatches, userProducts } from '../../db/schema';
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
    .select({
      id: institutes.id,
      kind: institutes.kind,
      timeZone: institutes.timeZone,
      classesMode: institutes.classesMode,
      examMode: institutes.examMode,
      eLearnEnabled: institutes.eLearnEnabled,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return row;
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
  const { instituteId, studentId, userId } = claim;
  if (identity.instituteId !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  if ((studentId === undefined) === (userId === undefined)) throw new HttpError(400, ONE_OF_STUDENT_OR_USER);
  if (userId !== undefined) {
    if (identity.userType !== USER_TYPE_OPEN || userId !== identity.userId)
      throw new HttpError(403, MESSAGES.notYours);
    const owned = await db
      .select({ id: userProducts.productId })
      .from(userProducts)
      .innerJoin(products, eq(products.id, userProducts.productId))
      .where(and(eq(userProducts.userId, userId), eq(products.instituteId, instituteId)));
    return { kind: 'open', instituteId, userId, productIds: owned.map((p) => p.id) };
  }
  if (identity.userType === USER_TYPE_OPEN || !identity.studentIds.includes(studentId!))
    throw new HttpError(403, MESSAGES.notYours);
  const member = await db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .innerJoin(batches, eq(batches.id, studentBatches.batchId))
    .where(and(eq(studentBatches.studentId, studentId!), eq(batches.instituteId, instituteId)));
  return { kind: 'student', instituteId, studentId: studentId!, batchIds: member.map((b) => b.id) };
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
