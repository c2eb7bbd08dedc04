import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

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
          <Chevron direction="left" />
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
          <Chevron direction="right" />
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

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
