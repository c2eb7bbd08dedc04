import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '@/lib/signed-in-session';
import { CalendarIcon } from '@/components/ui/app-icons';
import { useAcademicYear } from '../hooks/use-academic-year';

/** School-type institutes: the academic year the portal shows. */
export function AcademicYearSelect() {
  const session = useSignedInSession();

  const { t } = useTranslation('shell');
  const id = useId();
  const { visible, loading, years, selectedId, switchTo } = useAcademicYear(session);
  if (!visible) return null;
  const known = years.some((year) => year.inst_acad_year_id === selectedId);
  // Until the years answer: disabled, on the year chosen at sign-in (see useAcademicYear).
  const placeholder = loading
    ? (session.selectedAcadYear ??
      session.student_acad_year.find((year) => year.acad_yr_id === selectedId)?.acad_yr_name ??
      t('header.academicYear'))
    : t('header.academicYear');
  return (
    <div className="tool-select">
      <CalendarIcon className="tool-select__icon" size={18} />
      <label htmlFor={id} className="sr-only">
        {t('header.academicYear')}
      </label>
      <select
        id={id}
        className="tool-select__control"
        disabled={loading}
        value={known ? selectedId : ''}
        onChange={(event) => {
          const year = years.find((y) => y.inst_acad_year_id === Number(event.target.value));
          if (year) switchTo(year);
        }}
      >
        {!known && <option value="">{placeholder}</option>}
        {years.map((year) => (
          <option key={year.inst_acad_year_id} value={year.inst_acad_year_id}>
            {year.inst_acad_year}
          </option>
        ))}
      </select>
    </div>
  );
}
