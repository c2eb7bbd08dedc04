import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardView, matchesSearch, PLACEHOLDER_LABELS } from '@portal/shared/exams/rules';
import type { ProductTestKind, Test } from '@portal/shared/exams/schema';
import { SearchIcon } from '@/components/ui/app-icons';
import { LabelStrip, type StripEntry } from '@/components/ui/label-strip';
import { Spinner } from '@/components/ui/spinner';
import { isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useLabels } from '@/lib/exam-desk/get-labels';
import { useLabelTests } from '@/lib/exam-desk/get-label-tests';
import { useProductTestIds, useProductTests } from '@/lib/exam-desk/get-product-tests';
import { usePageError } from '@/lib/use-page-error';
import { useClock } from '@/lib/use-clock';
import { useRefetchOnFocus } from '../hooks/use-refetch-on-focus';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';
import { TestCard } from './test-card';
import { TestSchedule } from './test-schedule';

const PRODUCT_KEYS: Record<string, ProductTestKind> = {
  'product:Mock_Test': 'Mock_Test',
  'product:Online_Test': 'Online_Test',
};

/** The Online tab (spec section 2.3): search, the test type strip, product tests, a bookmark entry, cards. */
export function OnlineTab({ onBookmarks }: { onBookmarks?: () => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('exams');
  // Cards change state on their own (a test opens, closes): the time, moved on every half minute.
  const now = useClock({ step: 30_000 });
  const parent = isParentSession(session);
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The test whose schedule is open, by id: it follows the list when it reloads.
  const [scheduleId, setScheduleId] = useState<number | null>(null);

  const labels = useLabels(session);
  const mockIds = useProductTestIds(session, 'Mock_Test', true);
  const onlineIds = useProductTestIds(session, 'Online_Test', true);
  // A failed label load falls back to the two placeholder labels (their tests: none).
  const failed = labels.isError;
  const labelData = labels.data;

  const entries: StripEntry[] = useMemo(() => {
    const labelList = failed ? PLACEHOLDER_LABELS : (labelData ?? []);
    const list: StripEntry[] = labelList.map((label) => ({
      key: `label:${label.label_id}`,
      name: label.label_name,
    }));
    if (mockIds.data?.length) list.push({ key: 'product:Mock_Test', name: t('strip.productMock') });
    if (onlineIds.data?.length) list.push({ key: 'product:Online_Test', name: t('strip.productOnline') });
    return list;
  }, [failed, labelData, mockIds.data, onlineIds.data, t]);

  const selectedName = entries.find((entry) => entry.key === selected)?.name ?? null;
  const labelId = selected?.startsWith('label:') ? Number(selected.slice(6)) : null;
  const productKind = selected ? (PRODUCT_KEYS[selected] ?? null) : null;
  const productIds =
    (productKind === 'Mock_Test' ? mockIds.data : onlineIds.data)?.map((p) => p.test_id) ?? [];
  // A placeholder label (OnlineP, MockP) has no tests to load.
  const realLabel = labelId !== null && !Number.isNaN(labelId);
  const labelTests = useLabelTests(session, realLabel ? labelId : null);
  const productTests = useProductTests(session, productKind, productIds);
  const active = productKind ? productTests : labelTests;
  const examDesk = productKind === null;
  useRefetchOnFocus(active.refetch, productKind !== null || realLabel);

  const labelsError = usePageError(labels.error, 'labels', '');
  const testsError = usePageError(labelTests.error, 'tests', t('error.testsFailed'));
  const otherError = usePageError(mockIds.error ?? onlineIds.error ?? productTests.error, 'other', '');

  const shown = (active.data ?? []).filter(
    (test) => cardView(test, now, { examDesk, parent }).shown && matchesSearch(test, search),
  );

  const schedule = active.data?.find((test) => test.test_id === scheduleId);
  if (schedule) {
    return (
      <TestSchedule
        test={schedule}
        now={now}
        examDesk={examDesk}
        parent={parent}
        onBack={() => setScheduleId(null)}
      />
    );
  }

  let body: React.ReactNode;
  if (selected === null) body = <p className="ex-empty">{t('empty.pickType')}</p>;
  else if (selected.startsWith('label:') && !realLabel)
    body = <p className="ex-empty">{t('empty.noExam')}</p>;
  else if (active.isPending)
    body = (
      <p className="ex-empty" role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  else if (shown.length === 0)
    body = (
      <p className="ex-empty">
        {search.trim() && active.data?.length ? t('empty.noMatch', { search }) : t('empty.noExam')}
      </p>
    );
  else
    body = (
      <div className="ex-cards">
        {shown.map((test) => (
          <TestCard
            key={test.test_id}
            test={test}
            now={now}
            examDesk={examDesk}
            parent={parent}
            onSchedule={(test: Test) => setScheduleId(test.test_id)}
          />
        ))}
      </div>
    );

  return (
    <div className="ex-online">
      <div className="ex-search input-wrap">
        <span className="input-wrap__icon" aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          type="search"
          className="input input--with-icon"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {failed && <p className="ex-note">{t('strip.fallback')}</p>}
      {labels.isPending ? (
        <p className="ex-empty" role="status">
          <Spinner /> {t('loading')}
        </p>
      ) : (
        <LabelStrip
          entries={entries}
          selected={selected}
          onSelect={setSelected}
          onBookmarks={onBookmarks}
          texts={{
            label: t('strip.label'),
            previous: t('strip.previous'),
            next: t('strip.next'),
            bookmarks: t('strip.bookmarks'),
          }}
        />
      )}
      {selectedName && <h2 className="ex-list-title">{selectedName}</h2>}
      <div aria-live="polite">{body}</div>
      <ErrorBackdrop title={t('error.title')} text={labelsError ?? testsError ?? otherError} />
    </div>
  );
}
