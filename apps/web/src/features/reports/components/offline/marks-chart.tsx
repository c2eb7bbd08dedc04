import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineExam } from '@portal/shared/reports/schema';
import { BarChart } from '@/components/ui/bar-chart';
import { formatMarks, marksSeries, subjectsOf } from './offline-data';

/**
 * The Analysis of one course (or batch): marks obtained per exam date as bars beside the
 * exam's maximum, with a subject selector. 'All subjects' draws each exam's total over its
 * subjects; the caption says so, since exams differ in their maximum.
 */
export function MarksChart({ course, exams }: { course: string; exams: OfflineExam[] }) {
  const { t } = useTranslation('reports-offline');
  const headingId = useId();
  const radioName = useId();
  const [subject, setSubject] = useState<string | null>(null);
  const subjects = subjectsOf(exams);
  const series = marksSeries(exams, subject);
  const hasMarks = series.obtained.some((value) => value !== null);

  return (
    <section className="card ro-analysis" aria-labelledby={headingId}>
      <h3 id={headingId} className="ro-analysis__title">
        {course}
      </h3>
      {subjects.length > 0 && (
        <fieldset className="ro-subject-picker">
          <legend>{t('chart.subject')}</legend>
          {[null, ...subjects].map((name) => (
            <label key={name ?? ''} className="ro-subject-picker__option">
              <input
                type="radio"
                name={radioName}
                checked={subject === name}
                onChange={() => setSubject(name)}
              />
              {name ?? t('chart.all')}
            </label>
          ))}
        </fieldset>
      )}
      {hasMarks ? (
        <>
          <BarChart
            title={
              subject === null
                ? t('chart.titleAll', { course })
                : t('chart.titleSubject', { course, subject })
            }
            labels={series.labels}
            series={[
              { label: t('chart.obtained'), values: series.obtained, tone: 'primary' },
              { label: t('chart.maximum'), values: series.maximum, tone: 'muted' },
            ]}
            valueLabel={t('chart.value')}
            categoryLabel={t('chart.category')}
            tableToggle={{ show: t('chart.showTable'), hide: t('chart.hideTable') }}
            format={formatMarks}
          />
          <p className="ro-note">{subject === null ? t('chart.noteAll') : t('chart.noteSubject')}</p>
        </>
      ) : (
        <p className="ro-empty">{t('empty.noData')}</p>
      )}
    </section>
  );
}
