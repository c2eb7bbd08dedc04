import { describe, expect, it } from 'vitest';
import {
  defaultFeeYear,
  formatRupees,
  indianGrouping,
  installmentStatus,
  isOnDueTab,
  toPaise,
} from './rules';
import type { FeeInstallmentRow } from './schema';

const TODAY = '2026-11-25';
const row = (over: Partial<FeeInstallmentRow> = {}): FeeInstallmentRow => ({
  install_no: 1,
  d_date: TODAY,
  stnd_n: 'Class 8',
  c_n: null,
  t_amount: 10_000,
  d_amount: 10_000,
  balance_fine: 0,
  p_status: 'N',
  p_amount: 0,
  bad_debt_amount: 0,
  initial_amount: 10_000,
  tax_amount: 0,
  disc_amount: 0,
  ...over,
});

describe('installment status, in the spec order', () => {
  it.each([
    ['due today', row(), 'due'],
    ['exactly 1 day past due is still due', row({ d_date: '2026-11-24' }), 'due'],
    ['2 days past due is overdue', row({ d_date: '2026-11-23' }), 'overdue'],
    ['due in the future', row({ d_date: '2026-12-10' }), 'due'],
    [
      'something paid, late: not overdue but partially paid',
      row({ d_date: '2026-10-01', p_amount: 1, d_amount: 9_999 }),
      'partiallyPaid',
    ],
    [
      'bad debt, late: not overdue',
      row({ d_date: '2026-10-01', bad_debt_amount: 4_000, d_amount: 6_000 }),
      'badDebt',
    ],
    [
      'flag Y with nothing paid, late: not overdue (paid)',
      row({ d_date: '2026-10-01', p_status: 'Y', d_amount: 0 }),
      'paid',
    ],
    [
      'fully discounted (initial + tax - discount = 0)',
      row({
        p_status: 'Y',
        p_amount: 0,
        disc_amount: 10_000,
        t_amount: 0,
        d_amount: 0,
        d_date: '2026-01-01',
      }),
      'discounted',
    ],
    [
      'discounted wins over paid',
      row({
        p_status: 'Y',
        p_amount: 5,
        initial_amount: 100,
        tax_amount: 18,
        disc_amount: 118,
        t_amount: 0,
        d_amount: 0,
      }),
      'discounted',
    ],
    [
      'partly discounted and paid is paid',
      row({ p_status: 'Y', p_amount: 8_000, disc_amount: 2_000, t_amount: 8_000, d_amount: 0 }),
      'paid',
    ],
    ['paid flag Y', row({ p_status: 'Y', p_amount: 10_000, d_amount: 0 }), 'paid'],
    [
      'bad debt after a part payment',
      row({ p_amount: 2_000, bad_debt_amount: 8_000, d_amount: 0 }),
      'badDebt',
    ],
    ['otherwise partially paid', row({ p_amount: 2_500, d_amount: 7_500 }), 'partiallyPaid'],
    [
      'paise matter: 0.01 paid is partially paid',
      row({ p_amount: 0.01, d_amount: 9_999.99 }),
      'partiallyPaid',
    ],
  ])('%s', (_name, r, status) => {
    expect(installmentStatus(r, TODAY)).toBe(status);
  });

  it('decimal drift does not hide a zero total (0.1 + 0.2 - 0.3)', () => {
    expect(
      installmentStatus(
        row({
          initial_amount: 0.1,
          tax_amount: 0.2,
          disc_amount: 0.3,
          p_status: 'Y',
          t_amount: 0,
          d_amount: 0,
        }),
        TODAY,
      ),
    ).toBe('discounted');
  });
});

describe('the Due tab', () => {
  it.each([
    ['due', row(), true],
    ['overdue', row({ d_date: '2026-09-01' }), true],
    ['partially paid', row({ p_amount: 2_500, d_amount: 7_500 }), true],
    ['paid', row({ p_status: 'Y', p_amount: 10_000, d_amount: 0 }), false],
    [
      'paid, but a fine is still owed: the status is Paid, so not listed',
      row({ p_status: 'Y', p_amount: 10_000, d_amount: 0, balance_fine: 200 }),
      false,
    ],
    ['bad debt', row({ p_amount: 2_000, bad_debt_amount: 8_000, d_amount: 0 }), false],
    ['discounted to nothing', row({ p_status: 'Y', disc_amount: 10_000, t_amount: 0, d_amount: 0 }), false],
    [
      'partially paid with nothing left but a fine',
      row({ p_amount: 2_500, d_amount: 0, balance_fine: 50 }),
      true,
    ],
    [
      'partially paid with nothing left at all',
      row({ p_amount: 2_500, d_amount: 0, balance_fine: 0 }),
      false,
    ],
  ])('%s', (_name, r, shown) => {
    expect(isOnDueTab(r, TODAY)).toBe(shown);
  });
});

describe('money', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [12_345, '12,345'],
    [1_00_000, '1,00,000'],
    [1_23_456, '1,23,456'],
    [12_34_56_789, '12,34,56,789'],
    [-1_50_000, '-1,50,000'],
  ])('Indian grouping of %d is %s', (n, text) => {
    expect(indianGrouping(n)).toBe(text);
  });

  it("shows 'Rs' and no decimals, rounding paise", () => {
    expect(formatRupees(123456)).toBe('Rs 1,23,456');
    expect(formatRupees(999.5)).toBe('Rs 1,000');
    expect(formatRupees(999.49)).toBe('Rs 999');
    expect(formatRupees(0)).toBe('Rs 0');
  });

  it('rupees to paise without drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(12_34_567.89)).toBe(123456789);
  });
});

describe('the academic year the screen opens on', () => {
  const years = [
    { inst_acad_year_id: 11, inst_acad_year: '2025-26' },
    { inst_acad_year_id: 12, inst_acad_year: '2026-27' },
    { inst_acad_year_id: 13, inst_acad_year: '2027-28' },
  ];
  it("a school: the selected year, even when the student's year names another", () => {
    expect(
      defaultFeeYear(years, { isSchool: true, selectedYearId: 11, studentYearName: '2026-27' })
        ?.inst_acad_year_id,
    ).toBe(11);
  });
  it('a school whose selected year is not listed: the last', () => {
    expect(
      defaultFeeYear(years, { isSchool: true, selectedYearId: 99, studentYearName: null })?.inst_acad_year_id,
    ).toBe(13);
  });
  it("coaching: the year named like the student's, not the selected one", () => {
    expect(
      defaultFeeYear(years, { isSchool: false, selectedYearId: 11, studentYearName: '2026-27' })
        ?.inst_acad_year_id,
    ).toBe(12);
  });
  it('coaching without a matching name: the last year', () => {
    expect(
      defaultFeeYear(years, { isSchool: false, selectedYearId: 11, studentYearName: '2019-20' })
        ?.inst_acad_year_id,
    ).toBe(13);
    expect(
      defaultFeeYear(years, { isSchool: false, selectedYearId: null, studentYearName: null })
        ?.inst_acad_year_id,
    ).toBe(13);
  });
  it('no years: none', () => {
    expect(defaultFeeYear([], { isSchool: true, selectedYearId: 1, studentYearName: null })).toBeNull();
  });
});
