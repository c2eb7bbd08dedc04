import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attemptLabel, cardView, cut, EXAM_CUT, TEST_TYPE } from '@portal/shared/exams/rules';
import type { Test } from '@portal/shared/exams/schema';
import { errorText } from '@/lib/api-client';
import { openTestPanel } from '@/lib/open-test-panel';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { durationText } from '../utils';

interface TestCardProps {
  test: Test;
  now: number;
  /** Exam desk tests have the view state; product tests do not. */
  examDesk: boolean;
  parent: boolean;
  onSchedule: (test: Test) => void;
}

/** The attempt label of a practice test: 'n Out of limit' or 'No limit'. */
export function AttemptText({ test }: { test: Test }) {
  const { t } = useTranslation('exams');
  const label = attemptLabel(test.total_attempts, test.test_limit);
  return <>{label.key === 'outOf' ? t('card.outOf', label) : t('card.noLimit')}</>;
}

/** One test: name, type, window, duration, practice attempts and its button (spec sections 2.3, 4, 5). */
export function TestCard({ test, now, examDesk, parent, onSchedule }: TestCardProps) {
  const { t } = useTranslation('exams');
  const session = useSignedInSession();
  const [opening, setOpening] = useState(false);
  const view = cardView(test, now, { examDesk, parent });
  const practice = test.test_type_id === TEST_TYPE.practice;
  const reason = view.reason
    ? t(`reason.${view.reason}`, { attempts: test.total_attempts, limit: test.test_limit })
    : null;

  const press = () => {
    if (!view.enabled) {
      if (reason) notify.error(reason);
      return;
    }
    if (opening) return;
    setOpening(true);
    openTestPanel(session, test.test_id)
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setOpening(false));
  };

  const buttonText = view.action === 'none' ? t('action.upcoming') : t(`action.${view.action}`);
  return (
    <article className="card ex-card" aria-labelledby={`test-${test.test_id}`}>
      <div className="ex-card__head">
        <h3 id={`test-${test.test_id}`} className="ex-card__name" title={test.test_name}>
          {cut(test.test_name, EXAM_CUT.testName)}
        </h3>
        <span className={`badge ex-badge ex-badge--${view.status}`}>{t(`status.${view.status}`)}</span>
      </div>
      <dl className="ex-card__fields">
        <div>
          <dt>{t('card.type')}</dt>
          <dd>{t(`type.${test.test_type_id}`)}</dd>
        </div>
        <div>
          <dt>{t('card.starts')}</dt>
          <dd>{test.test_start_date}</dd>
        </div>
        <div>
          <dt>{t('card.ends')}</dt>
          <dd>{test.test_end_date}</dd>
        </div>
        <div>
          <dt>{t('card.duration')}</dt>
          <dd>{durationText(t, test.duration)}</dd>
        </div>
        {practice && (
          <div>
            <dt>{t('card.attempts')}</dt>
            <dd className="ex-card__attempts">
              <AttemptText test={test} />
            </dd>
          </div>
        )}
      </dl>
      {reason && view.reason !== 'limit' && <p className="ex-card__reason">{reason}</p>}
      <div className="ex-card__actions">
        <button type="button" className="button button--ghost" onClick={() => onSchedule(test)}>
          {t('card.schedule')}
        </button>
        {view.action === 'none' ? (
          <button type="button" className="button ex-card__inert" disabled>
            {buttonText}
          </button>
        ) : (
          <button
            type="button"
            className={view.enabled ? 'button button--primary' : 'button ex-card__greyed'}
            aria-disabled={!view.enabled || opening}
            title={reason ?? undefined}
            onClick={press}
          >
            {opening ? t('action.opening') : buttonText}
          </button>
        )}
      </div>
    </article>
  );
}
