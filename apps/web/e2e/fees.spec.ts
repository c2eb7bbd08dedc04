import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { seedDay } from './school-days';
import { a11yPass, mainMenu, signInAs, site, takenOver, translation } from './support';

/*
 * /fees against the real server and its demo fees (seed/fees.ts), due dates counted from the
 * institute's today: Aarav (Greenfield, Class 8) has six installments in the current year (#1
 * paid, #2 discounted, #3 paid with its fine, #4 partially paid, #5 overdue with a fine of 300,
 * #6 due in 5 days, for the home screen's Today panel) and four receipts; his previous year ends in bad debt. Apex (Riya) has no
 * fee structure link, no fines and no receipts, and a previous year all paid; Vidya (Ananya) is a Hindi school.
 */

const en = (key: string) => translation('en', 'fees', key);
const AARAV = 'aarav@greenfield.test';
const ZONE = 'Asia/Kolkata';

/**
 * The institute's date `offset` days from the seed's day (today, but after midnight in a run begun
 * late in the evening), as the screen shows it (DD-MM-YYYY).
 */
const shownDay = (offset: number) => {
  const at = new Date(`${seedDay(ZONE)}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  const [y, m, d] = at.toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
};

const summaryCall = (page: Page, studentId: number, yearId?: number) =>
  page.waitForRequest(
    (r) =>
      r.method() === 'GET' &&
      new RegExp(`/api/v1/studentWise/fee/\\d+/students/${studentId}/${yearId ?? '\\d+'}$`).test(r.url()),
  );

async function openFees(
  page: Page,
  login = AARAV,
  host = 'localhost',
  lang = 'en',
  options: { child?: RegExp } = {},
) {
  await signInAs(page, login, host, lang, { ...options, at: '/fees' });
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'fees', 'title') }),
  ).toBeVisible();
}

const main = (page: Page) => page.locator('#main');
const tab = (page: Page, key: string, lang = 'en') =>
  page.getByRole('tab', { name: translation(lang, 'fees', `tabs.${key}`) });
const dueTable = (page: Page, lang = 'en') =>
  page.getByRole('table', { name: translation(lang, 'fees', 'due.caption') });
const historyTable = (page: Page, lang = 'en') =>
  page.getByRole('table', { name: translation(lang, 'fees', 'history.caption') });
const headers = (table: Locator) => table.getByRole('columnheader').allInnerTexts();
/** The body rows' cells, as the user reads them. */
const bodyRows = async (table: Locator) =>
  Promise.all(
    (await table.locator('tbody tr').all()).map(async (row) =>
      (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()),
    ),
  );
const card = (page: Page, key: string, lang = 'en') =>
  page.locator('.fee-card').filter({ hasText: translation(lang, 'fees', `cards.${key}`) });

async function expectCards(page: Page, total: string, paid: string, due: string, lang = 'en') {
  await expect(card(page, 'total', lang).locator('dd')).toHaveText(total);
  await expect(card(page, 'paid', lang).locator('dd')).toHaveText(paid);
  await expect(card(page, 'due', lang).locator('dd')).toHaveText(due);
}

/** A tab's loader has come and gone (FEE_TAB_LOADER_MS): its table or empty state is there. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
}

test.describe('fees (Aarav, Greenfield)', () => {
  test(
    'the three cards and the Due tab: #4 partially paid, #5 overdue with its fine, #6 due',
    { tag: '@walk' },
    async ({ page }) => {
      const call = summaryCall(page, 1001, 12);
      await openFees(page);
      await call;
      await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
      await expect(tab(page, 'due')).toHaveAttribute('aria-selected', 'true');
      const table = dueTable(page);
      await expect(table).toBeVisible();
      expect(await headers(table)).toEqual([
        'Installment No.',
        'Due Date',
        'Standard',
        'Total Amount',
        'Fine Amount',
        'Balance Amount',
        'Status',
      ]);
      expect(await bodyRows(table)).toEqual([
        ['4', shownDay(-50), 'Class 8', 'Rs 12,000', 'Rs 0', 'Rs 5,000', 'Partially Paid'],
        ['5', shownDay(-12), 'Class 8', 'Rs 12,000', 'Rs 300', 'Rs 12,000', 'Overdue'],
        ['6', shownDay(5), 'Class 8', 'Rs 12,000', 'Rs 0', 'Rs 12,000', 'Due'],
      ]);
      // Amounts are right-aligned; each status has a colour class and its name.
      await expect(table.locator('tbody td').nth(3)).toHaveCSS('text-align', /^(end|right)$/);
      await expect(table.getByText('Overdue')).toHaveClass(/fee-status--overdue/);
      // Off by default (the spec's Due filter); on, every installment with its status.
      const showAll = page.getByLabel(en('due.showAll'));
      await expect(showAll).not.toBeChecked();
      await showAll.check();
      const all = page.getByRole('table', { name: en('due.captionAll') });
      expect((await bodyRows(all)).map((row) => [row[0], row.at(-1)])).toEqual([
        ['1', 'Paid'],
        ['2', 'Discounted'],
        ['3', 'Paid'],
        ['4', 'Partially Paid'],
        ['5', 'Overdue'],
        ['6', 'Due'],
      ]);
      // A choice of the Due tab only, kept while another tab is open.
      await tab(page, 'history').click();
      await expect(historyTable(page)).toBeVisible();
      await expect(showAll).toHaveCount(0);
      await tab(page, 'due').click();
      await expect(showAll).toBeChecked();
      await expect(all.locator('tbody tr')).toHaveCount(6);
      await showAll.uncheck();
      await expect(dueTable(page).locator('tbody tr')).toHaveCount(3);
    },
  );

  test('Payment History: the receipts with Standard and Download; the keyboard and the loader', async ({
    page,
  }) => {
    await openFees(page);
    await expect(dueTable(page)).toBeVisible();
    await tab(page, 'due').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'history')).toBeFocused();
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    // The tab's loader first (spec section 9), announced, then the table.
    await expect(page.getByRole('status').filter({ hasText: en('loading') })).toBeVisible();
    const table = historyTable(page);
    await expect(table).toBeVisible();
    await expectSettled(page);
    expect(await headers(table)).toEqual([
      'Installment Nos.',
      'Payment Date',
      'Standard',
      'Mode',
      'Receipt No.',
      'Paid Amount',
      'Balance Amount',
      'Receipt',
    ]);
    const rows = await bodyRows(table);
    const receipt = (serial: string) => rows.find((row) => row[4]?.endsWith(`-${serial}`));
    expect(rows).toHaveLength(4);
    const download = /^Download\s+GPS-\d{2}-\d{2}-\d{4}$/;
    expect(receipt('0101')).toEqual([
      '1',
      shownDay(-202),
      'Class 8',
      'Cash',
      expect.stringMatching(/^GPS-\d{2}-\d{2}-0101$/),
      'Rs 12,000',
      'Rs 0',
      expect.stringMatching(download),
    ]);
    expect(receipt('0148')?.slice(0, 7)).toEqual([
      '3',
      shownDay(-98),
      'Class 8',
      'Cheque',
      expect.stringMatching(/^GPS-\d{2}-\d{2}-0148$/),
      'Rs 12,250',
      'Rs 0',
    ]);
    expect(receipt('0190')?.slice(0, 7)).toEqual([
      '4',
      shownDay(-48),
      'Class 8',
      'Online',
      expect.stringMatching(/^GPS-\d{2}-\d{2}-0190$/),
      'Rs 5,000',
      'Rs 7,000',
    ]);
    expect(receipt('0233')?.slice(0, 7)).toEqual([
      '4',
      shownDay(-20),
      'Class 8',
      'Online',
      expect.stringMatching(/^GPS-\d{2}-\d{2}-0233$/),
      'Rs 2,000',
      'Rs 5,000',
    ]);
    await expect(table.getByRole('button', { name: download })).toHaveCount(4);
    // Back with the keyboard.
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'due')).toHaveAttribute('aria-selected', 'true');
    await expect(dueTable(page)).toBeVisible();
  });

  test('a receipt downloads as a PDF that pdftotext reads back', { tag: '@walk' }, async ({ page }) => {
    await openFees(page);
    await tab(page, 'history').click();
    const row = historyTable(page)
      .getByRole('row')
      .filter({ hasText: /GPS-\d{2}-\d{2}-0233/ });
    const receiptNo = (await row.getByRole('cell').nth(4).innerText()).trim();
    const link = page.waitForResponse((r) => r.url().includes(`/feeReceipt/${receiptNo}/download?`));
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${receiptNo}` }).click();
    const asked = new URL((await link).url());
    expect(asked.searchParams.get('acad_year')).toBe('12');
    expect(asked.searchParams.get('fin_yr')).toMatch(/^\d{4}-\d{2}$/);
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`Receipt-${receiptNo}.pdf`);
    const file = join(tmpdir(), `fees-e2e-${process.pid}-${receiptNo}.pdf`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(receiptNo);
    expect(text).toContain('2,000');
    // Usable again once done.
    await expect(row.getByRole('button', { name: `Download ${receiptNo}` })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  test('a failed receipt is not shown, and the button works again', async ({ page }) => {
    await openFees(page);
    await tab(page, 'history').click();
    await page.route('**/feeReceipt/**', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'boom', result: null } }),
    );
    const button = historyTable(page).getByRole('button').first();
    const failed = page.waitForResponse((r) => r.url().includes('/feeReceipt/') && r.status() === 500);
    await button.click();
    await failed;
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fees\?tab=payment$/);
  });

  test('the previous year: the call carries its id, nothing is due, its bad debt is not', async ({
    page,
  }) => {
    await openFees(page);
    await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
    const year = main(page).getByLabel(en('year.label'));
    await expect(year).toHaveValue('12');
    const call = summaryCall(page, 1001, 11);
    await year.selectOption('11');
    await call;
    // 22,000 paid; 18,000 of 22,000 paid and 4,000 written off: bad debt is neither paid nor due.
    await expectCards(page, 'Rs 44,000', 'Rs 40,000', 'Rs 0');
    await expectSettled(page);
    await expect(dueTable(page)).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toContainText(en('empty'));
    // The switch lists every installment: the paid one and the bad debt, each with its status.
    await page.getByLabel(en('due.showAll')).check();
    const all = page.getByRole('table', { name: en('due.captionAll') });
    expect((await bodyRows(all)).map((row) => [row[0], row.at(-2), row.at(-1)])).toEqual([
      ['1', 'Rs 0', 'Paid'],
      ['2', 'Rs 0', 'Bad Debt'],
    ]);
    await expect(all.getByText('Bad Debt')).toHaveClass(/fee-status--badDebt/);
    await tab(page, 'history').click();
    const table = historyTable(page);
    await expect(table).toBeVisible();
    const rows = await bodyRows(table);
    expect(rows.map((row) => [row[0], row[2], row[3], row[5]])).toEqual(
      expect.arrayContaining([
        ['1', 'Class 7', 'Cash', 'Rs 22,000'],
        ['2', 'Class 7', 'Cheque', 'Rs 18,000'],
      ]),
    );
    expect(rows.every((row) => /^GPS-\d{2}-\d{2}-\d{4}$/.test(row[4] ?? ''))).toBe(true);
    // And back: the current year is asked for again.
    const back = summaryCall(page, 1001, 12);
    await year.selectOption('12');
    await back;
    await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
  });

  test('a failed load is not shown: the loader goes, no toast', async ({ page }) => {
    await page.route('**/api/v1/studentWise/fee/*/students/**', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'boom', result: null } }),
    );
    await openFees(page);
    await expectSettled(page);
    await expect(page.getByRole('tabpanel')).toContainText(en('empty'));
    await expect(page.locator('.fee-card')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

test('Meera (parent) sees Aarav’s fees after choosing him', async ({ page }) => {
  const call = summaryCall(page, 1001);
  await openFees(page, '9000000002', 'localhost', 'en', { child: /Aarav/ });
  await call;
  await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
  await expect(dueTable(page).locator('tbody tr')).toHaveCount(3);
});

test('Riya (Apex): no Batch, fine or receipt columns; Indian grouping above a lakh', async ({ page }) => {
  const call = summaryCall(page, 2001);
  await openFees(page, 'riya@apex.test', 'apex.localhost');
  await call;
  await expectCards(page, 'Rs 1,59,300', 'Rs 83,100', 'Rs 76,200');
  // Every institute kind has the year dropdown; a coaching one opens on the student's year.
  await expect(main(page).getByLabel(en('year.label'))).toHaveValue('22');
  const due = dueTable(page);
  await expect(due).toBeVisible();
  expect(await headers(due)).toEqual([
    'Installment No.',
    'Due Date',
    'Total Amount',
    'Balance Amount',
    'Status',
  ]);
  expect(await bodyRows(due)).toEqual([
    ['2', shownDay(-30), 'Rs 53,100', 'Rs 23,100', 'Partially Paid'],
    ['3', shownDay(60), 'Rs 53,100', 'Rs 53,100', 'Due'],
  ]);
  await tab(page, 'history').click();
  const history = historyTable(page);
  await expect(history).toBeVisible();
  expect(await headers(history)).toEqual([
    'Installment Nos.',
    'Payment Date',
    'Mode',
    'Receipt No.',
    'Paid Amount',
    'Balance Amount',
  ]);
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.getByRole('button')).toHaveCount(0);
});

test('Riya (Apex, coaching): the year dropdown reaches the previous year’s installments and payments', async ({
  page,
}) => {
  const call = summaryCall(page, 2001, 22);
  await openFees(page, 'riya@apex.test', 'apex.localhost');
  await call;
  const year = main(page).getByLabel(en('year.label'));
  // The institute's two years, on the one named like hers (the current one).
  await expect(year.locator('option')).toHaveCount(2);
  await expect(year).toHaveValue('22');
  await expectCards(page, 'Rs 1,59,300', 'Rs 83,100', 'Rs 76,200');

  const previous = summaryCall(page, 2001, 21);
  await year.selectOption('21');
  await previous;
  await expectCards(page, 'Rs 82,600', 'Rs 82,600', 'Rs 0');
  await expectSettled(page);
  await expect(dueTable(page)).toHaveCount(0);
  await page.getByLabel(en('due.showAll')).check();
  const all = page.getByRole('table', { name: en('due.captionAll') });
  expect((await bodyRows(all)).map((row) => [row[0], row.at(-2), row.at(-1)])).toEqual([
    ['1', 'Rs 0', 'Paid'],
    ['2', 'Rs 0', 'Paid'],
  ]);
  await tab(page, 'history').click();
  const history = historyTable(page);
  await expect(history).toBeVisible();
  expect((await bodyRows(history)).map((row) => [row[0], row[2], row[4]])).toEqual(
    expect.arrayContaining([
      ['1', 'Card', 'Rs 41,300'],
      ['2', 'Online', 'Rs 41,300'],
    ]),
  );
  await expect(history.locator('tbody tr')).toHaveCount(2);
});

test('Sam (open user, 99) has no Fees menu item, and /fees goes home', async ({ page }) => {
  await signInAs(page, 'learner@apex.test', 'apex.localhost');
  await expect(mainMenu(page)).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Fees' })).toHaveCount(0);
  await page.goto(site('apex.localhost') + '/fees');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Ananya (Vidya) reads her fees in Hindi, amounts in Rs', async ({ page }) => {
  const hi = (key: string) => translation('hi', 'fees', key);
  await openFees(page, '9000000011', 'vidya.localhost', 'hi');
  await expectCards(page, 'Rs 28,750', 'Rs 11,650', 'Rs 17,100', 'hi');
  await expect(tab(page, 'due', 'hi')).toHaveAttribute('aria-selected', 'true');
  const due = dueTable(page, 'hi');
  await expect(due).toBeVisible();
  expect(await headers(due)).toEqual([
    hi('columns.installment'),
    hi('columns.dueDate'),
    hi('columns.group_school'),
    hi('columns.total'),
    hi('columns.fine'),
    hi('columns.balance'),
    hi('columns.status'),
  ]);
  expect(await bodyRows(due)).toEqual([
    ['2', shownDay(-90), 'कक्षा VI', 'Rs 7,500', 'Rs 0', 'Rs 3,500', hi('status.partiallyPaid')],
    ['3', shownDay(-5), 'कक्षा VI', 'Rs 7,500', 'Rs 100', 'Rs 7,500', hi('status.overdue')],
    ['4', shownDay(85), 'कक्षा VI', 'Rs 6,000', 'Rs 0', 'Rs 6,000', hi('status.due')],
  ]);
  await tab(page, 'history', 'hi').click();
  const history = historyTable(page, 'hi');
  await expect(history).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'नकद' })).toContainText('Rs 7,500');
  await expect(history.getByRole('row').filter({ hasText: 'यूपीआई' })).toContainText('Rs 4,150');
  await expect(history.getByRole('button', { name: new RegExp(`^${hi('history.download')}`) })).toHaveCount(
    2,
  );
});

// The due tab is in a11y.spec's walk of Aarav's screens.
test('accessibility: the payment history tab passes in every theme', async ({ page }) => {
  test.setTimeout(90_000);
  await openFees(page);
  await expect(dueTable(page)).toBeVisible();
  await tab(page, 'history').click();
  await expect(historyTable(page)).toBeVisible();
  expect(await a11yPass(page), 'history').toEqual([]);
});

test('on a phone the tables scroll sideways, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openFees(page);
  await tab(page, 'history').click();
  const table = historyTable(page);
  await expect(table).toBeVisible();
  const scroller = page.getByRole('group', { name: en('history.caption') });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  // The keyboard reaches the scroller, and scrolls it.
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

/*
 * Issue 30: the tab and a chosen year are in the address (features/fees/search-params.ts:
 * ?tab=payment&year=11), so a reload, Back and Forward and the server's drawing of the page show
 * them. Each choice adds a history entry; the spec's loader shows for every tab or year shown.
 */
test.describe('the fees’ tab and year in the address', () => {
  const at = (path: string) => new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`);
  const loader = (page: Page) => page.getByRole('status').filter({ hasText: en('loading') });

  test('a tab and a year survive a reload; Back and Forward step through them, with the loader', async ({
    page,
  }) => {
    await openFees(page);
    await expect(page).toHaveURL(at('/fees'));
    await expect(dueTable(page)).toBeVisible();
    await tab(page, 'history').click();
    await expect(page).toHaveURL(at('/fees?tab=payment'));
    await expect(historyTable(page)).toBeVisible();
    const year = main(page).getByLabel(en('year.label'));
    const previous = summaryCall(page, 1001, 11);
    await year.selectOption('11');
    await previous;
    await expect(page).toHaveURL(at('/fees?tab=payment&year=11'));
    await expectCards(page, 'Rs 44,000', 'Rs 40,000', 'Rs 0');

    // Drawn by the server for the address, with the year's figures (no call of the browser's own).
    await page.reload();
    await takenOver(page);
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(year).toHaveValue('11');
    await expectCards(page, 'Rs 44,000', 'Rs 40,000', 'Rs 0');
    await expect(historyTable(page)).toBeVisible();

    // Back: this year's payments, then its Due tab (each a page of its own since the reload).
    await page.goBack();
    await expect(page).toHaveURL(at('/fees?tab=payment'));
    await takenOver(page);
    await expect(year).toHaveValue('12');
    await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(historyTable(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(at('/fees'));
    await takenOver(page);
    await expect(tab(page, 'due')).toHaveAttribute('aria-selected', 'true');
    await expect(dueTable(page)).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(at('/fees?tab=payment'));
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(historyTable(page)).toBeVisible();
    await expectSettled(page);
    // Within one page, Back to Payment History shows the tab's loader, as a click on it does (spec 9).
    await tab(page, 'due').click();
    await expect(page).toHaveURL(at('/fees'));
    await expect(dueTable(page)).toBeVisible();
    await expectSettled(page);
    await page.goBack();
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(loader(page)).toBeVisible();
    await expect(historyTable(page)).toBeVisible();
    await expectSettled(page);
  });

  test('an address with a tab and a year opens on them, drawn by the server too; a wrong one opens on the defaults', async ({
    page,
  }) => {
    await openFees(page);
    const address = '/fees?tab=payment&year=11';
    await page.goto(site() + address);
    await takenOver(page);
    await expect(tab(page, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByLabel(en('year.label'))).toHaveValue('11');
    await expectCards(page, 'Rs 44,000', 'Rs 40,000', 'Rs 0');
    await expect(historyTable(page)).toBeVisible();

    // The page as the server sent it, without the portal's script: the same tab, year and figures.
    const bare = await page.context().newPage();
    await bare.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort());
    await bare.goto(site() + address);
    await expect(bare.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(tab(bare, 'history')).toHaveAttribute('aria-selected', 'true');
    await expect(main(bare).getByLabel(en('year.label'))).toHaveValue('11');
    await expectCards(bare, 'Rs 44,000', 'Rs 40,000', 'Rs 0');
    await bare.close();

    // An unknown tab and a year the institute does not have: the defaults, and the address says so.
    await page.goto(site() + '/fees?tab=receipts&year=999');
    await expect(page).toHaveURL(at('/fees'));
    await takenOver(page);
    await expect(tab(page, 'due')).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByLabel(en('year.label'))).toHaveValue('12');
    await expectCards(page, 'Rs 60,550', 'Rs 31,250', 'Rs 29,300');
    await expect(dueTable(page)).toBeVisible();
  });
});
