/** Date helpers on plain `YYYY-MM-DD` strings, in an institute's time zone. */

export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface YearSpan {
  name: string;
  startDate: string;
  endDate: string;
}

/** The 12-month academic year starting on day 1 of `startMonth` that contains `today`, shifted by `offset` years. */
export function academicYearAround(today: string, startMonth: number, offset = 0): YearSpan {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const startYear = (month >= startMonth ? year : year - 1) + offset;
  const startDate = isoDate(startYear, startMonth, 1);
  const endDate = addDays(isoDate(startYear + 1, startMonth, 1), -1);
  const name =
    startMonth === 1 ? String(startYear) : `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  return { name, startDate, endDate };
}
