import { useTranslation } from 'react-i18next';
import { PeriodStepper } from '@/components/ui/period-stepper';

interface CalendarToolbarProps {
  /** 'November 2026' */
  title: string;
  headingId: string;
  canPrevious: boolean;
  canNext: boolean;
  showToday: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** Month heading with previous/next (only within the academic year) and Today (only inside it). */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation('events');
  return (
    <div className="event-toolbar">
      <div className="event-toolbar__month">
        <PeriodStepper
          classPrefix="event-toolbar"
          title={props.title}
          headingId={props.headingId}
          previousLabel={t('previousMonth')}
          nextLabel={t('nextMonth')}
          canPrevious={props.canPrevious}
          canNext={props.canNext}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          loading={props.loading}
          loadingLabel={t('loading')}
        />
      </div>
      {props.showToday && (
        <button type="button" className="button button--ghost event-toolbar__today" onClick={props.onToday}>
          {t('today')}
        </button>
      )}
    </div>
  );
}
