import { actingStudentId, type Session } from '@/lib/session';

/** Open users (user_type 99) are named by user_id, students and parents by the (chosen) student_id. */
export function whoOf(session: Session): { student_id: number } | { user_id: number } {
  const studentId = actingStudentId(session);
  return studentId === null ? { user_id: session.user_id } : { student_id: studentId };
}

/** Queries are keyed by the academic year so that switching it reloads. */
export const academicYearKey = (session: Session) => session.selectedAcadYrId ?? session.acad_yr_id ?? 0;
