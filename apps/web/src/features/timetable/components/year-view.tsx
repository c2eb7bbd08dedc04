import { useTranslation } from 'react-i18next';
import {
  canGoNextYear,
  canGoPreviousYear,
  type DateRange,
  type MonthRef,
} from '@portal/shared/timetable/rules';
import type { TimetableResult } from '@portal/shared/timetable/schema';
import { Spinner } from '@/components/ui/spinner';
import { monthTitle } from '../utils';
import { ScheduleList, type CardContext } from './schedule-list';
import { PeriodStepper } from '@/components/ui/period-stepper';

interface YearViewProps {
  year: number;
  range: DateRange;
  locale: string;
  counts: Record<string, number> | undefined;
  loading: boolean;
  chosen: MonthRef | null;
  list: TimetableResult['batchTimeTableList'] | undefined;
  listLoading: boolean;
  onYear: (year: number) => void;
  onMonth: (month: MonthRef) => void;
  context: CardContext;
}

/** A year as 4 × 3 months with their counts; a clicked month lists its schedules. */
export function YearView(props: YearViewProps) {
  const { t } = useTranslation('timetable');
  const { year, locale, counts, chosen } = props;
  return (
    <div className="tt-year">
      <div className="tt-toolbar">
        <PeriodStepper
          classPrefix="tt-toolbar"
          title={year}
          previousLabel={t('previousYear')}
          nextLabel={t('nextYear')}
          canPrevious={canGoPreviousYear(year, props.range)}
          canNext={canGoNextYear(year, props.range)}
          onPrevious={() => props.onYear(year - 1)}
          onNext={() => props.onYear(year + 1)}
          loading={props.loading}
          loadingLabel={t('loading')}
        />
      </div>
      <ul className="tt-months" aria-label={t('yearLabel', { year })}>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => {
          const count = counts?.[String(month)] ?? 0;
          const active = chosen?.year === year && chosen.month === month;
          return (
            <li key={month}>
              <button
                type="button"
                className={active ? 'tt-month-tile tt-month-tile--active' : 'tt-month-tile'}
                aria-pressed={active}
                onClick={() => props.onMonth({ year, month })}
              >
                <span className="tt-month-tile__name">{monthTitle(locale, year, month, 'short')}</span>
                <span className="tt-month-tile__count">{t('cell.count', { count })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {chosen === null ? (
        <p className="tt-empty">{t('empty.year')}</p>
      ) : (
        <>
          <h2 className="tt-list-head__title">
            {t('list.month', { month: monthTitle(locale, chosen.year, chosen.month) })}
          </h2>
          {props.listLoading ? (
            <div role="status" className="tt-attendance__loading">
              <Spinner />
              <span>{t('loading')}</span>
            </div>
          ) : (
            props.list && <ScheduleList list={props.list} locale={locale} context={props.context} />
          )}
        </>
      )}
    </div>
  );
}
