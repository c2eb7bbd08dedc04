import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@portal/shared/fees/rules';
import type { FeePaymentRow } from '@portal/shared/fees/schema';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { downloadFeeReceipt } from '../api/get-fee-receipt';
import { FeeTable, groupName, type FeeColumn } from './fee-table';
import { NoFeeData } from './no-fee-data';

export interface PaymentTableProps {
  payments: FeePaymentRow[];
  studentId: number;
  yearId: number;
  isSchool: boolean;
  /** Standard or batch column (fee structure linked). */
  showGroup: boolean;
  /** Download receipt column (student_fee_receipt_option). */
  showReceipt: boolean;
}

/** Payment History (spec section 2.5): one row per receipt. */
export function PaymentTable(props: PaymentTableProps) {
  const { payments, isSchool, showGroup, showReceipt } = props;
  const { t } = useTranslation('fees');
  const context = isSchool ? 'school' : undefined;
  if (payments.length === 0) return <NoFeeData />;

  const columns: FeeColumn[] = [
    { key: 'installs', label: t('columns.installments') },
    { key: 'date', label: t('columns.paidDate') },
    ...(showGroup ? [{ key: 'group', label: t('columns.group', { context }) }] : []),
    { key: 'mode', label: t('columns.mode') },
    { key: 'receiptNo', label: t('columns.receiptNo') },
    { key: 'paid', label: t('columns.paid'), numeric: true },
    { key: 'balance', label: t('columns.balance'), numeric: true },
    ...(showReceipt ? [{ key: 'receipt', label: t('columns.receipt') }] : []),
  ];
  return (
    <FeeTable caption={t('history.caption')} columns={columns}>
      {payments.map((row) => (
        <tr key={`${row.financial_yr}/${row.f_rec_no}`}>
          <td>{row.install_nos}</td>
          <td className="fees-nowrap">{formatDate(row.p_date)}</td>
          {showGroup && <td>{groupName(row, isSchool)}</td>}
          <td>{row.p_method}</td>
          <td className="fees-nowrap">{row.f_rec_no}</td>
          <td className="fees-num">{formatRupees(row.p_amount)}</td>
          <td className="fees-num">{formatRupees(row.d_amount)}</td>
          {showReceipt && (
            <td>
              <ReceiptButton payment={row} studentId={props.studentId} yearId={props.yearId} />
            </td>
          )}
        </tr>
      ))}
    </FeeTable>
  );
}

/**
 * Downloads one receipt. A failure is not shown (spec section 8: the loader is only hidden), but
 * the button is usable again at once.
 */
function ReceiptButton({
  payment,
  studentId,
  yearId,
}: {
  payment: FeePaymentRow;
  studentId: number;
  yearId: number;
}) {
  const { t } = useTranslation('fees');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFeeReceipt(studentId, payment, yearId);
    } catch {
      // Not shown to the user (spec section 8).
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost fees-download"
      onClick={() => void download()}
      aria-busy={busy}
      aria-disabled={busy}
    >
      {busy && <Spinner size={14} />}
      <span>{busy ? t('history.downloading') : t('history.download')}</span>
      <span className="sr-only"> {payment.f_rec_no}</span>
    </button>
  );
}
