import type { CsvRow, Problems } from './csv';
import { isRealDate } from './roster-read';

/*
 * fee-payments.csv (docs/import): a payment per row, kept by its receipt number, with the
 * installments (ids of fee-installments.csv) it pays, in the order its amount goes to them.
 */

const FILE = 'fee-payments.csv';

export interface PaymentRow {
  /** The receipt number: the payment's key, unique within the institute. */
  receiptNo: string;
  line: number;
  /** The student's sourcedId. */
  student: string;
  paidOn: string;
  amountPaise: number;
  mode: string;
  /** Cheque number or transaction reference, printed on the receipt. */
  reference: string | null;
  /** Installment ids of fee-installments.csv, filled in this order. */
  installments: string[];
}

/**
 * A payment's amount in paise, or why it is none: rupees with up to two decimals ("12,500.50"),
 * more than 0. The words say which rule the value breaks.
 */
export function paymentPaise(value: string): number | string {
  const plain = value.replaceAll(',', '');
  if (/^-\s*\d/.test(plain))
    return `"${value}" is negative: a payment is money received (for example 12500 or 12500.50).`;
  if (/^\d+\.\d{3,}$/.test(plain))
    return `"${value}" has more than two decimals: amounts are rupees and paise (for example 12500.50).`;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return `"${value}" is not an amount in rupees (for example 12500 or 12500.50).`;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise === 0 ? 'the amount is 0: a payment pays something.' : paise;
}

/** Reads one row of fee-payments.csv into `payments`; `seen` holds the receipt numbers met so far, by line. */
export function readPaymentRow(
  row: CsvRow,
  seen: Map<string, number>,
  payments: Map<string, PaymentRow>,
  problems: Problems,
): void {
  const receiptNo = row.get('receipt_no');
  if (receiptNo === '') {
    problems.add(
      FILE,
      row.line,
      'receipt_no',
      'the receipt number is empty: every payment needs its own (a second import finds the payment by it).',
    );
    return;
  }
  const earlier = seen.get(receiptNo);
  if (earlier !== undefined) {
    problems.add(
      FILE,
      row.line,
      'receipt_no',
      `the receipt number "${receiptNo}" appears twice (also on line ${earlier}).`,
    );
    return;
  }
  seen.set(receiptNo, row.line);

  const paidOn = row.get('paid_on');
  if (!isRealDate(paidOn))
    problems.add(
      FILE,
      row.line,
      'paid_on',
      `"${paidOn}" is not a date in the form YYYY-MM-DD (for example 2026-12-25).`,
    );
  const amount = paymentPaise(row.get('amount'));
  if (typeof amount === 'string') problems.add(FILE, row.line, 'amount', amount);
  const mode = row.get('mode');
  if (mode === '')
    problems.add(FILE, row.line, 'mode', 'the mode is empty (for example Cash, Cheque, UPI or Online).');
  const installments = row
    .get('installments')
    .split(';')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (installments.length === 0)
    problems.add(
      FILE,
      row.line,
      'installments',
      'no installment named: give the ids (of fee-installments.csv) it pays, separated by ";".',
    );
  const twice = installments.find((id, index) => installments.indexOf(id) !== index);
  if (twice) problems.add(FILE, row.line, 'installments', `the installment "${twice}" is named twice.`);

  payments.set(receiptNo, {
    receiptNo,
    line: row.line,
    student: row.get('student'),
    paidOn: isRealDate(paidOn) ? paidOn : '',
    amountPaise: typeof amount === 'number' ? amount : 0,
    mode,
    reference: row.get('reference') || null,
    installments,
  });
}
