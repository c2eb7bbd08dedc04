import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { accuracy, percentile } from '@portal/shared/reports/rules';
import type { TestReport } from '@portal/shared/reports/schema';
import { a11yPass, axe, signInAs, site, storedSession, translation } from './support';

/*
 * The solution report (Preview in the portal's PDF viewer, Download) and the score card
 * window (issue 10), against the real server and the demo seed. The card's numbers are
 * checked against the test report call's own answer, read here with the stored session's
 * scorecard token.
 */

const sc = (key: string) => translation('en', 'score-card', key);
const reports = (key: string) => translation('en', 'reports', key);
const AARAV = 'aarav@greenfield.test';
const MEERA = '9000000002';
/** Mathematics Unit Test 2: published, solution download allowed. */
const UNIT_TEST_2 = { id: 9012, name: 'Mathematics Unit Test 2', label: 'Unit Tests' };
/** Geometry Practice Set: published, solution download not allowed. */
const GEOMETRY = { id: 9015, name: 'Geometry Practice Set' };
/**
 * A ceiling for the first page: the server renders the PDF, then pdf.js and its worker load and
 * parse (over a megabyte of script) before anything is drawn; slow on a busy machine.
 */
const FIRST_PAGE_MS = 60_000;
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format;

/** The test report call's answer for the signed-in student (a parent: the chosen child). */
async function reportAnswer(page: Page, testId: number): Promise<TestReport> {
  const session = await storedSession(page);
  expect(session?.scorecard_auth_token).toBeTruthy();
  const answer = await page.request.get(
    `/api/v1/studentdashboard/testReports/${String(session!.account_id)}/${String(session!.user_id)}/${testId}/-1`,
    { headers: { Authorization: String(session!.scorecard_auth_token), Source: 'WEB' } },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: TestReport }).result;
}

/** Opens a test's report from /report (test type, card, View) and waits for its summary. */
async function openReportFromList(page: Page, label: string, testName: string) {
  await page.goto(site() + '/report');
  await page.getByRole('button', { name: label, exact: true }).click();
  await page
    .getByRole('article', { name: testName })
    .getByRole('button', { name: reports('card.view') })
    .click();
  await expect(page.getByRole('heading', { name: testName, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: reports('detail.summary') })).toBeVisible();
}

/** The solution buttons of the open report. */
const solution = (page: Page) => page.getByRole('group', { name: sc('solution.group') });

/** Waits for the viewer's page to be drawn and counts its non-white pixels. */
async function drawnPixels(canvas: Locator): Promise<number> {
  await expect(canvas).toHaveAttribute('data-rendered', /\d+/, { timeout: FIRST_PAGE_MS });
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0 || element.height === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) ink++;
    }
    return ink;
  });
}

/** Previews the solution of the open report and checks its first page is drawn. */
async function previewFirstPage(page: Page, testName: string) {
  await solution(page)
    .getByRole('button', { name: sc('solution.preview') })
    .click();
  const dialog = page.getByRole('dialog', { name: `Solution report: ${testName}` });
  await expect(dialog).toBeVisible();
  const canvas = dialog.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(canvas).toBeVisible({ timeout: FIRST_PAGE_MS });
  expect(await drawnPixels(canvas), 'the first page has text drawn on it').toBeGreaterThan(500);
  return { dialog, canvas };
}

test(
  'Aarav previews and downloads the solution of a published unit test',
  { tag: '@walk' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAs(page, AARAV);
    await openReportFromList(page, UNIT_TEST_2.label, UNIT_TEST_2.name);

    const { dialog, canvas } = await previewFirstPage(page, UNIT_TEST_2.name);
    const pages = Number((await canvas.getAttribute('aria-label'))!.match(/of (\d+)$/)![1]);
    expect(pages).toBeGreaterThan(1);
    await expect(dialog.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: sc('viewer.previous') })).toBeDisabled();

    // Keyboard: the page area takes focus; the right arrow turns the page, End goes to the last.
    const area = dialog.getByRole('region', { name: UNIT_TEST_2.name });
    await area.focus();
    await page.keyboard.press('ArrowRight');
    const second = dialog.getByRole('img', { name: `Page 2 of ${pages}` });
    await expect(second).toHaveAttribute('data-rendered', '2');
    await page.keyboard.press('End');
    await expect(dialog.getByRole('img', { name: `Page ${pages} of ${pages}` })).toHaveAttribute(
      'data-rendered',
      String(pages),
    );
    await expect(dialog.getByRole('button', { name: sc('viewer.next') })).toBeDisabled();
    // Previous by button; zoom in draws the page wider than fitting the width did.
    await dialog.getByRole('button', { name: sc('viewer.previous') }).click();
    const before = await dialog.locator('canvas').evaluate((el: HTMLCanvasElement) => el.clientWidth);
    await dialog.getByRole('button', { name: sc('viewer.zoomIn') }).click();
    await expect
      .poll(() => dialog.locator('canvas').evaluate((el: HTMLCanvasElement) => el.clientWidth))
      .toBeGreaterThan(before);
    await dialog.getByRole('button', { name: sc('viewer.fitWidth') }).click();
    await expect
      .poll(() => dialog.locator('canvas').evaluate((el: HTMLCanvasElement) => el.clientWidth))
      .toBe(before);
    expect(await a11yPass(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Download: a real PDF with the student's name in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      solution(page)
        .getByRole('button', { name: sc('solution.download') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${UNIT_TEST_2.name} - solution.pdf`);
    const file = testInfo.outputPath('solution.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Aarav Sharma');
    expect(text).toContain(UNIT_TEST_2.name);
  },
);

test('the Score Card tab opens the card in its own window, once per key', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAs(page, AARAV);
  const expected = await reportAnswer(page, UNIT_TEST_2.id);
  expect(expected.test_report, 'the demo report is published').not.toBeNull();
  const block = expected.test_report!;
  await openReportFromList(page, UNIT_TEST_2.label, UNIT_TEST_2.name);

  const launched = page.waitForResponse((r) => r.url().endsWith('/score-panel/api/launch'));
  const [card] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: reports('detail.scoreCard') }).click(),
  ]);
  const keyUrl = new URL(((await (await launched).json()) as { result: { url: string } }).result.url, site())
    .href;
  expect(keyUrl).toMatch(/\/score-panel\/card\/[^/]+$/);

  // The key leaves the address once spent; the card shows Aarav's report as the API gives it.
  await expect(card.getByRole('heading', { name: sc('title'), level: 1 })).toBeVisible();
  await expect(card).toHaveURL(/\/score-panel\/card$/);
  const checkCard = async () => {
    const sheet = card.getByRole('article', { name: sc('title') });
    await expect(sheet).toContainText('Aarav Sharma');
    await expect(sheet).toContainText('Greenfield');
    await expect(sheet).toContainText('Class 8 - A');
    await expect(sheet.getByText(sc('facts.group_school'))).toBeVisible();
    await expect(sheet).toContainText(UNIT_TEST_2.name);
    const tile = (label: string) =>
      sheet.locator('.sc-tile').filter({ has: card.getByText(label, { exact: true }) });
    await expect(tile(sc('result.marks')).locator('dd')).toHaveText(
      `${number(block.total_score)} / ${number(block.total_marks)}`,
    );
    await expect(tile(sc('result.rank')).locator('dd')).toHaveText(
      `${block.rank} of ${block.total_students}`,
    );
    await expect(tile(sc('result.percentile')).locator('dd')).toHaveText(
      number(percentile(block.total_students, block.rank)),
    );
    await expect(tile(sc('result.correct')).locator('dd')).toHaveText(String(block.right_ques_count));
    await expect(tile(sc('result.incorrect')).locator('dd')).toHaveText(String(block.wrong_ques_count));
    await expect(tile(sc('result.left')).locator('dd')).toHaveText(String(block.left_ques_count));
    await expect(tile(sc('result.accuracy')).locator('dd')).toHaveText(
      `${number(accuracy(block.right_ques_count, block.right_ques_count + block.wrong_ques_count))}%`,
    );
    for (const subject of expected.subject_wise_distribution) {
      await expect(sheet.getByRole('row', { name: new RegExp(`^${subject.subject_name}`) })).toContainText(
        `${number(subject.total_score)} / ${number(subject.total_marks)}`,
      );
    }
  };
  await checkCard();
  await expect(card.getByRole('button', { name: sc('print') })).toBeVisible();
  // No portal shell in this window.
  await expect(card.getByRole('navigation')).toHaveCount(0);

  // A reload keeps the card (the token stays in this window's sessionStorage), in every theme.
  const reloadIn = async (theme: string) => {
    await card.evaluate((t) => localStorage.setItem('currentMode', t), theme);
    await card.reload();
    await expect(card.locator('html')).toHaveAttribute('data-theme', theme);
    await checkCard();
  };
  expect(await a11yPass(card, undefined, { theme: reloadIn })).toEqual([]);

  // The same key in another page: spent.
  const other = await context.newPage();
  await other.goto(keyUrl);
  await expect(other.getByRole('heading', { name: sc('unavailable') })).toBeVisible();
  await expect(other.getByText(sc('messages.linkExpired'))).toBeVisible();
  await expect(other.getByText('Aarav Sharma')).toHaveCount(0);
  expect((await axe(other).analyze()).violations).toEqual([]);
  // And the card address without a key, in a window that never opened one: expired too.
  await other.goto(site() + '/score-panel/card');
  await expect(other.getByText(sc('messages.windowExpired'))).toBeVisible();
});

test('a report whose solution download is off has no Preview or Download', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, AARAV);
  const geometry = await reportAnswer(page, GEOMETRY.id);
  expect(geometry.is_result_published).toBe(1);
  expect(geometry.is_download_solution).toBe(0);

  // The allowed one first: the buttons (and their texts) are there...
  await page.goto(site() + `/report?test=${UNIT_TEST_2.id}`);
  await expect(solution(page).getByRole('button', { name: sc('solution.preview') })).toBeVisible();
  // ...and not on a published report that does not allow it.
  await page.goto(site() + `/report?test=${GEOMETRY.id}`);
  await expect(page.getByRole('heading', { name: GEOMETRY.name, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: reports('detail.summary') })).toBeVisible();
  await expect(page.getByRole('heading', { name: reports('subjects.title') })).toBeVisible();
  await expect(solution(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: sc('solution.preview') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: sc('solution.download') })).toHaveCount(0);
});

test('a parent previews her child’s solution', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, MEERA, 'localhost', 'en', { child: /Aarav/, at: `/report?test=${UNIT_TEST_2.id}` });
  await expect(page.getByRole('heading', { name: UNIT_TEST_2.name, level: 2 })).toBeVisible();
  await previewFirstPage(page, UNIT_TEST_2.name);
});

test('a file that is not a PDF shows the viewer’s error; a refused file the server’s message', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, AARAV, 'localhost', 'en', { at: `/report?test=${UNIT_TEST_2.id}` });
  const preview = solution(page).getByRole('button', { name: sc('solution.preview') });

  // Bytes that are no PDF: the viewer says so instead of spinning.
  await page.route('**/score-panel/api/solution/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' }),
  );
  await preview.click();
  const dialog = page.getByRole('dialog', { name: `Solution report: ${UNIT_TEST_2.name}` });
  await expect(dialog.getByRole('alert')).toHaveText(sc('viewer.error'), { timeout: FIRST_PAGE_MS });
  await expect(dialog.locator('canvas')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A refusal: the server's own message as a toast; the preview closes and the user stays signed in.
  const refusal = 'The solution report is being prepared. Try again in a minute.';
  await page.unroute('**/score-panel/api/solution/**');
  await page.route('**/score-panel/api/solution/**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: refusal }),
    }),
  );
  await preview.click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Download alike, once the first toast has gone.
  await expect(page.getByText(refusal)).toHaveCount(0, { timeout: 30_000 });
  await solution(page)
    .getByRole('button', { name: sc('solution.download') })
    .click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/report\?test=9012$/);
});

/** One published report each in French, Hindi and German (demo seed), with the institute's wording. */
const IN_LANGUAGES = [
  { lang: 'fr', login: 'lea@lumiere.test', host: 'lumiere.localhost', testId: 9402, school: true },
  { lang: 'hi', login: '9000000011', host: 'vidya.localhost', testId: 9502, school: true },
  { lang: 'de', login: 'jonas@lernwerk.test', host: 'lernwerk.localhost', testId: 9303, school: false },
];

for (const { lang, login, host, testId, school } of IN_LANGUAGES) {
  test(`the score card and the solution viewer speak ${lang}`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const t = (key: string) => translation(lang, 'score-card', key);
    await signInAs(page, login, host, lang);
    const expected = await reportAnswer(page, testId);
    const block = expected.test_report!;
    expect(block, 'the demo report is published').toBeTruthy();
    await page.goto(site(host) + `/report?test=${testId}`);
    await expect(page.getByRole('heading', { name: expected.test_name, level: 2 })).toBeVisible();

    const [card] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: translation(lang, 'reports', 'detail.scoreCard') }).click(),
    ]);
    const sheet = card.getByRole('article', { name: t('title') });
    await expect(sheet).toContainText(expected.student_name);
    await expect(
      sheet.getByText(t(school ? 'facts.group_school' : 'facts.group'), { exact: true }),
    ).toBeVisible();
    await expect(sheet.getByText(t('result.percentile'), { exact: true })).toBeVisible();
    await expect(sheet.getByRole('columnheader', { name: t('subjects.subject') })).toBeVisible();
    await expect(card.getByRole('button', { name: t('print') })).toBeVisible();
    await expect(sheet).toContainText(expected.subject_wise_distribution[0]!.subject_name);
    expect(block.rank).toBeGreaterThan(0);
    await card.close();

    const group = page.getByRole('group', { name: t('solution.group') });
    await expect(group.getByRole('button', { name: t('solution.download') })).toBeVisible();
    await group.getByRole('button', { name: t('solution.preview') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('toolbar', { name: t('viewer.toolbar') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('viewer.fitWidth') })).toBeVisible();
    const canvas = dialog.locator('canvas');
    expect(await drawnPixels(canvas), 'the first page has text drawn on it').toBeGreaterThan(500);
  });
}
