import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useTexts } from '@/lib/use-texts';
import { useOfflineReport } from '@/features/reports/api/get-offline-report';
import { usePageError } from '@/lib/use-page-error';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';
import { MarksChart } from './marks-chart';
import { OfflineTabs, type OfflineTab } from './offline-tabs';
import { PastExams } from './past-exams';
import { UpcomingExams } from './upcoming-exams';
import './reports-offline.css';

const ANALYSIS = 'analysis';

/**
 * The Offline tab of /report and My Exam's offline mode (spec section 2.2): tabs Analysis
 * plus one per course or batch (standard and section for schools), the past exams of the
 * chosen course, the marks chart per course, and the upcoming offline exams view. It
 * loads its own texts, since two screens (/report and /exam) mount it.
 */
export function OfflineReports() {
  // The error backdrop speaks the 'reports' namespace.
  const ready = useTexts('reports-offline');
  const reportsReady = useTexts('reports');
  const { t } = useTranslation('common');
  return ready && reportsReady ? <OfflineReportsView /> : <PageLoader label={t('loading')} />;
}

function OfflineReportsView() {
  const session = useSignedInSession();
  const { t } = useTranslation('reports-offline');
  const report = useOfflineReport(session);
  const backdrop = usePageError(report.error, 'other');
  const [selected, setSelected] = useState(ANALYSIS);
  const baseId = useId();
  const school = session.is_institute_type_school;

  const groups = (report.data?.pastCourseExamSchdJson ?? []).filter(
    (group) => group.pastCourseExamList.length > 0 || group.futureCourseExamList.length > 0,
  );
  const tabs: OfflineTab[] = [
    { key: ANALYSIS, label: t('tabs.analysis') },
    ...groups.map((group) => ({ key: `course:${group.course_Name}`, label: group.course_Name })),
  ];
  // A reload (or another child) without the chosen course falls back to the analysis.
  const current = tabs.some((tab) => tab.key === selected) ? selected : ANALYSIS;
  const group = groups.find((g) => `course:${g.course_Name}` === current) ?? null;
  const idOf = (key: string) => `${baseId}-tab-${tabs.findIndex((tab) => tab.key === key)}`;
  const panelId = `${baseId}-panel`;
  const showRank = report.data?.show_exam_rank ?? false;

  if (report.isPending && session.student_id !== null) {
    return (
      <div className="ro">
        <p className="ro-empty" role="status">
          <Spinner /> {t('loading')}
        </p>
        <UpcomingExams state="loading" />
      </div>
    );
  }

  if (groups.length === 0) {
    return (
      <div className="ro">
        <div className="card empty-state">
          <div className="empty-state__art" aria-hidden="true" />
          <p className="empty-state__title">{t('empty.noReport')}</p>
          <p className="empty-state__text">{t('empty.noReportText')}</p>
        </div>
        <ErrorBackdrop title={t('error.title', { ns: 'reports' })} text={backdrop} />
      </div>
    );
  }

  const charted = groups.filter((g) => g.pastCourseExamList.length > 0);
  return (
    <div className="ro">
      <OfflineTabs
        tabs={tabs}
        value={current}
        onChange={setSelected}
        idOf={idOf}
        panelId={panelId}
        school={school}
      />
      <div className="ro-layout">
        <div role="tabpanel" id={panelId} aria-labelledby={idOf(current)} className="ro-panel">
          {group === null ? (
            <>
              <h2 className="ro-panel__title">{t('chart.heading')}</h2>
              {charted.length === 0 ? (
                <p className="ro-empty">{t('empty.noData')}</p>
              ) : (
                charted.map((g) => (
                  <MarksChart key={g.course_Name} course={g.course_Name} exams={g.pastCourseExamList} />
                ))
              )}
            </>
          ) : (
            <>
              <h2 className="ro-panel__title">{t('past.title', { course: group.course_Name })}</h2>
              <PastExams exams={group.pastCourseExamList} showRank={showRank} school={school} />
            </>
          )}
        </div>
        {group === null ? (
          <UpcomingExams state="pick" />
        ) : (
          <UpcomingExams
            state="course"
            course={group.course_Name}
            exams={group.futureCourseExamList}
            school={school}
          />
        )}
      </div>
      <ErrorBackdrop title={t('error.title', { ns: 'reports' })} text={backdrop} />
    </div>
  );
}
