import { defaultFeeYear } from '@portal/shared/fees/rules';
import type { AcademicYear } from '@portal/shared/shell/schema';
import type { Session } from '@/lib/session';

type YearFields = Pick<
  Session,
  'is_institute_type_school' | 'selectedAcadYrId' | 'acad_yr_id' | 'student_acad_year'
>;

/**
 * The academic year the fees open on (spec section 4, defaultFeeYear), among the institute's
 * `years` (every institute kind): a school's selected year; otherwise the year named like the
 * student's (the one the session acts in, else the first); failing that the last of the list.
 * Without a list (not answered yet), the session's own year.
 */
export function openingYearId(session: YearFields, years: AcademicYear[]): number {
  const sessionYear = session.selectedAcadYrId ?? session.acad_yr_id;
  const studentYear =
    session.student_acad_year.find((y) => y.acad_yr_id === session.acad_yr_id) ??
    session.student_acad_year[0];
  const year = defaultFeeYear(years, {
    isSchool: session.is_institute_type_school,
    selectedYearId: sessionYear,
    studentYearName: studentYear?.acad_yr_name ?? null,
  });
  return year?.inst_acad_year_id ?? sessionYear;
}
