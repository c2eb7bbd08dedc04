import { expect, test, type Page } from './fixtures';
import { addDays, aroundDay, holidaysFrom, nextOpenDay } from './school-days';
import { a11yPass, drawnInBrowser, signInAs, site, storedSession, takenOver, translation } from './support';

/*
 * The timetable against the real server and its demo schedules, which the seed
 * places relative to now (the ongoing live class started 20 minutes ago, the
 * next one starts in 3 hours): tests find cards by their names, on the days the
 * seed's rules put them (e2e/school-days.ts), which at the default moment are all today.
 */

const en = (key: string) => translation('en', 'timetable', key);
const AARAV = 'aarav@greenfield.test';
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const monthTitle = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );
const banner = (date: string) => {
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday}, ${date.split('-').reverse().join('-')}`;
};

async function openTimetable(page: Page, login = AARAV, host = 'localhost', lang = 'en', child?: RegExp) {
  await signInAs(page, login, host, lang, { child, at: '/timetable' });
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'timetable', 'title') }),
  ).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid');
const dayCell = (page: Page, date: string) => page.locator(`[role="gridcell"][data-date="${date}"]`);
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();

/** Opens today's list (Aarav's live classes and exams are today). */
async function openToday(page: Page, zone = 'Asia/Kolkata') {
  const today = todayIn(zone);
  await openDay(page, today);
  return today;
}

/** Opens Greenfield's first school day from today on (today at the default moment): a day of periods. */
async function openSchoolDay(page: Page) {
  const today = todayIn('Asia/Kolkata');
  const day = nextOpenDay(today, await holidaysFrom(page, today));
  await openDay(page, day);
  return day;
}

/** Opens one day's list, moving to the month before or after first when the day is not in the grid. */
async function openDay(page: Page, date: string) {
  if ((await dayCell(page, date).count()) === 0) {
    const shown = await page.locator('[role="gridcell"][data-date]').first().getAttribute('data-date');
    const later = date > (shown ?? '');
    await page.getByRole('button', { name: en(later ? 'nextMonth' : 'previousMonth') }).click();
  }
  // A second click on the open day closes it.
  if ((await dayCell(page, date).getAttribute('aria-selected')) !== 'true') await dayCell(page, date).click();
  await expect(page.getByRole('button', { name: en('list.showAll') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: banner(date) })).toBeVisible();
}

function monthCall(page: Page) {
  return page.waitForRequest((r) => r.url().endsWith('/api/v2/timeTable/v3') && r.method() === 'POST');
}

test.describe('timetable (Aarav, Greenfield school)', () => {
  test(
    'opens on this month, Sunday first; day click lists it; month arrows reload',
    { tag: '@walk' },
    async ({ page }) => {
      // The month call as the portal makes it: drawn in the browser, not by the server (support.ts).
      await drawnInBrowser(page);
      const first = monthCall(page);
      await openTimetable(page);
      const today = todayIn('Asia/Kolkata');
      const body = (await first).postDataJSON();
      expect(body).toMatchObject({
        batch_id: '-1',
        master_course: '',
        startdate: `${today.slice(0, 7)}-01`,
        institute_id: 1,
        student_id: 1001,
      });
      await expect(
        page.getByRole('heading', { level: 2, name: monthTitle('en', today), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('columnheader').first()).toContainText('Sunday');
      await expect(dayCell(page, today)).toHaveAttribute('aria-current', 'date');
      await expect(dayCell(page, today)).toContainText(/\d+ schedules?/);
      // The holiday legend: schools only.
      await expect(page.getByRole('list', { name: en('legend.label') })).toBeVisible();

      // No day clicked: the whole month under date banners.
      await expect(page.getByRole('heading', { level: 3, name: banner(today) })).toBeVisible();
      const school = await openSchoolDay(page);
      await expect(dayCell(page, school)).toHaveAttribute('aria-selected', 'true');
      // School wording: section, no batch, no class type.
      const period = page.locator('li.tt-card--class').first();
      await expect(period.getByText(en('field.batch_school'), { exact: true })).toBeVisible();
      await expect(period.getByText(en('field.batch'), { exact: true })).toHaveCount(0);
      await expect(period.getByText(en('field.classType'), { exact: true })).toHaveCount(0);
      await expect(period).toContainText('Class 8');
      // Keyboard: arrows move between days, Enter opens one. The day before the school day (at the
      // pinned Wednesday, a Tuesday with its classes), or the day after when it is the 1st.
      const back = !school.endsWith('-01');
      const other = addDays(school, back ? -1 : 1);
      await dayCell(page, school).focus();
      await page.keyboard.press(back ? 'ArrowLeft' : 'ArrowRight');
      await page.keyboard.press('Enter');
      await expect(dayCell(page, other)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 3, name: banner(other) })).toBeVisible();
      await page.getByRole('button', { name: en('list.showAll') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Schedules of ${monthTitle('en', school)}` }),
      ).toBeVisible();

      const next = monthCall(page);
      await page.getByRole('button', { name: en('nextMonth') }).click();
      const nextMonth = new Date(Date.UTC(Number(school.slice(0, 4)), Number(school.slice(5, 7)), 1))
        .toISOString()
        .slice(0, 10);
      expect((await next).postDataJSON()).toMatchObject({ startdate: nextMonth });
      await expect(
        page.getByRole('heading', { level: 2, name: monthTitle('en', nextMonth), exact: true }),
      ).toBeVisible();
      await page.getByRole('button', { name: en('previousMonth') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: monthTitle('en', school), exact: true }),
      ).toBeVisible();
    },
  );

  test('year view: 4 x 3 months with counts, arrows within the academic year, a month click lists it', async ({
    page,
  }) => {
    await openTimetable(page);
    const year = Number(todayIn('Asia/Kolkata').slice(0, 4));
    await page.getByRole('button', { name: en('view.year') }).click();
    // The view is the address's now: it shows once the router has moved there (the month's
    // headings hold the year too meanwhile).
    await expect(page).toHaveURL(new RegExp(`\\?view=year&year=${year}$`));
    await expect(page.getByRole('heading', { level: 2, name: String(year), exact: true })).toBeVisible();
    await expect(page.getByText(en('empty.year'))).toBeVisible();
    const months = page.getByRole('list', { name: `Months of ${year}` }).getByRole('button');
    await expect(months).toHaveCount(12);
    await expect(months.filter({ hasText: /Nov/ })).toContainText(/[1-9]\d* schedules/);
    // Greenfield's year runs April to March: one year back is blocked, one ahead is allowed.
    const previous = page.getByRole('button', { name: en('previousYear') });
    const next = page.getByRole('button', { name: en('nextYear') });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: String(year + 1), exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    await previous.click();
    await months.filter({ hasText: /Nov/ }).click();
    await expect(months.filter({ hasText: /Nov/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('heading', { level: 2, name: `Schedules of November ${year}` }),
    ).toBeVisible();
    await expect(page.locator('li.tt-card').first()).toBeVisible();
  });

  test('attendance pop-up: section, present/total and the table', { tag: '@walk' }, async ({ page }) => {
    await openTimetable(page);
    await openSchoolDay(page);
    await page
      .locator('li.tt-card--class')
      .first()
      .getByRole('button', { name: en('attendance.open') })
      .click();
    const dialog = page.getByRole('dialog', { name: en('attendance.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Section:');
    await expect(dialog.getByText(/Classes attended: \d+\/\d+/)).toBeVisible();
    const table = dialog.getByRole('table');
    for (const header of [
      'date',
      'status',
      'homeworkStatus',
      'remarks',
      'homework',
      'description',
      'topic',
    ]) {
      await expect(
        table.getByRole('columnheader', { name: en(`attendance.col.${header}`), exact: true }),
      ).toBeVisible();
    }
    // Schools hide the class type.
    await expect(table.getByRole('columnheader', { name: en('attendance.col.classType') })).toHaveCount(0);
    await expect(table.getByText('P · Present').first()).toBeVisible();
    // A whole year of periods: 50 rows at a time.
    await expect(table.getByRole('row')).toHaveCount(51);
    await dialog.getByRole('button', { name: 'Show 50 more' }).click();
    await expect(table.getByRole('row')).toHaveCount(101);
    await expect(table.getByText(/^A · Absent$/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test(
    'live classes: Join during, disabled before, recordings after',
    { tag: '@walk' },
    async ({ page, context }) => {
      await openTimetable(page);
      // The seed's live classes around its moment, each on its own day (all today at the default moment).
      await openDay(page, aroundDay(-20));
      // The meeting service is outside: its page is stood in for.
      await context.route(/^https:\/\/([a-z]+\.)?(zoom\.us|webex\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
      );
      const ongoing = card(page, 'Maths doubt-clearing session');
      const popup = context.waitForEvent('page');
      await ongoing.getByRole('button', { name: en('join') }).click();
      const meeting = await popup;
      await expect(meeting).toHaveURL(/^https:\/\/([a-z]+\.)?(zoom\.us|webex\.com)\//);
      await meeting.close();

      await openDay(page, aroundDay(-180));
      const finished = card(page, 'English poetry circle');
      await finished.getByRole('button', { name: en('viewRecordings') }).click();
      const recordings = page.getByRole('dialog', { name: /Recordings/ });
      await expect(recordings).toBeVisible();
      // The recordings pop-up /live uses too (components/ui/recordings): its own texts.
      const stored = recordings.getByRole('listitem').first();
      await expect(stored).toContainText('0.02 MB');
      await expect(stored).toContainText('0:03');
      await expect(
        stored.getByRole('button', { name: 'Play English poetry circle', exact: true }),
      ).toBeVisible();
      await expect(
        recordings
          .getByRole('listitem')
          .nth(1)
          .getByRole('button', { name: 'Play on Vimeo English poetry circle' }),
      ).toBeVisible();
      // The shared recordings pop-up's accessibility pass: live-classes.spec's accessibility test.
      const download = page.waitForEvent('download');
      await stored.getByRole('button', { name: 'Download English poetry circle', exact: true }).click();
      expect((await download).suggestedFilename()).toBe('English poetry circle.webm');
      await recordings.getByRole('button', { name: 'Close' }).click();

      await openDay(page, aroundDay(180));
      const later = card(page, 'Science live demo: mirrors');
      await expect(later.getByRole('button', { name: en('join') })).toBeDisabled();
      await expect(later).toContainText(en('notStarted'));
    },
  );

  test('a 500 with a message: toast, then the dashboard; "Please assign course!" is ignored', async ({
    page,
  }) => {
    await openTimetable(page);
    // The month's real answer first: only the next call fails.
    await expect(dayCell(page, todayIn('Asia/Kolkata'))).toContainText(/\d+ schedules?/);
    await page.route('**/api/v2/timeTable/v3', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'Timetable is being rebuilt', result: null },
      }),
    );
    await page.getByRole('button', { name: en('nextMonth') }).click();
    await expect(page.getByText('Timetable is being rebuilt').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.unroute('**/api/v2/timeTable/v3');
    await page.route('**/api/v2/timeTable/v3', (route) =>
      route.fulfill({
        status: 400,
        json: { statusCode: 400, message: 'Please assign course!', result: null },
      }),
    );
    await page.goto(site() + '/timetable');
    await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
    await expect(page.getByText('Please assign course!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/timetable$/);
  });
});

test('switching the academic year in the header starts from the first month of that year', async ({
  page,
}) => {
  await openTimetable(page);
  const select = page.getByLabel('Academic Year');
  // Until the years answer the picker is disabled, on the session's year alone.
  await expect(select).toBeEnabled();
  const current = await select.inputValue();
  const other = await select
    .locator('option')
    .evaluateAll(
      (els, cur) => els.map((e) => (e as HTMLOptionElement).value).find((v) => v && v !== cur),
      current,
    );
  await select.selectOption(other!);
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await storedSession(page);
  const years = session?.acad_year_list as Array<{ inst_acad_year_id: number; start_date: string }>;
  const year = years.find((y) => y.inst_acad_year_id === Number(other))!;
  // The month the portal asks for first: drawn in the browser, not by the server (support.ts).
  await drawnInBrowser(page);
  const first = monthCall(page);
  await page.goto(site() + '/timetable');
  expect((await first).postDataJSON()).toMatchObject({ startdate: year.start_date.slice(0, 8) + '01' });
  await expect(
    page.getByRole('heading', { level: 2, name: monthTitle('en', year.start_date), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en('previousMonth') })).toBeDisabled();
});

test('a refused start shows "cannot start class"; an attendance error shows its message', async ({
  page,
}) => {
  await openTimetable(page);
  await openToday(page);
  await page.route('**/api/v1/meeting_manager/session/start/**', (route) =>
    route.fulfill({
      json: { statusCode: 200, message: 'OK', result: { allow_start_session: false, session_link: null } },
    }),
  );
  await card(page, 'Maths doubt-clearing session')
    .getByRole('button', { name: en('join') })
    .click();
  await expect(page.getByText(en('cannotStart'))).toBeVisible();
  // The shared Alert pop-up's accessibility pass: auth.spec (registered-devices-only account).
  await page.keyboard.press('Escape');
  await page.route('**/api/v1/reports/Student/attendance/**', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Attendance is offline', result: null } }),
  );
  await page
    .locator('li.tt-card--class')
    .first()
    .getByRole('button', { name: en('attendance.open') })
    .click();
  // A toast, and the pop-up says it too instead of 'no attendance marked'.
  await expect(page.locator('[data-sonner-toast]').getByText('Attendance is offline')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: en('attendance.title') });
  await expect(dialog.getByText('Attendance is offline')).toBeVisible();
  await expect(dialog.getByText(en('attendance.empty'))).toHaveCount(0);
  expect(await a11yPass(page), 'attendance error').toEqual([]);
});

test('a parent may look but not join or start (Meera for Aarav)', async ({ page }) => {
  await openTimetable(page, '9000000002', 'localhost', 'en', /Aarav/);
  await openToday(page);
  await card(page, 'Maths doubt-clearing session')
    .getByRole('button', { name: en('join') })
    .click();
  await expect(page.getByText(en('parentsJoin'))).toBeVisible();
  await card(page, 'Mathematics Unit Test 3 (online)')
    .getByRole('button', { name: en('start') })
    .click();
  await expect(page.getByText(en('parentsExam'))).toBeVisible();
});

test('coaching wording (Riya, Apex): batch and class kind, no holiday legend', async ({ page }) => {
  await openTimetable(page, 'riya@apex.test', 'apex.localhost');
  await openToday(page);
  const live = card(page, 'Doubt clearing: rotational motion');
  await expect(live.getByText(en('field.batch'), { exact: true })).toBeVisible();
  await expect(live.getByText(en('field.batch_school'), { exact: true })).toHaveCount(0);
  await expect(live).toContainText('Zoom');
  await expect(page.getByRole('list', { name: en('legend.label') })).toHaveCount(0);
});

test('an open user (Sam, user_type 99) is asked for by user_id and sees product names', async ({ page }) => {
  // The month call as the portal makes it: drawn in the browser, not by the server (support.ts).
  await drawnInBrowser(page);
  const first = monthCall(page);
  await openTimetable(page, 'learner@apex.test', 'apex.localhost');
  const body = (await first).postDataJSON();
  expect(body.user_id).toBe(202);
  expect(body.student_id).toBeUndefined();
  await openToday(page);
  const live = card(page, 'Crash course: definite integrals');
  await expect(live.getByText(en('field.product'), { exact: true })).toBeVisible();
  await expect(live).toContainText('JEE Crash Course 2027');
  await expect(page.getByText('Foundation: motion in a line')).toHaveCount(0);
});

test('a French institute (Léa, Lumière): French texts and subjects', async ({ page }) => {
  const fr = (key: string) => translation('fr', 'timetable', key);
  await openTimetable(page, 'lea@lumiere.test', 'lumiere.localhost', 'fr');
  await expect(page.getByRole('button', { name: fr('view.month'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fr('feed.button') })).toBeVisible();
  await expect(page.locator('li.tt-card').filter({ hasText: 'Mathématiques' }).first()).toBeVisible();
  await expect(page.locator('li.tt-card--class').first()).toContainText(fr('field.batch_school'));
  await expect(grid(page)).toContainText(/\d+ horaires?/);
});

test('a Hindi institute (Ananya, Vidya): Hindi texts, subjects and live classes', async ({ page }) => {
  const hi = (key: string) => translation('hi', 'timetable', key);
  await openTimetable(page, '9000000011', 'vidya.localhost', 'hi');
  await expect(page.getByRole('button', { name: hi('view.year'), exact: true })).toBeVisible();
  await expect(page.locator('li.tt-card').filter({ hasText: 'गणित' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: hi('legend.label') })).toBeVisible();
});

test('calendar feed: copy the private URL, it serves the timetable, a new link revokes the old', async ({
  page,
  context,
}) => {
  // Two pop-ups scanned in two themes each (about ten seconds apiece on a busy machine).
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTimetable(page);
  await page.getByRole('button', { name: en('feed.button') }).click();
  const dialog = page.getByRole('dialog', { name: en('feed.title') });
  const input = dialog.getByLabel(en('feed.urlLabel'));
  await expect(input).toHaveValue(/^https?:\/\/.+\.ics$/);
  const url = await input.inputValue();
  await dialog.getByRole('button', { name: en('feed.copy') }).click();
  await expect(page.getByText(en('feed.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByRole('link', { name: en('feed.open') })).toHaveAttribute('href', /^webcal:\/\//);
  expect(await a11yPass(page), 'feed').toEqual([]);

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics).toContain('Mathematics');

  await dialog.getByRole('button', { name: en('feed.regenerate') }).click();
  const confirm = page.getByRole('dialog', { name: en('feed.regenerateTitle') });
  await expect(confirm).toBeVisible();
  // The shared confirmation pop-up's accessibility pass: auth.spec (single-device account).
  await confirm.getByRole('button', { name: 'OK' }).click();
  const renewed = page.getByRole('dialog', { name: en('feed.title') }).getByLabel(en('feed.urlLabel'));
  await expect(renewed).not.toHaveValue(url);
  await expect(renewed).toHaveValue(/\.ics$/);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await renewed.inputValue())).status()).toBe(200);
});

test('accessibility: the month with today open and the attendance pop-up pass in every theme', async ({
  page,
}) => {
  // Scans of a month of cards on a shared, busy machine.
  test.setTimeout(90_000);
  await openTimetable(page);
  await openToday(page);
  await expect(card(page, 'Maths doubt-clearing session')).toBeVisible();
  expect(await a11yPass(page), 'month').toEqual([]);
  await page
    .locator('li.tt-card--class')
    .first()
    .getByRole('button', { name: en('attendance.open') })
    .click();
  const dialog = page.getByRole('dialog', { name: en('attendance.title') });
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await a11yPass(page), 'attendance').toEqual([]);
});

/*
 * Issue 30: the view, the month or year and the clicked day or month are in the address
 * (features/timetable/search-params.ts), so a reload, Back and Forward and the server's drawing of
 * the page show them. Moving to another month, year or view adds a history entry; clicking a day or
 * a month of the year replaces it.
 */
test.describe('the timetable’s place in the address', () => {
  const monthParam = (date: string) => date.slice(0, 7);
  const monthHeading = (page: Page, date: string) =>
    page.getByRole('heading', { level: 2, name: monthTitle('en', date), exact: true });
  const shortMonth = (date: string) =>
    new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  /** The address ending in `path` (its parameters in this order). */
  const at = (path: string) => new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`);

  /** The first day of the month after this one, or before it when the academic year ends this month. */
  async function otherMonth(page: Page, today: string): Promise<{ first: string; forward: boolean }> {
    const forward = await page.getByRole('button', { name: en('nextMonth') }).isEnabled();
    const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + (forward ? 1 : -1));
    return { first: date.toISOString().slice(0, 10), forward };
  }

  test('a month, a day and the year view survive a reload; Back and Forward step through them', async ({
    page,
  }) => {
    await openTimetable(page);
    const today = todayIn('Asia/Kolkata');
    await expect(page).toHaveURL(/\/timetable$/);
    await expect(dayCell(page, today)).toContainText(/\d+ schedules?/);
    const { first, forward } = await otherMonth(page, today);

    await page.getByRole('button', { name: en(forward ? 'nextMonth' : 'previousMonth') }).click();
    await expect(page).toHaveURL(new RegExp(`/timetable\\?month=${monthParam(first)}$`));
    await expect(monthHeading(page, first)).toBeVisible();
    await dayCell(page, first).click();
    await expect(page).toHaveURL(at(`/timetable?month=${monthParam(first)}&day=${first}`));

    await page.reload();
    await takenOver(page);
    await expect(monthHeading(page, first)).toBeVisible();
    await expect(dayCell(page, first)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: banner(first) })).toBeVisible();

    // The year view opens on this year (spec: "This Year"); a clicked month lists its schedules.
    await page.getByRole('button', { name: en('view.year') }).click();
    const year = today.slice(0, 4);
    await expect(page).toHaveURL(at(`/timetable?view=year&year=${year}`));
    const tile = page
      .getByRole('list', { name: `Months of ${year}` })
      .getByRole('button')
      .filter({ hasText: shortMonth(today) });
    await tile.click();
    await expect(page).toHaveURL(at(`/timetable?view=year&year=${year}&month=${monthParam(today)}`));
    await page.reload();
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 2, name: year, exact: true })).toBeVisible();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('heading', { level: 2, name: `Schedules of ${monthTitle('en', today)}` }),
    ).toBeVisible();

    // Back: the month with its day (the day's click replaced the month's entry), then this month.
    await page.goBack();
    await expect(page).toHaveURL(at(`/timetable?month=${monthParam(first)}&day=${first}`));
    await expect(monthHeading(page, first)).toBeVisible();
    await expect(dayCell(page, first)).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/timetable$/);
    await expect(monthHeading(page, today)).toBeVisible();
    await expect(page.getByRole('button', { name: en('view.month'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goForward();
    await expect(monthHeading(page, first)).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: year, exact: true })).toBeVisible();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  });

  test('an address with a place opens on it, drawn by the server too; a wrong one opens on today', async ({
    page,
  }) => {
    await openTimetable(page);
    const today = todayIn('Asia/Kolkata');
    const { first } = await otherMonth(page, today);
    const address = `/timetable?month=${monthParam(first)}&day=${first}`;
    await page.goto(site() + address);
    await takenOver(page);
    await expect(monthHeading(page, first)).toBeVisible();
    await expect(dayCell(page, first)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: banner(first) })).toBeVisible();

    // The page as the server sent it, without the portal's script: the same month and day.
    const bare = await page.context().newPage();
    await bare.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort());
    await bare.goto(site() + address);
    await expect(bare.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(monthHeading(bare, first)).toBeVisible();
    await expect(dayCell(bare, first)).toHaveAttribute('aria-selected', 'true');
    const year = today.slice(0, 4);
    await bare.goto(site() + `/timetable?view=year&year=${year}&month=${monthParam(today)}`);
    await expect(bare.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(bare.getByRole('heading', { level: 2, name: year, exact: true })).toBeVisible();
    await expect(
      bare.getByRole('heading', { level: 2, name: `Schedules of ${monthTitle('en', today)}` }),
    ).toBeVisible();
    await bare.close();

    // Outside the academic year, an unknown view, an unreadable day: today's month, and the address
    // says so (replaced, not a new entry).
    await page.goto(site() + '/timetable?view=week&month=2099-01&day=soon');
    await expect(page).toHaveURL(/\/timetable$/);
    await expect(monthHeading(page, today)).toBeVisible();
    await expect(dayCell(page, today)).toHaveAttribute('aria-current', 'date');
    await page.goBack();
    await expect(page).toHaveURL(at(address));
  });

  test('the portal’s first call asks for the month the address names', async ({ page }) => {
    // Drawn in the browser: the month call is the portal's (the route's loader), not the server's.
    await drawnInBrowser(page);
    await openTimetable(page);
    const today = todayIn('Asia/Kolkata');
    const { first } = await otherMonth(page, today);
    const call = monthCall(page);
    await page.goto(site() + `/timetable?month=${monthParam(first)}`);
    expect((await call).postDataJSON()).toMatchObject({ startdate: first });
    await expect(monthHeading(page, first)).toBeVisible();
  });
});
