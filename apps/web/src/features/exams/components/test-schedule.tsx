import { useTranslation } from 'react-i18next';
import { cardView, TEST_TYPE } from '@portal/shared/exams/rules';
import type { Test } from '@portal/shared/exams/schema';
import { durationText } from '../utils';
import { AttemptText } from './test-card';

/** The schedules view of one test, replacing the list (spec section 2.3), with Back. */
export function TestSchedule({
  test,
  now,
  examDesk,
  parent,
  onBack,
}: {
  test: Test;
  now: number;
  examDesk: boolean;
  parent: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('exams');
  const status = cardView(test, now, { examDesk, parent }).status;
  const rows: Array<[string, React.ReactNode]> = [
    [t('schedule.name'), test.test_name],
    [t('card.type'), t(`type.${test.test_type_id}`)],
    [t('schedule.startDate'), test.test_start_date],
    [t('schedule.endDate'), test.test_end_date],
    [t('card.duration'), durationText(t, test.duration)],
    [t('schedule.completed'), test.total_attempts],
    [t('schedule.open'), test.incomplete_attempts > 0 ? t('schedule.yes') : t('schedule.no')],
    [
      t('schedule.result'),
      test.is_result_published ? t('schedule.resultPublished') : t('schedule.resultPending'),
    ],
    [
      t('schedule.solution'),
      test.is_download_solution ? t('schedule.solutionAllowed') : t('schedule.solutionNotAllowed'),
    ],
  ];
  if (test.test_type_id === TEST_TYPE.practice)
    rows.push([t('card.attempts'), <AttemptText key="a" test={test} />]);
  return (
    <section className="card ex-schedule" aria-labelledby="ex-schedule-title">
      <div className="ex-schedule__head">
        <button type="button" className="button button--ghost" onClick={onBack}>
          ← {t('schedule.back')}
        </button>
        <h2 id="ex-schedule-title" className="ex-schedule__title">
          {t('card.scheduleOf', { name: test.test_name })}
        </h2>
        <span className={`badge ex-badge ex-badge--${status}`}>
          {t(`status.${status}`, { defaultValue: '' })}
        </span>
      </div>
      <dl className="ex-schedule__rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
