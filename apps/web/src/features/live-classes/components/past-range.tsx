import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAST_START_AFTER_TODAY, pastRangeError } from '@portal/shared/live-classes/rules';

export interface DayRange {
  from: string;
  to: string;
}

interface PastRangeProps {
  applied: DayRange;
  today: string;
  onApply: (range: DayRange) => void;
  /** Back to the default range. */
  onCancel: () => void;
}

/**
 * The past classes' from/to picker with Cancel and Apply (spec section 2.1). A start after today
 * gets the spec's own words ('Start Date Should Be Less Then Or Equal To Current Date .').
 */
export function PastRange({ applied, today, onApply, onCancel }: PastRangeProps) {
  const { t } = useTranslation('live-classes');
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) {
      setError(t('range.required'));
      return;
    }
    const problem = pastRangeError(draft.from, draft.to, today);
    if (problem) {
      setError(problem === PAST_START_AFTER_TODAY ? t('range.afterToday') : t('range.afterEnd'));
      return;
    }
    setError(null);
    onApply(draft);
  };

  const cancel = () => {
    setError(null);
    onCancel();
  };

  return (
    <form className="live-range" onSubmit={apply} aria-label={t('range.label')} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${errorId}-from`}>
          {t('range.from')}
        </label>
        <input
          id={`${errorId}-from`}
          className="input"
          type="date"
          value={draft.from}
          max={today}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${errorId}-to`}>
          {t('range.to')}
        </label>
        <input
          id={`${errorId}-to`}
          className="input"
          type="date"
          value={draft.to}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="live-range__buttons">
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t('range.cancel')}
        </button>
        <button type="submit" className="button button--primary">
          {t('range.apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="live-range__error">
          {error}
        </p>
      )}
    </form>
  );
}
