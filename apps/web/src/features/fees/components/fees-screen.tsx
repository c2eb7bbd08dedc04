import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FEE_TAB_LOADER_MS } from '@portal/shared/fees/rules';
import type { AcademicYear } from '@portal/shared/shell/schema';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useDrawnLater } from '@/lib/drawn-later';
import { serverPaintTime } from '@/lib/drawn-by-server';
import { useCleanAddress } from '@/lib/use-clean-address';
import { useTodayDate } from '@/lib/use-clock';
import { useFeeSummary } from '../api/get-fee-summary';
import { DueSwitch, DueTable } from './due-table';
import { FeeCards } from './fee-cards';
import { openingYearId } from './fee-year';
import { PaymentTable } from './payment-table';
import { FEE_TABS, feesSearch, readFeesPlace, type FeeTab } from '../search-params';
import './fees.css';

const ID = 'fees';

interface FeesScreenProps {
  studentId: number;
  /** The institute's academic years, for every institute kind (empty until they have answered). */
  years: AcademicYear[];
  /** The list has not answered yet and the session holds none. */
  yearsPending: boolean;
}

/**
 * /fees (spec section 2.5): the year's totals, the installments still due and the payments with
 * their receipts, for the student or a parent's chosen child, in any of the institute's years.
 */
export function FeesScreen({ studentId, years, yearsPending }: FeesScreenProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('fees');
  const yearSelectId = useId();
  // The institute's day by the one clock: at the server's drawing moment while hydrating (a page
  // drawn before midnight and taken over after it), then the present's, also past midnight.
  const today = useTodayDate();
  // The tab and a chosen year are the address's (search-params.ts): a reload, Back and Forward keep them.
  const [params, setParams] = useSearchParams();
  const {
    place,
    waiting: yearWaits,
    clean,
  } = useMemo(() => readFeesPlace(params, years, yearsPending), [params, years, yearsPending]);
  // An unreadable tab or a year the institute does not have is dropped from the address.
  useCleanAddress(params, setParams, clean);
  const { tab, yearId: chosenYearId } = place;
  const [showAll, setShowAll] = useState(false);
  // Opening, a tab or a year shows the loader for FEE_TAB_LOADER_MS (spec section 9), from when it
  // was first shown: for a screen the server drew, its first paint (its loader has been on the page
  // since), not the portal's takeover a second or two later.
  const [settleFrom, setSettleFrom] = useState(() => serverPaintTime() ?? performance.now());
  // Drawn by the server, the first render is its loader as the server drew it (hydrated as it is); an
  // effect then ends it when its time is already past.
  const [settling, setSettling] = useState(
    () => serverPaintTime() !== null || performance.now() - settleFrom < FEE_TAB_LOADER_MS,
  );
  // A tab or a year chosen, here or by Back and Forward: the loader again, from now.
  const placeKey = `${tab} ${clean.get('year') ?? ''}`;
  const [shownKey, setShownKey] = useState(placeKey);
  if (shownKey !== placeKey) {
    setShownKey(placeKey);
    setSettleFrom(performance.now());
    setSettling(true);
  }
  // Until a year is chosen, the default follows the session and the year list (which may
  // arrive after the first call: the rule's year is then asked for if it is another).
  const yearId = chosenYearId ?? openingYearId(session, years);
  const summary = useFeeSummary(session, studentId, yearWaits ? null : yearId);

  useEffect(() => {
    if (!settling) return;
    const left = FEE_TAB_LOADER_MS - (performance.now() - settleFrom);
    const timer = window.setTimeout(() => setSettling(false), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [settling, settleFrom, tab, yearId]);

  // Each is a step Back returns from.
  const changeTab = (next: FeeTab) => {
    if (next !== tab) setParams(feesSearch({ ...place, tab: next }), { preventScrollReset: true });
  };
  const changeYear = (id: number) =>
    setParams(feesSearch({ ...place, yearId: id }), { preventScrollReset: true });

  // A failed load is not shown (spec section 8): the loader goes, the tables stay empty.
  const { value: data, waiting } = useDrawnLater(summary.isError ? undefined : summary.data);
  const loading = settling || summary.isPending || waiting;
  const isSchool = session.is_institute_type_school;
  const setUp = session.inst_set_up;

  return (
    <ScreenFrame title={t('title')}>
      <div className="fees">
        {years.length > 0 && (
          <div className="field fees-year">
            <label className="field__label" htmlFor={yearSelectId}>
              {t('year.label')}
            </label>
            <select
              id={yearSelectId}
              className="input"
              value={yearId}
              onChange={(event) => changeYear(Number(event.target.value))}
            >
              {years.map((year) => (
                <option key={year.inst_acad_year_id} value={year.inst_acad_year_id}>
                  {year.inst_acad_year}
                </option>
              ))}
            </select>
          </div>
        )}
        {data ? <FeeCards summary={data} /> : loading && <FeeCards />}
        <div className="card fees-body">
          <Tabs
            tabs={FEE_TABS}
            value={tab}
            onChange={changeTab}
            label={t('tabsLabel')}
            labelOf={(name) => t(`tabs.${name}`)}
            idPrefix={ID}
          />
          <div
            id={panelIdOf(ID)}
            role="tabpanel"
            aria-labelledby={tabIdOf(ID, tab)}
            aria-busy={loading}
            className="fees-panel"
          >
            {/* There while the answer is on its way too: it does not push the loader down when it comes. */}
            {tab === 'due' && (data ? data.a_install_li.length > 0 : loading) && (
              <DueSwitch checked={showAll} onChange={setShowAll} />
            )}
            {loading ? (
              <div className="fees-loading" role="status">
                <Spinner size={28} />
                <span>{t('loading')}</span>
              </div>
            ) : tab === 'due' ? (
              <DueTable
                installments={data?.a_install_li ?? []}
                today={today}
                isSchool={isSchool}
                showGroup={setUp.is_fee_struct_linked}
                showFine={data?.is_fine_configured ?? false}
                showAll={showAll}
              />
            ) : (
              <PaymentTable
                payments={data?.p_install_li ?? []}
                studentId={studentId}
                yearId={yearId}
                isSchool={isSchool}
                showGroup={setUp.is_fee_struct_linked}
                showReceipt={setUp.student_fee_receipt_option}
              />
            )}
          </div>
        </div>
      </div>
    </ScreenFrame>
  );
}
