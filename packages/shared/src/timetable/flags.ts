import type { ClassMode } from '../auth/schema';

/** The four Y/N inclusion flags the timetable calls carry (spec section 7). */
export interface InclusionFlags {
  isCourseStructureTimeTable: 'Y' | 'N';
  isExamIncludedInTimeTable: 'Y' | 'N';
  is_included_online_class: 'Y' | 'N';
  is_included_online_exam: 'Y' | 'N';
}

export type TimetableView = 'month' | 'year';

const yn = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');
const offline = (mode: ClassMode) => mode === 'OFFLINE' || mode === 'HYBRID_BLENDED';
const online = (mode: ClassMode) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';

/**
 * Which kinds of schedule the timetable includes, from the institute's classes and
 * exam modes (spec section 7). An open user (user_type 99) sends the course-structure
 * and offline-exam flags as N in the year view (spec section 6); the month view keeps
 * the modes' flags for everyone. The server honours the flags: an N leaves that kind out.
 */
export function inclusionFlags(
  classesMode: ClassMode,
  examMode: ClassMode,
  userType: number,
  view: TimetableView = 'month',
): InclusionFlags {
  const openYear = userType === 99 && view === 'year';
  return {
    isCourseStructureTimeTable: yn(offline(classesMode) && !openYear),
    isExamIncludedInTimeTable: yn(offline(examMode) && !openYear),
    is_included_online_class: yn(online(classesMode)),
    is_included_online_exam: yn(online(examMode)),
  };
}
