import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, installmentStatus, isOnDueTab } from '@portal/shared/fees/rules';
import type { FeeInstallmentRow } from '@portal/shared/fees/schema';
import { formatDate } from '@/lib/dates';
import { FeeStatusBadge } from './fee-status-badge';
import { FeeTable, groupName, type FeeColumn } from './fee-table';
import { NoFeeData } from './no-fee-data';

export interface DueTableProps {
  installments: FeeInstallmentRow[];
  /** The institute's date (YYYY-MM-DD). */
  today: string;
  isSchool: boolean;
  /** Standard or batch column (fee structure linked). */
  showGroup: boolean;
  /** Fine column (the answer's is_fine_configured). */
  showFine: boolean;
  /** The screen's "show paid and closed installments too" switch (DueSwitch). */
  showAll: boolean;
}

/**
 * The switch (off by default, so the spec's filter holds) that also lists the paid, discounted
 * and bad-debt installments, so every status can be read somewhere. Drawn by the screen above the
 * tab's loader, with the cards: a control that is there from the start, not one that comes with
 * the table 0.8 s later (it was the page's largest text, so its LCP, issue 15).
 */
export function DueSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('fees');
  const switchId = useId();
  return (
    <label className="fees-all" htmlFor={switchId}>
      <input
        id={switchId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('due.showAll')}
    </label>
  );
}

/**
 * Due Details (spec sections 2.5 and 4): the installments still owing something, or all of them
 * with the screen's switch on.
 */
export function DueTable({ installments, today, isSchool, showGroup, showFine, showAll }: DueTableProps) {
  const { t } = useTranslation('fees');
  const context = isSchool ? 'school' : undefined;
  const rows = showAll ? installments : installments.filter((row) => isOnDueTab(row, today));
  if (rows.length === 0) return <NoFeeData />;

  const columns: FeeColumn[] = [
    { key: 'install', label: t('columns.installment'), numeric: true },
    { key: 'date', label: t('columns.dueDate') },
    ...(showGroup ? [{ key: 'group', label: t('columns.group', { context }) }] : []),
    { key: 'total', label: t('columns.total'), numeric: true },
    ...(showFine ? [{ key: 'fine', label: t('columns.fine'), numeric: true }] : []),
    { key: 'balance', label: t('columns.balance'), numeric: true },
    { key: 'status', label: t('columns.status') },
  ];
  return (
    <FeeTable caption={t(showAll ? 'due.captionAll' : 'due.caption')} columns={columns}>
      {rows.map((row) => (
        <tr key={row.install_no}>
          <td className="fees-num">{row.install_no}</td>
          <td className="fees-nowrap">{formatDate(row.d_date)}</td>
          {showGroup && <td>{groupName(row, isSchool)}</td>}
          <td className="fees-num">{formatRupees(row.t_amount)}</td>
          {showFine && <td className="fees-num">{formatRupees(row.balance_fine)}</td>}
          <td className="fees-num">{formatRupees(row.d_amount)}</td>
          <td>
            <FeeStatusBadge status={installmentStatus(row, today)} />
          </td>
        </tr>
      ))}
    </FeeTable>
  );
}
