import { useTranslation } from 'react-i18next';
import { cut } from '@portal/shared/exams/rules';
import { REPORT_CUT } from '@portal/shared/reports/rules';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { BarChart } from '@/components/ui/bar-chart';
import { Dialog } from '@/components/ui/dialog';
import { formatNumber } from '../utils';

/** The subject performance pop-up (spec section 2.2): marks scored against the maximum per subject, with its table. */
export function SubjectChart({
  subjects,
  onClose,
}: {
  subjects: SubjectDistribution[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  return (
    <Dialog title={t('chart.title')} onClose={onClose} className="rp-chart-dialog">
      <BarChart
        title={t('chart.caption')}
        labels={subjects.map((subject) => cut(subject.subject_name, REPORT_CUT.graphLabel))}
        series={[
          { label: t('chart.scored'), values: subjects.map((subject) => subject.total_score) },
          {
            label: t('chart.maximum'),
            values: subjects.map((subject) => subject.total_marks),
            tone: 'muted',
          },
        ]}
        valueLabel={t('chart.marks')}
        categoryLabel={t('subjects.subject')}
        tableToggle={{ show: t('chart.showTable'), hide: t('chart.hideTable') }}
        format={(value) => formatNumber(i18n.language, value)}
      />
    </Dialog>
  );
}
