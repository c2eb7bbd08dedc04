import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LABELS } from '@portal/shared/exams/rules';
import { listedInReports, reportStatus } from '@portal/shared/reports/rules';
import { LabelStrip, type StripEntry } from '@/components/ui/label-strip';
import { Spinner } from '@/components/ui/spinner';
import { useLabelTests } from '@/lib/exam-desk/get-label-tests';
import { useLabels } from '@/lib/exam-desk/get-labels';
import { useSignedInSession } from '@/lib/signed-in-session';
import { usePageError } from '@/lib/use-page-error';
import { sortByEnd, type ReportSort } from '../utils';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';
import { ReportCard } from './report-card';
import { useMomentOnOpen } from '@/lib/use-clock';

interface OnlineReportsProps {
  /** The chosen label's id (kept in the address, so Back from a report returns to it). */
  labelKey: string | null;
  onLabel: (labelKey: string) => void;
  onView: (testId: number) => void;
  onBookmarks?: () => void;
}

/**
 * The Online part of /report (spec sections 2.2, 4): the test type strip, the bookmarked
 * questions button, sort by date, and the chosen type's tests with their report status.
 */
export function OnlineReports({ labelKey, onLabel, onView, onBookmarks }: OnlineReportsProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('reports');
  const [sort, setSort] = useState<ReportSort>('newest');
  // The statuses are read once per visit: a report does not change while it is looked at.
  const now = useMomentOnOpen();

  const labels = useLabels(session);
  // A failed label load falls back to the two placeholder labels (their tests: none).
  const failed = labels.isError;
  const labelList = failed ? PLACEHOLDER_LABELS : (labels.data ?? []);
  const entries: StripEntry[] = labelList.map((label) => ({
    key: String(label.label_id),
    name: label.label_name,
  }));
  const selected = entries.some((entry) => entry.key === labelKey) ? labelKey : null;
  const selectedName = entries.find((entry) => entry.key === selected)?.name ?? null;
  // A placeholder label (OnlineP, MockP) has no tests to load.
  const labelId = !failed && selected !== null ? Number(selected) : null;
  const tests = useLabelTests(session, labelId);

  const labelsError = usePageError(labels.error, 'labels');
  const testsError = usePageError(tests.error, 'tests', t('error.testsFailed'));

  const listed = useMemo(
    () =>
      sortByEnd(
        (tests.data ?? [])
          .map((test) => ({ test, status: reportStatus(test, now), end_timestamp: test.end_timestamp }))
          .filter((entry) => listedInReports(entry.status)),
        sort,
      ),
    [tests.data, now, sort],
  );

  let body: React.ReactNode;
  if (selected === null) body = <p className="rp-empty">{t('empty.pickType')}</p>;
  else if (labelId === null) body = <p className="rp-empty">{t('empty.noReport')}</p>;
  else if (tests.isPending)
    body = (
      <p className="rp-empty" role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  else if (listed.length === 0) body = <p className="rp-empty">{t('empty.noReport')}</p>;
  else
    body = (
      <div className="rp-cards">
        {listed.map(({ test, status }) => (
          <ReportCard key={test.test_id} test={test} status={status} onView={onView} />
        ))}
      </div>
    );

  return (
    <div className="rp-online">
      {failed && <p className="rp-note">{t('strip.fallback')}</p>}
      {labels.isPending ? (
        <p className="rp-empty" role="status">
          <Spinner /> {t('loading')}
        </p>
      ) : (
        <LabelStrip
          entries={entries}
          selected={selected}
          onSelect={onLabel}
          onBookmarks={onBookmarks}
          texts={{
            label: t('strip.label'),
            previous: t('strip.previous'),
            next: t('strip.next'),
            bookmarks: t('strip.bookmarks'),
          }}
        />
      )}
      <div className="rp-list-head">
        {selectedName && <h2 className="rp-list-title">{selectedName}</h2>}
        <label className="rp-sort">
          <span>{t('sort.label')}</span>
          <select
            className="input"
            value={sort}
            onChange={(event) => setSort(event.target.value as ReportSort)}
          >
            <option value="newest">{t('sort.newest')}</option>
            <option value="oldest">{t('sort.oldest')}</option>
          </select>
        </label>
      </div>
      <div aria-live="polite">{body}</div>
      <ErrorBackdrop title={t('error.title')} text={labelsError ?? testsError} />
    </div>
  );
}
