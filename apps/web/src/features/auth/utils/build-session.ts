import type { LoginAccount, StudentAcadYear, StudentDetail } from '@portal/shared/auth/schema';
import { userKind } from '@portal/shared/auth/rules';
import { needsAcademicYearChoice, rewriteTokenAcadYear } from '@portal/shared/shell/rules';
import type { Session } from '@/lib/session';
import { deviceId } from '@/lib/session';
import { todayIn } from '@/lib/time-zone';

/**
 * The session for a successful login. A parent acts with the chosen (or only)
 * student's identifiers and keeps the parent's own id, name and number.
 * Null when the answer carries no token (nothing to sign in with).
 */
export function buildSession(
  account: LoginAccount,
  student: StudentDetail | null,
  favIconUrl: string | null,
): Session | null {
  if (!account.student_auth) return null;
  const parent = userKind(account.user_type) === 'parent';
  return {
    device_id: deviceId(),
    user_id: student && parent ? student.user_id : account.user_id,
    user_type: account.user_type,
    account_id: student?.account_id ?? account.account_id,
    name: student?.student_name ?? account.name,
    email_id: student?.email_id || account.email_id,
    student_id: student?.student_id ?? null,
    stud_id: student?.stud_id ?? null,
    student_display_id: student?.student_display_id ?? null,
    parentslogin: parent,
    parent_id: parent ? (account.parent_id ?? account.user_id) : null,
    parent_name: parent ? (account.parent_name ?? account.name) : null,
    parent_num: parent ? account.mobile_no || account.phone_no : null,
    photo_url: account.photo_url || student?.photo_url || '',
    join_date: student?.join_date ?? account.join_date,
    phone_no: student?.phone_no || account.phone_no,
    mobile_no: account.mobile_no,
    country_calling_code: account.country_calling_code,
    institute_id: account.institute_id,
    institute_name: account.institute_name,
    logo_url: account.institute_logo_url,
    fav_icon_url: favIconUrl,
    is_institute_type_school: account.is_institute_type_school,
    inst_set_up: account.inst_plan_det,
    inst_announcement: account.inst_announcement,
    prodUrl: account.prodUrl,
    exam_desk_url: account.exam_desk_url,
    test_panel_url: account.test_panel_url,
    score_panel_url: account.score_panel_url,
    help_url: account.help_url,
    privacy_url: account.privacy_url,
    terms_url: account.terms_url,
    twitter_url: account.twitter_url ?? account.inst_plan_det.twitter_url,
    facebook_url: account.facebook_url,
    linkedin_url: account.linkedin_url,
    whatsapp_url: account.whatsapp_url,
    youtube_url: account.youtube_url,
    instagram_url: account.instagram_url,
    enable_eLearn_feature: account.enable_eLearn_feature,
    enable_online_assignment_feature: account.enable_online_assignment_feature,
    is_fee_struct_linked: account.is_fee_struct_linked,
    course_structure_flag: account.course_structure_flag,
    institute_setup_type: account.institute_setup_type,
    zoom_enabled: account.zoom_enabled,
    language: account.language,
    time_zone: account.time_zone,
    logindatetime: todayIn(account.time_zone),
    acad_yr_id: account.acad_yr_id,
    ay_start_date: account.ay_start_date,
    ay_end_date: account.ay_end_date,
    student_acad_year: student?.student_acad_year ?? account.student_acad_year,
    acad_year_list: [],
    selectedAcadYear: null,
    selectedAcadYrId: null,
    student_auth: account.student_auth,
    examdesk_auth_token: account.examdesk_auth_token ?? '',
    scorecard_auth_token: account.scorecard_auth_token ?? '',
    // Signed in with a first-sign-in code: Choose your password comes before any screen.
    ...(account.must_choose_password ? { must_choose_password: true } : {}),
  };
}

/** The student's years when the institute's current year is not one of them (Select Academic Year). */
export function yearsToChooseFrom(session: Session): StudentAcadYear[] | null {
  const years = session.student_acad_year;
  const ids = years.map((year) => year.acad_yr_id);
  return needsAcademicYearChoice(session.acad_yr_id, ids) ? years : null;
}

/** The session acting in the chosen academic year: the token's third part names it. */
export function withAcademicYear(session: Session, year: StudentAcadYear): Session {
  return {
    ...session,
    student_auth: rewriteTokenAcadYear(session.student_auth, session.institute_id, year.acad_yr_id),
    acad_yr_id: year.acad_yr_id,
    selectedAcadYrId: year.acad_yr_id,
    selectedAcadYear: year.acad_yr_name,
  };
}

type StoredYear = Pick<Session, 'institute_id' | 'selectedAcadYrId' | 'selectedAcadYear'>;

/**
 * A token login asks nothing: it takes the academic year selected in the
 * previous session on this browser when the student has it (by id, else by
 * name), otherwise the institute's current one. A student who lacks the current
 * year too gets the latest of their own years, where the form would have asked.
 */
export function withStoredAcademicYear(session: Session, stored: StoredYear | null): Session {
  const years = session.student_acad_year;
  const previous =
    stored && stored.institute_id === session.institute_id
      ? (years.find((year) => year.acad_yr_id === stored.selectedAcadYrId) ??
        years.find(
          (year) => stored.selectedAcadYear !== null && year.acad_yr_name === stored.selectedAcadYear,
        ))
      : undefined;
  if (previous) return withAcademicYear(session, previous);
  if (!yearsToChooseFrom(session)) return session;
  const latest = years.reduce((best, year) => (year.acad_yr_id > best.acad_yr_id ? year : best));
  return withAcademicYear(session, latest);
}
