import type { AcademicYear, LogoItem } from '@portal/shared/shell/schema';
import type { Db } from '../../db/client';
import { listAcademicYears } from '../../lib/academic-years';
import { instituteImagePath, type Institute } from '../../lib/institutes';

export async function academicYearsOf(db: Db, instituteId: number): Promise<AcademicYear[]> {
  const years = await listAcademicYears(db, instituteId);
  return years.map((year) => ({
    inst_acad_year_id: year.id,
    inst_acad_year: year.name,
    start_date: year.startDate,
    end_date: year.endDate,
  }));
}

/** The institute's logo and favicon for the sign-in page. */
export function logoOf(institute: Institute): LogoItem[] {
  return [
    {
      logoPath: instituteImagePath(institute, 'logo.svg'),
      favIconPath: instituteImagePath(institute, 'favicon.svg'),
      instituteId: institute.id,
      instituteName: institute.name,
      language: institute.language,
    },
  ];
}
