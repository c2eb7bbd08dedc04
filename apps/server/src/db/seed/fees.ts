import { toPaise } from '@portal/shared/fees/rules';
import { addDays, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { academicYears, feeAllocations, feeInstallments, feePayments } from '../schema';
import {
  APEX,
  DEMO_INSTITUTES,
  GREENFIELD,
  LERNWERK,
  LUMIERE,
  VIDYA,
  currentYearId,
  previousYearId,
} from './institutes';

/*
 * Fees (issue 13): installments and payments with receipts, every status the spec knows.
 * Current-year due dates are days from today in the institute's zone (so overdue, due and
 * partially paid stay true whenever the seed runs); previous-year ones days from that year's
 * start. Amounts here are rupees; the tables keep paise. Receipt numbers carry the financial
 * year of the payment ('GPS-26-27-0101'): tests take them from the answer, not from here.
 */

interface Installment {
  no: number;
  /** Due: days from today (current year) or from the year's start (previous year). */
  due: number;
  initial: number;
  tax?: number;
  discount?: number;
  /** Fine charged for paying late. */
  fine?: number;
  badDebt?: number;
}

interface Payment {
  /** Receipt serial within the institute and financial year. */
  serial: string;
  /** Paid on: days counted like the installments' due dates. */
  on: number;
  method: string;
  reference?: string;
  /** [installment no, amount, fine] */
  pays: Array<[number, number, number?]>;
}

interface Plan {
  instituteId: number;
  studentId: number;
  year: 'current' | 'previous';
  standard?: string;
  course?: string;
  installments: Installment[];
  payments: Payment[];
}

const RECEIPT_PREFIX: Record<number, string> = {
  [GREENFIELD]: 'GPS',
  [APEX]: 'APX',
  [LUMIERE]: 'LUM',
  [VIDYA]: 'VN',
  [LERNWERK]: 'LW',
};

const twelve = (no: number, due: number, extra: Partial<Installment> = {}): Installment => ({
  no,
  due,
  initial: 12_000,
  ...extra,
});

export const FEE_PLANS: Plan[] = [
  {
    // Aarav: paid, discounted, paid with a fine, partially paid (twice), overdue with a fine, due
    // (in 5 days: inside the home screen's 7-day Today window, issue 15).
    instituteId: GREENFIELD,
    studentId: 1001,
    year: 'current',
    standard: 'Class 8',
    installments: [
      twelve(1, -200),
      twelve(2, -150, { discount: 12_000 }),
      twelve(3, -100, { fine: 250 }),
      { no: 4, due: -50, initial: 10_500, tax: 1_500 },
      twelve(5, -12, { fine: 300 }),
      twelve(6, 5),
    ],
    payments: [
      { serial: '0101', on: -202, method: 'Cash', pays: [[1, 12_000]] },
      {
        serial: '0148',
        on: -98,
        method: 'Cheque',
        reference: 'Cheque 004512, State Bank of India',
        pays: [[3, 12_000, 250]],
      },
      { serial: '0190', on: -48, method: 'Online', reference: 'UPI 4521 7788 9031', pays: [[4, 5_000]] },
      {
        serial: '0233',
        on: -20,
        method: 'Online',
        reference: 'Net banking TXN 88231907',
        pays: [[4, 2_000]],
      },
    ],
  },
  {
    // Aarav's previous year: one paid, one partly paid and the rest written off (bad debt).
    instituteId: GREENFIELD,
    studentId: 1001,
    year: 'previous',
    standard: 'Class 7',
    installments: [
      { no: 1, due: 20, initial: 22_000 },
      { no: 2, due: 200, initial: 22_000, badDebt: 4_000 },
    ],
    payments: [
      { serial: '0412', on: 18, method: 'Cash', pays: [[1, 22_000]] },
      {
        serial: '0877',
        on: 230,
        method: 'Cheque',
        reference: 'Cheque 118204, HDFC Bank',
        pays: [[2, 18_000]],
      },
    ],
  },
  {
    // Diya: everything paid, two installments in one payment.
    instituteId: GREENFIELD,
    studentId: 1002,
    year: 'current',
    standard: 'Class 5',
    installments: [
      { no: 1, due: -190, initial: 9_500 },
      { no: 2, due: -100, initial: 9_500 },
      { no: 3, due: -10, initial: 9_500 },
    ],
    payments: [
      { serial: '0102', on: -195, method: 'Online', reference: 'UPI 3390 1200 4471', pays: [[1, 9_500]] },
      {
        serial: '0175',
        on: -104,
        method: 'Cash',
        pays: [
          [2, 9_500],
          [3, 9_500],
        ],
      },
    ],
  },
  {
    // Vikram (Sunita Rao's son): large dues, which is why he may not sign in.
    instituteId: GREENFIELD,
    studentId: 1004,
    year: 'current',
    standard: 'Class 9',
    installments: [
      { no: 1, due: -200, initial: 18_000 },
      { no: 2, due: -140, initial: 18_000, fine: 900 },
      { no: 3, due: -80, initial: 18_000, fine: 900 },
      { no: 4, due: -20, initial: 18_000, fine: 300 },
      { no: 5, due: 40, initial: 18_000 },
    ],
    payments: [{ serial: '0109', on: -199, method: 'Cash', pays: [[1, 18_000]] }],
  },
  {
    // Apex: no fee structure link, no fines, no receipts: the screen hides those columns.
    instituteId: APEX,
    studentId: 2001,
    year: 'current',
    course: 'JEE Advanced 2027',
    installments: [
      { no: 1, due: -120, initial: 45_000, tax: 8_100 },
      { no: 2, due: -30, initial: 45_000, tax: 8_100 },
      { no: 3, due: 60, initial: 45_000, tax: 8_100 },
    ],
    payments: [
      { serial: '1051', on: -121, method: 'Card', pays: [[1, 53_100]] },
      { serial: '1377', on: -28, method: 'Online', reference: 'Razorpay pay_NX83kLq2', pays: [[2, 30_000]] },
    ],
  },
  {
    // Riya's previous year at Apex, all paid: a coaching student's earlier year (its installments
    // and payments) is reachable from the fees screen's year dropdown too.
    instituteId: APEX,
    studentId: 2001,
    year: 'previous',
    course: 'JEE Foundation 2026',
    installments: [
      { no: 1, due: 15, initial: 35_000, tax: 6_300 },
      { no: 2, due: 180, initial: 35_000, tax: 6_300 },
    ],
    payments: [
      { serial: '0918', on: 12, method: 'Card', pays: [[1, 41_300]] },
      { serial: '0996', on: 176, method: 'Online', reference: 'Razorpay pay_MK21dQe8', pays: [[2, 41_300]] },
    ],
  },
  {
    // Vidya: a Hindi school; Devanagari standard and modes on the receipt.
    instituteId: VIDYA,
    studentId: 4001,
    year: 'current',
    standard: 'कक्षा VI',
    installments: [
      { no: 1, due: -180, initial: 7_500 },
      { no: 2, due: -90, initial: 7_500, fine: 150 },
      { no: 3, due: -5, initial: 7_500, fine: 100 },
      { no: 4, due: 85, initial: 7_500, discount: 1_500 },
    ],
    payments: [
      { serial: '0031', on: -181, method: 'नकद', pays: [[1, 7_500]] },
      { serial: '0064', on: -86, method: 'यूपीआई', reference: 'यूपीआई 7781 2290', pays: [[2, 4_000, 150]] },
    ],
  },
  {
    // Lumière: a French school; an accented name on the receipt.
    instituteId: LUMIERE,
    studentId: 3001,
    year: 'current',
    standard: 'CM2',
    installments: [
      { no: 1, due: -60, initial: 1_200 },
      { no: 2, due: 20, initial: 1_200 },
      { no: 3, due: 110, initial: 1_200 },
    ],
    payments: [
      {
        serial: '0007',
        on: -61,
        method: 'Virement',
        reference: 'Virement SEPA 2026-0412',
        pays: [[1, 1_200]],
      },
    ],
  },
  {
    // Lernwerk: German coaching, receipts but no structure link.
    instituteId: LERNWERK,
    studentId: 5001,
    year: 'current',
    course: 'Mathematik',
    installments: [
      { no: 1, due: -70, initial: 2_400, discount: 240 },
      { no: 2, due: 30, initial: 2_400, discount: 240 },
    ],
    payments: [{ serial: '0019', on: -72, method: 'Überweisung', pays: [[1, 2_160]] }],
  },
];

const paise = (rupees: number | undefined) => toPaise(rupees ?? 0);

/** The financial year a payment is booked in: April to March in India ('26-27'), else the calendar year. */
export function financialYearOf(date: string, indian: boolean): { long: string; short: string } {
  const year = Number(date.slice(0, 4));
  if (!indian) return { long: String(year), short: String(year) };
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { long: `${start}-${two(start + 1)}`, short: `${two(start)}-${two(start + 1)}` };
}

export async function seedFees(db: Db, now: Date): Promise<void> {
  const years = await db.select().from(academicYears);
  for (const plan of FEE_PLANS) {
    const institute = DEMO_INSTITUTES.find((i) => i.id === plan.instituteId)!;
    const yearId =
      plan.year === 'current' ? currentYearId(plan.instituteId) : previousYearId(plan.instituteId);
    const origin =
      plan.year === 'current'
        ? todayIn(institute.timeZone, now)
        : years.find((y) => y.id === yearId)!.startDate;
    const names = { standardName: plan.standard ?? null, courseName: plan.course ?? null };
    const rows = await db
      .insert(feeInstallments)
      .values(
        plan.installments.map((i) => ({
          instituteId: plan.instituteId,
          studentId: plan.studentId,
          academicYearId: yearId,
          installNo: i.no,
          dueDate: addDays(origin, i.due),
          ...names,
          initialPaise: paise(i.initial),
          taxPaise: paise(i.tax),
          discountPaise: paise(i.discount),
          finePaise: paise(i.fine),
          badDebtPaise: paise(i.badDebt),
        })),
      )
      .returning({ id: feeInstallments.id, no: feeInstallments.installNo });
    const installmentId = new Map(rows.map((r) => [r.no, r.id]));
    const indian = institute.timeZone === 'Asia/Kolkata';
    for (const payment of plan.payments) {
      const paidOn = addDays(origin, payment.on);
      const fy = financialYearOf(paidOn, indian);
      const [row] = await db
        .insert(feePayments)
        .values({
          instituteId: plan.instituteId,
          studentId: plan.studentId,
          academicYearId: yearId,
          receiptNo: `${RECEIPT_PREFIX[plan.instituteId]}-${fy.short}-${payment.serial}`,
          financialYear: fy.long,
          paidOn,
          method: payment.method,
          reference: payment.reference ?? null,
          ...names,
        })
        .returning({ id: feePayments.id });
      await db.insert(feeAllocations).values(
        payment.pays.map(([no, amount, fine]) => ({
          paymentId: row!.id,
          installmentId: installmentId.get(no)!,
          amountPaise: paise(amount),
          finePaise: paise(fine),
        })),
      );
    }
  }
}
