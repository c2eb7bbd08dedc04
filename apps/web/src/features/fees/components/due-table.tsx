import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, installmentStatus, isOnDueTab } from '@portal/shared/fees/rules';
import type { FeeInstallmentRow } from '@portal/shared/fees/schema';
import { formatDate } from '../../../lib/dates';
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
}

/**
 * Due Details (spec sections 2.5 and 4): the installments still owing something. A switch (off
 * by default, so the spec's filter holds) also lists the paid, discounted and bad-debt ones, so
 * every status can be read somewhere.
 */
export function DueTable({ installments, today, isSchool, showGroup, showFine }: DueTableProps) {
  const { t } = useTranslation('fees');
  const switchId = useId();
  const [showAll, setShowAll] = useState(false);
  const context = isSchool ? 'school' : undefined;
  const rows = showAll ? installments : installments.filter((row) => isOnDueTab(row, today));
  const allSwitch = installments.length > 0 && (
    <label className="fees-all" htmlFor={switchId}>
      <input
        id={switchId}
        type="checkbox"
        checked={showAll}
        onChange={(event) => setShowAll(event.target.checked)}
      />
      {t('due.showAll')}
    </label>
  );
  if (rows.length === 0)
    return (
      <>
        {allSwitch}
        <NoFeeData />
      </>
    );

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
    <>
      {allSwitch}
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
    </>
  );
}
