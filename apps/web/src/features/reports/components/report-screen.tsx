import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { isOpenUser } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { ExamDetail, type DetailView } from './exam-detail';
import { OfflineReports } from './offline/offline-reports';
import { OnlineReports } from './online-reports';
import { ProductExams } from './product-exams';
import '../reports.css';

export type ReportMode = 'online' | 'offline';

interface ReportScreenProps {
  /** The modes My Exam has for this user and institute (Online first when there). */
  modes: ReportMode[];
  /** Opens the bookmarked questions (on My Exam); absent where bookmarks are not shown. */
  onBookmarks?: () => void;
}

/** The ?test= of the address: a positive whole number, else none. */
export const testParam = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * /report (spec section 2.2): online reports by test type (open users: their product
 * exams), offline reports, and one test's report. The chosen test type, the open test and
 * its tab live in the address (?label=&test=&view=), so Back and refresh keep them.
 */
export function ReportScreen({ modes, onBookmarks }: ReportScreenProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<ReportMode>(modes[0] ?? 'online');
  const testId = testParam(params.get('test'));
  const labelKey = params.get('label');
  const view: DetailView = params.get('view') === 'comparison' ? 'comparison' : 'summary';
  const listParams = labelKey ? `?${new URLSearchParams({ label: labelKey }).toString()}` : '';

  const openTest = (id: number) => {
    const next = new URLSearchParams(labelKey ? { label: labelKey } : {});
    next.set('test', String(id));
    setParams(next);
  };

  let body: React.ReactNode;
  if (testId !== null)
    body = (
      <ExamDetail
        key={testId}
        testId={testId}
        view={view}
        back={`/report${listParams}`}
        onView={(next) => {
          const updated = new URLSearchParams(params);
          if (next === 'summary') updated.delete('view');
          else updated.set('view', next);
          setParams(updated, { replace: true });
        }}
      />
    );
  else
    body = (
      <>
        {modes.length > 1 && (
          <div className="rp-modes" role="group" aria-label={t('mode.label')}>
            {modes.map((key) => (
              <button
                key={key}
                type="button"
                className={mode === key ? 'button button--primary' : 'button button--ghost'}
                aria-pressed={mode === key}
                onClick={() => setMode(key)}
              >
                {t(`mode.${key}`)}
              </button>
            ))}
          </div>
        )}
        {mode === 'offline' ? (
          <OfflineReports />
        ) : isOpenUser(session) ? (
          <ProductExams onOpen={openTest} />
        ) : (
          <OnlineReports
            labelKey={labelKey}
            onLabel={(key) => setParams({ label: key }, { replace: true })}
            onView={openTest}
            onBookmarks={onBookmarks}
          />
        )}
      </>
    );

  return (
    <ScreenFrame title={t('title')}>
      <div className="rp card">{body}</div>
    </ScreenFrame>
  );
}
