import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ChevronIcon } from '../../../components/ui/app-icons';

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
        <button
          type="button"
          className="icon-button event-toolbar__step"
          aria-label={t('previousMonth')}
          disabled={!props.canPrevious}
          onClick={props.onPrevious}
        >
          <ChevronIcon direction="left" />
        </button>
        <h2 id={props.headingId} className="event-toolbar__title" aria-live="polite">
          {props.title}
        </h2>
        <button
          type="button"
          className="icon-button event-toolbar__step"
          aria-label={t('nextMonth')}
          disabled={!props.canNext}
          onClick={props.onNext}
        >
          <ChevronIcon direction="right" />
        </button>
        {props.loading && (
          <span className="event-toolbar__loading" role="status">
            <Spinner size={16} />
            <span className="sr-only">{t('loading')}</span>
          </span>
        )}
      </div>
      {props.showToday && (
        <button type="button" className="button button--ghost event-toolbar__today" onClick={props.onToday}>
          {t('today')}
        </button>
      )}
    </div>
  );
}
