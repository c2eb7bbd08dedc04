import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitResult } from '@portal/shared/test-panel/schema';

interface ResultScreenProps {
  testName: string;
  result: SubmitResult | null;
  /** Why the attempt ended here: the student submitted, or the time ran out. */
  reason: 'submitted' | 'timeUp';
}

/** After submit or time-out: what was counted, where the result will appear, and Close window. */
export function ResultScreen({ testName, result, reason }: ResultScreenProps) {
  const { t } = useTranslation('test-panel');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const timeUp = reason === 'timeUp' || result?.status === 'timed_out';
  const next = !result
    ? t('result.later')
    : result.evaluation_pending
      ? t('result.evaluation')
      : result.result_published
        ? t('result.published')
        : t('result.later');
  return (
    <main className="simple-page tp-result">
      <div className="card simple-page__card">
        <p className="tp-result__test">{testName}</p>
        <h1 ref={heading} tabIndex={-1} className="simple-page__title">
          {timeUp ? t('result.timeUp') : t('result.title')}
        </h1>
        {timeUp && <p>{t('result.timeUpText')}</p>}
        {result && (
          <dl className="tp-result__counts">
            <div>
              <dt>{t('result.answered')}</dt>
              <dd>{result.answered}</dd>
            </div>
            <div>
              <dt>{t('result.unanswered')}</dt>
              <dd>{result.unanswered}</dd>
            </div>
          </dl>
        )}
        <p>{next}</p>
        <button type="button" className="button button--primary" onClick={() => window.close()}>
          {t('closeWindow')}
        </button>
      </div>
    </main>
  );
}
