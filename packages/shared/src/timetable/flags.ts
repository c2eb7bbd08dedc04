import { userKind } from '../auth/rules';
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
  const openYear = userKind(userType) === 'open' && view === 'year';
  return {
    isCourseStructureTimeTable: yn(offline(classesMode) && !openYear),
    isExamIncludedInTimeTable: yn(offline(examMode) && !openYear),
    is_included_online_class: yn(online(classesMode)),
    is_included_online_exam: yn(online(examMode)),
  };
}

/** The month call without any filter (every batch, course, standard, subject and teacher). */
export interface UnfilteredRequest extends InclusionFlags {
  batch_id: '-1';
  course_id: '-1';
  standard_id: '-1';
  subject_id: '-1';
  teacher_id: '-1';
  master_course: '';
  startdate: string;
  enddate: string;
  institute_id: number;
  student_id: number;
}

/** A month call for one student's days from `startdate` to `enddate` (YYYY-MM-DD), unfiltered. */
export function unfilteredRequest(
  instituteId: number,
  studentId: number,
  startdate: string,
  enddate: string,
  flags: InclusionFlags,
): UnfilteredRequest {
  return {
    batch_id: '-1',
    course_id: '-1',
    standard_id: '-1',
    subject_id: '-1',
    teacher_id: '-1',
    master_course: '',
    startdate,
    enddate,
    institute_id: instituteId,
    ...flags,
    student_id: studentId,
  };
}
