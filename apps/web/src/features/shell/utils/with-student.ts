import type { StudentDetail } from '@portal/shared/auth/schema';
import { withStoredAcademicYear } from '@/features/auth/utils/build-session';
import type { Session } from '@/lib/session';

/**
 * A parent's session acting for another child: the child's identifiers, as the login would
 * have set them had she chosen that child (features/auth/utils/build-session.ts), the parent's
 * own id, name, number and photo kept. The academic year stays when the child has it, else the
 * child's own (as at sign-in).
 */
export function withStudent(session: Session, student: StudentDetail): Session {
  const next: Session = {
    ...session,
    user_id: student.user_id,
    account_id: student.account_id,
    name: student.student_name,
    email_id: student.email_id,
    student_id: student.student_id,
    stud_id: student.stud_id,
    student_display_id: student.student_display_id,
    join_date: student.join_date,
    phone_no: student.phone_no || session.mobile_no,
    student_acad_year: student.student_acad_year,
  };
  return withStoredAcademicYear(next, session);
}

/**
 * The screen to stay on after a switch: the same screen, without the previous child's record
 * ('/assignment/42' → '/assignment', '/report?test=9' → '/report'), which the other child may not have.
 */
export function screenRoot(pathname: string): string {
  const [first] = pathname.split('/').filter(Boolean);
  return first ? `/${first}` : '/dashboard';
}
