import { useTranslation } from 'react-i18next';
import {
  canGoNext,
  canGoPrevious,
  shiftMonth,
  type DateRange,
  type MonthRef,
} from '@portal/shared/events/rules';
import { WEEK_START } from '@portal/shared/timetable/rules';
import type { TimetableResult } from '@portal/shared/timetable/schema';
import { MonthGrid } from '@/components/ui/month-grid';
import { monthTitle } from '../utils';
import { ScheduleList, type CardContext } from './schedule-list';
import { PeriodStepper } from '@/components/ui/period-stepper';

interface MonthViewProps {
  month: MonthRef;
  range: DateRange;
  today: string;
  locale: string;
  list: TimetableResult['batchTimeTableList'] | undefined;
  holidays: Record<string, string[]>;
  loading: boolean;
  selectedDay: string | null;
  onMonth: (month: MonthRef) => void;
  onDay: (day: string | null) => void;
  context: CardContext;
}

/** Sunday-first month with counts and holiday markers, then the clicked day's or the whole month's schedules. */
export function MonthView(props: MonthViewProps) {
  const { t } = useTranslation('timetable');
  const { month, list, holidays, locale, selectedDay } = props;
  const title = monthTitle(locale, month.year, month.month);
  const countOf = (date: string) => list?.[date]?.length ?? 0;

  return (
    <div className="tt-month">
      <div className="tt-toolbar">
        <PeriodStepper
          classPrefix="tt-toolbar"
          title={title}
          previousLabel={t('previousMonth')}
          nextLabel={t('nextMonth')}
          canPrevious={canGoPrevious(month, props.range)}
          canNext={canGoNext(month, props.range)}
          onPrevious={() => props.onMonth(shiftMonth(month, -1))}
          onNext={() => props.onMonth(shiftMonth(month, 1))}
          loading={props.loading}
          loadingLabel={t('loading')}
        />
      </div>
      <MonthGrid
        className="tt-grid"
        year={month.year}
        month={month.month}
        weekStart={WEEK_START}
        locale={locale}
        label={title}
        today={props.today}
        selected={selectedDay}
        busy={props.loading}
        describeDay={(date) => {
          const words = [t('cell.count', { count: countOf(date) })];
          const names = holidays[date];
          if (names) words.push(t('cell.holiday', { names: names.join(', ') }));
          return words.join(', ');
        }}
        renderDay={(date) => {
          const count = countOf(date);
          const names = holidays[date];
          return (
            <>
              {names && <span className="tt-holiday-dot" title={names.join(', ')} aria-hidden="true" />}
              {count > 0 && (
                <span className="tt-count" aria-hidden="true">
                  {t('cell.count', { count })}
                </span>
              )}
            </>
          );
        }}
        onOpenDay={(date) => props.onDay(date === selectedDay ? null : date)}
      />
      <div className="tt-list-head">
        {selectedDay ? (
          <button type="button" className="button button--ghost" onClick={() => props.onDay(null)}>
            {t('list.showAll')}
          </button>
        ) : (
          <h2 className="tt-list-head__title">{t('list.month', { month: title })}</h2>
        )}
      </div>
      {list && (
        <ScheduleList
          list={list}
          days={selectedDay ? [selectedDay] : undefined}
          locale={locale}
          context={props.context}
        />
      )}
    </div>
  );
}
