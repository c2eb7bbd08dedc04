import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AcademicYear } from '@portal/shared/shell/schema';
import { ACAD_YEAR_SWITCH_DELAY_MS, rewriteTokenAcadYear } from '@portal/shared/shell/rules';
import { getSession, updateSession, type Session } from '@/lib/session';
import { useAcademicYears } from '../api/get-academic-years';

/**
 * The header's academic years (school-type institutes): keeps the list in the
 * session, sets the selected year on load, and switches years.
 */
export function useAcademicYear(session: Session) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSchool = session.is_institute_type_school;
  // The list kept in the session draws the picker at once (no layout shift when the call answers).
  const query = useAcademicYears(session.institute_id, isSchool);
  const years = query.data ?? session.acad_year_list;
  const timer = useRef<number | undefined>(undefined);
  const selectedId = session.selectedAcadYrId ?? session.acad_yr_id;

  useEffect(() => {
    if (!isSchool || years.length === 0) return;
    const current = getSession();
    if (!current) return;
    const patch: Partial<Session> = {};
    if (JSON.stringify(current.acad_year_list) !== JSON.stringify(years)) patch.acad_year_list = years;
    if (current.selectedAcadYrId === null) {
      const year = years.find((y) => y.inst_acad_year_id === current.acad_yr_id);
      if (year) {
        patch.selectedAcadYrId = year.inst_acad_year_id;
        patch.selectedAcadYear = year.inst_acad_year;
      }
    }
    if (Object.keys(patch).length > 0) updateSession(patch);
  }, [isSchool, years]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const switchTo = (year: AcademicYear) => {
    const current = getSession();
    if (!current || year.inst_acad_year_id === selectedId) return;
    // The selection is reset first, then the token's academic-year part is rewritten.
    updateSession({ selectedAcadYrId: null, selectedAcadYear: null });
    updateSession({
      student_auth: rewriteTokenAcadYear(current.student_auth, current.institute_id, year.inst_acad_year_id),
      acad_yr_id: year.inst_acad_year_id,
      selectedAcadYrId: year.inst_acad_year_id,
      selectedAcadYear: year.inst_acad_year,
      ay_start_date: year.start_date,
      ay_end_date: year.end_date,
    });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // Everything fetched so far belongs to the previous year.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'academic-years' });
      navigate('/dashboard');
    }, ACAD_YEAR_SWITCH_DELAY_MS);
  };

  // Right after sign-in the session has no list yet: the picker holds its place (disabled, on the
  // year chosen at sign-in) until the call answers, rather than appear and push the page down.
  const loading = isSchool && years.length === 0 && query.isPending;
  return { visible: isSchool && (years.length > 0 || loading), loading, years, selectedId, switchTo };
}
