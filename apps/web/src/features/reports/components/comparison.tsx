import { useTranslation } from 'react-i18next';
import { comparisonRows } from '@portal/shared/reports/rules';
import type { AverageReport, TestReportBlock, TopperReport } from '@portal/shared/reports/schema';
import { formatNumber, hms } from '../utils';

interface ComparisonProps {
  you: TestReportBlock;
  topper: TopperReport;
  average: AverageReport;
}

/** Comparison With Topper (spec section 2.2): rows You, Topper, Average; score, accuracy, correct, wrong, time. */
export function Comparison({ you, topper, average }: ComparisonProps) {
  const { t, i18n } = useTranslation('reports');
  const n = (value: number) => formatNumber(i18n.language, value);
  return (
    <section aria-labelledby="rp-comparison-title" className="rp-block">
      <h3 id="rp-comparison-title" className="rp-section-title">
        {t('comparison.title')}
      </h3>
      <div className="rp-scroll" tabIndex={0} role="group" aria-label={t('comparison.title')}>
        <table className="rp-table">
          <caption className="sr-only">{t('comparison.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.who')}</th>
              <th scope="col" className="rp-num">
                {t('comparison.score')}
              </th>
              <th scope="col" className="rp-num">
                {t('comparison.accuracy')}
              </th>
              <th scope="col" className="rp-num">
                {t('comparison.correct')}
              </th>
              <th scope="col" className="rp-num">
                {t('comparison.wrong')}
              </th>
              <th scope="col" className="rp-num">
                {t('comparison.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparisonRows(you, topper, average).map((row) => (
              <tr key={row.who} className={row.who === 'you' ? 'rp-row--you' : undefined}>
                <th scope="row">{t(`comparison.${row.who}`)}</th>
                <td className="rp-num">{n(row.score)}</td>
                <td className="rp-num">{n(row.accuracy)}</td>
                <td className="rp-num">{n(row.correct)}</td>
                <td className="rp-num">{n(row.wrong)}</td>
                <td className="rp-num">{hms(t, row.time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
