import { userKind } from '@portal/shared/auth/rules';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import { isParentSession, type Session } from '@/lib/session';

/**
 * The record the profile shows: the acting student's stud_id (a parent acts
 * with the chosen student's), or an open user's own user id.
 */
export function profileRecordId(session: Session): number | null {
  if (userKind(session.user_type) === 'open') return session.user_id;
  return session.stud_id ?? session.student_id;
}

/** Edit icons: students (user_type 1) only, and only while their profile updates are not restricted. */
export function mayEditProfile(session: Session, detail: ProfileDetail): boolean {
  return (
    userKind(session.user_type) === 'student' &&
    !isParentSession(session) &&
    !detail.student_profile_update_restrict
  );
}

/**
 * Who changes which password: a parent login changes the parent's own (parent_id,
 * the parent's number); students and open users their own account.
 */
export function passwordAccount(session: Session): { userid: number; username: string; isParent: boolean } {
  if (isParentSession(session)) {
    return {
      userid: session.parent_id ?? session.user_id,
      username: session.parent_num || session.phone_no || session.mobile_no,
      isParent: true,
    };
  }
  return {
    userid: session.user_id,
    username: session.email_id || session.phone_no || session.mobile_no,
    isParent: false,
  };
}
