import type { ReactNode } from 'react';
import { ChevronIcon } from './app-icons';
import { Spinner } from './spinner';

interface PeriodStepperProps {
  /** The period shown: 'November 2026', '2026'. */
  title: ReactNode;
  headingId?: string;
  previousLabel: string;
  nextLabel: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A spinner beside the title while the period loads, announced with this text. */
  loading?: boolean;
  loadingLabel: string;
  /** Prefix of the screen's own classes: `${prefix}__title`, `${prefix}__step`, `${prefix}__loading`. */
  classPrefix: string;
}

/** Previous / heading / next of a calendar's month or year, with a loading spinner. */
export function PeriodStepper(props: PeriodStepperProps) {
  const { classPrefix: prefix } = props;
  return (
    <>
      <button
        type="button"
        className={`icon-button ${prefix}__step`}
        aria-label={props.previousLabel}
        disabled={!props.canPrevious}
        onClick={props.onPrevious}
      >
        <ChevronIcon direction="left" />
      </button>
      <h2 id={props.headingId} className={`${prefix}__title`} aria-live="polite">
        {props.title}
      </h2>
      <button
        type="button"
        className={`icon-button ${prefix}__step`}
        aria-label={props.nextLabel}
        disabled={!props.canNext}
        onClick={props.onNext}
      >
        <ChevronIcon direction="right" />
      </button>
      {props.loading && (
        <span className={`${prefix}__loading`} role="status">
          <Spinner size={16} />
          <span className="sr-only">{props.loadingLabel}</span>
        </span>
      )}
    </>
  );
}
