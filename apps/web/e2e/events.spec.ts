import { expect, test, type Page } from './fixtures';
import { a11yPass, drawnInBrowser, mainMenu, signInAs, site, storedSession, translation } from './support';

/*
 * The event calendar against the real server and its demo events, which the
 * seed places relative to today: tests find days by the events on them.
 */

const en = (key: string) => translation('en', 'events', key);
const AARAV = 'aarav@greenfield.test';

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const monthTitle = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );

async function openCalendar(page: Page, login = AARAV) {
  await signInAs(page, login);
  // The calendar's calls as the portal makes them: drawn in the browser, not by the server (support.ts).
  await drawnInBrowser(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Event Calendar' })).toHaveAttribute(
    'href',
    '/eventCalender',
  );
  // Straight there: the dashboard may greet a first sign-in with a promo pop-up.
  await page.goto(site() + '/eventCalender');
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  await expect(grid(page).getByText('Parent-Teacher Meeting')).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid');
/** The day cell showing this event (the first, for a multi-day one). */
const dayWith = (page: Page, title: string) => page.getByRole('gridcell').filter({ hasText: title }).first();
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

function calendarCall(page: Page) {
  return page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/holiday_manager/getDetail') && r.method() === 'POST',
  );
}

test.describe('event calendar (Aarav, Greenfield)', () => {
  test(
    'Monday-first month, My Events / All Events, "+N more", multi-day events, the day list',
    { tag: '@walk' },
    async ({ page }) => {
      const first = calendarCall(page);
      await openCalendar(page);
      const body = (await first).postDataJSON();
      const today = todayIn('Asia/Kolkata');
      expect(body).toEqual({
        institution_id: 1,
        month: Number(today.slice(5, 7)),
        year: Number(today.slice(0, 4)),
        student_id: 1001,
        is_all_event_for_student: false,
        event_type: 0,
        search_date: null,
        is_yearly_view: false,
      });

      await expect(page.getByRole('heading', { level: 2, name: monthTitle('en', today) })).toBeVisible();
      await expect(grid(page)).toHaveAccessibleName(monthTitle('en', today));
      const headers = await page.getByRole('columnheader').allTextContents();
      expect(headers[0]).toContain('Monday');
      expect(headers[6]).toContain('Sunday');
      await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-date', today);

      // My Events: four events on the busy day, three of them Aarav's.
      await expect(tab(page, en('tabs.mine'))).toHaveAttribute('aria-selected', 'true');
      const busy = dayWith(page, 'Parent-Teacher Meeting');
      // Named by what it holds: the date and the count, then the chips it shows.
      await expect(busy).toHaveAccessibleName(/, 3 events Parent-Teacher Meeting/);
      await expect(busy).toContainText('+1 more');
      await expect(busy.locator('.event-chip')).toHaveCount(2);
      await expect(grid(page).getByText('Class 10 Board Exam Orientation')).toHaveCount(0);
      // Weekly off on every Sunday, as text beside its colour.
      await expect(grid(page).getByText('Weekly Off').first()).toBeVisible();
      // A 3-day sports meet from a Saturday to a Monday: three cells.
      await expect(page.getByRole('gridcell').filter({ hasText: 'Annual Sports Meet' })).toHaveCount(3);

      const reload = calendarCall(page);
      await tab(page, en('tabs.all')).click();
      expect((await reload).postDataJSON().is_all_event_for_student).toBe(true);
      await expect(busy).toHaveAccessibleName(/, 4 events /);
      await expect(busy).toContainText('+2 more');
      await expect(grid(page).getByText('Class 10 Board Exam Orientation')).toBeVisible();

      await tab(page, en('tabs.mine')).click();
      await expect(grid(page).getByText('Class 10 Board Exam Orientation')).toHaveCount(0);

      // The day list: every event of the day, the teachers' one only under All Events.
      await busy.click();
      const day = page.getByRole('dialog');
      await expect(day.getByRole('button', { name: /Parent-Teacher Meeting/ })).toBeVisible();
      await expect(day.getByRole('listitem')).toHaveCount(3);
      await expect(day.getByRole('button', { name: /Class 8 Mathematics Olympiad/ })).toContainText(
        'Academic · All Day',
      );
      await expect(day.getByRole('button', { name: /Inter-house Quiz Final/ })).toContainText(
        '02:00 PM – 03:30 PM',
      );
      await expect(day.getByText('Staff Development Workshop')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(day).toBeHidden();
    },
  );

  test(
    'the detail pop-up: category, times, standards, audience, description, document, cut title',
    { tag: '@walk' },
    async ({ page }) => {
      await openCalendar(page);
      const day = page.getByRole('dialog').first();

      await dayWith(page, 'Parent-Teacher Meeting').click();
      const ptmButton = day.getByRole('button', { name: /Parent-Teacher Meeting/ });
      await ptmButton.click();
      const detail = page.getByRole('dialog', { name: 'Parent-Teacher Meeting' });
      await expect(detail).toBeVisible();
      const value = (label: string) =>
        detail.locator('.event-detail__row').filter({ hasText: label }).locator('dd');
      await expect(detail.getByText('Academic', { exact: true })).toBeVisible();
      await expect(detail.getByText(en('allDay'), { exact: true })).toHaveCount(0);
      await expect(value(en('detail.startTime'))).toHaveText('10:00 AM');
      await expect(value(en('detail.endTime'))).toHaveText('01:00 PM');
      await expect(value(en('detail.standards'))).toHaveText('-');
      await expect(value(en('detail.audience'))).toHaveText('-');
      await expect(value(en('detail.description'))).toContainText('Meet the class teacher');
      await expect(
        detail.locator('.event-detail__row').filter({ hasText: en('detail.endDate') }),
      ).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      // Back in the day list, on the event it came from.
      await expect(ptmButton).toBeFocused();
      await day.getByRole('button', { name: /Class 8 Mathematics Olympiad/ }).click();
      const olympiad = page.getByRole('dialog', { name: 'Class 8 Mathematics Olympiad' });
      await expect(
        olympiad.locator('.event-detail__row').filter({ hasText: en('detail.standards') }),
      ).toContainText('Class 8');
      await expect(
        olympiad.locator('.event-detail__row').filter({ hasText: en('detail.audience') }),
      ).toContainText('Student');
      await expect(olympiad.getByText(en('allDay'), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // A holiday: no category.
      await dayWith(page, 'School Foundation Day').click();
      await day.getByRole('button', { name: /School Foundation Day/ }).click();
      const holiday = page.getByRole('dialog', { name: 'School Foundation Day' });
      await expect(holiday.getByText('Holiday', { exact: true })).toBeVisible();
      await expect(holiday.locator('.event-detail__category')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // The cultural day's programme opens in a new tab.
      await dayWith(page, 'Cultural Day').click();
      await day.getByRole('button', { name: /Cultural Day/ }).click();
      const culture = page.getByRole('dialog', { name: 'Cultural Day' });
      await expect(culture.getByText('Cultural', { exact: true })).toBeVisible();
      const link = culture.getByRole('link', { name: /Open document/ });
      await expect(link).toHaveAttribute(
        'href',
        '/files/institutes/greenfield/events/cultural-day-programme.pdf',
      );
      await expect(link).toHaveAttribute('target', '_blank');
      const pdf = await page.request.get(
        site() + '/files/institutes/greenfield/events/cultural-day-programme.pdf',
      );
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // The art exhibition's picture is shown.
      await dayWith(page, 'Art and Craft Exhibition').click();
      await day.getByRole('button', { name: /Art and Craft Exhibition/ }).click();
      const art = page.getByRole('dialog', { name: 'Art and Craft Exhibition' });
      const picture = art.getByRole('img', { name: 'Picture: Art and Craft Exhibition' });
      await expect(picture).toBeVisible();
      // Visible is not loaded: wait for the picture's bytes as the eye would.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // A long title: cut at 30 with an ellipsis, the full title on hover and for screen readers.
      const full = 'Annual Inter-School Science and Mathematics Exhibition';
      const cut = 'Annual Inter-School Science an...';
      const chip = grid(page).locator(`[title="${full}"]`).first();
      await expect(chip).toHaveText(new RegExp(`^${cut.replace(/\./g, '\\.')}`));
      await chip.click();
      await day.getByRole('button', { name: new RegExp(full) }).click();
      const exhibition = page.getByRole('dialog', { name: full });
      await expect(exhibition.getByRole('heading', { level: 2 })).toContainText(cut);
      await expect(exhibition.locator(`h2 [title="${full}"]`)).toBeVisible();
      await expect(
        exhibition.locator('.event-detail__row').filter({ hasText: en('detail.endDate') }),
      ).toBeVisible();
    },
  );

  test('previous/next stay within the academic year; Today comes back', async ({ page }) => {
    await openCalendar(page);
    const session = await storedSession(page);
    const years = session?.acad_year_list as Array<{
      inst_acad_year_id: number;
      start_date: string;
      end_date: string;
    }>;
    const year = years.find((y) => y.inst_acad_year_id === session?.selectedAcadYrId)!;
    const heading = page.locator('.event-toolbar__title');
    const previous = page.getByRole('button', { name: en('previousMonth') });
    const next = page.getByRole('button', { name: en('nextMonth') });
    const today = todayIn('Asia/Kolkata');

    for (let i = 0; i < 13 && (await next.isEnabled()); i++) {
      const before = await heading.textContent();
      await next.click();
      await expect(heading).not.toHaveText(before!);
    }
    await expect(next).toBeDisabled();
    await expect(heading).toHaveText(monthTitle('en', year.end_date));
    await page.getByRole('button', { name: en('today') }).click();
    await expect(heading).toHaveText(monthTitle('en', today));
    for (let i = 0; i < 13 && (await previous.isEnabled()); i++) {
      const before = await heading.textContent();
      await previous.click();
      await expect(heading).not.toHaveText(before!);
    }
    await expect(previous).toBeDisabled();
    await expect(heading).toHaveText(monthTitle('en', year.start_date));
  });

  test('a previous academic year opens on its first month, without Today', async ({ page }) => {
    // Dev belongs to the previous year only: he picks it at sign-in.
    await signInAs(page, '9000000010', 'localhost', 'en', { at: '/eventCalender' });
    // The list of years arrives after sign-in (the header fetches it): wait for it as the screen does.
    const selectedYear = async () => {
      const session = await storedSession(page);
      const years = (session?.acad_year_list ?? []) as Array<{
        inst_acad_year_id: number;
        start_date: string;
      }>;
      return years.find((y) => y.inst_acad_year_id === session?.selectedAcadYrId)?.start_date ?? null;
    };
    await expect.poll(selectedYear).not.toBeNull();
    const startDate = (await selectedYear())!;
    await expect(page.locator('.event-toolbar__title')).toHaveText(monthTitle('en', startDate));
    await expect(page.getByRole('button', { name: en('previousMonth') })).toBeDisabled();
    await expect(page.getByRole('button', { name: en('today') })).toHaveCount(0);
    await expect(grid(page).getByText('Independence Day')).toHaveCount(0);
  });

  test('keyboard alone: arrows move between days, Enter opens the day list', async ({ page }) => {
    await openCalendar(page);
    const today = todayIn('Asia/Kolkata');
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
    // Only one day is in the Tab order: today.
    await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveAttribute('data-date', today);
    await page.locator(`[data-date="${today}"]`).focus();
    const shift = (date: string, days: number) =>
      new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const inMonth = (date: string) => date.slice(0, 7) === today.slice(0, 7);

    // Arrows move by a day or a week, but not out of the month.
    for (const [key, days] of [
      ['ArrowUp', -7],
      ['ArrowDown', 7],
      ['ArrowLeft', -1],
      ['ArrowRight', 1],
    ] as const) {
      const from = (await focused())!;
      await page.keyboard.press(key);
      await expect.poll(focused).toBe(inMonth(shift(from, days)) ? shift(from, days) : from);
    }
    // Home and End: the week's Monday and Sunday, or the month's first and last day.
    const from = (await focused())!;
    const monday = shift(from, -((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7));
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    const lastOfMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe(monday < firstOfMonth ? firstOfMonth : monday);
    await page.keyboard.press('End');
    await expect.poll(focused).toBe(shift(monday, 6) > lastOfMonth ? lastOfMonth : shift(monday, 6));

    // Enter opens the day list; closing it gives the focus back to the day; Space opens it too.
    const busy = await dayWith(page, 'Parent-Teacher Meeting').getAttribute('data-date');
    await dayWith(page, 'Parent-Teacher Meeting').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /Parent-Teacher Meeting/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(focused).toBe(busy);
    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
  });

  test('a load error with a message: toast, then the dashboard after 2 s; without one: the generic toast', async ({
    page,
  }) => {
    await signInAs(page, AARAV);
    // What the portal does when its first call fails: drawn in the browser (support.ts).
    await drawnInBrowser(page);
    await page.route('**/api/v1/holiday_manager/getDetail', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'The calendar is being updated.', result: null },
      }),
    );
    await page.goto(site() + '/eventCalender');
    await expect(page.getByText('The calendar is being updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/eventCalender$/);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.unroute('**/api/v1/holiday_manager/getDetail');
    await page.route('**/api/v1/holiday_manager/getDetail', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto(site() + '/eventCalender');
    await expect(page.getByText(translation('en', 'common', 'network.internalServerError'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
    await expect(page).toHaveURL(/\/eventCalender$/);
  });
});

test.describe('other institutes', () => {
  test('a coaching institute has no calendar: no menu item, the address goes home, still signed in', async ({
    page,
  }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/holiday_manager/')) called = true;
    });
    await signInAs(page, 'riya@apex.test', 'apex.localhost');
    await expect(mainMenu(page).getByRole('link', { name: 'Event Calendar' })).toHaveCount(0);
    await page.goto(site('apex.localhost') + '/eventCalender');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainMenu(page)).toBeVisible();
    expect(called).toBe(false);
  });

  test('French (Lumière): texts, month and day names, events in French', async ({ page }) => {
    const fr = (key: string) => translation('fr', 'events', key);
    const host = 'lumiere.localhost';
    await signInAs(page, 'lea@lumiere.test', host, 'fr', { at: '/eventCalender' });
    await expect(page.getByRole('heading', { level: 1, name: fr('title') })).toBeVisible();
    const today = todayIn('Europe/Paris');
    await expect(page.locator('.event-toolbar__title')).toHaveText(monthTitle('fr', today));
    expect((await page.getByRole('columnheader').allTextContents())[0]).toContain('lundi');
    await expect(page.getByRole('tab', { name: fr('tabs.mine') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: fr('nextMonth') })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: fr('kind.weeklyOff') })).toBeVisible();
    const meeting = dayWith(page, 'Réunion parents-professeurs');
    await expect(meeting).toHaveAccessibleName(/événement/);
    await meeting.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Réunion parents-professeurs/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Réunion parents-professeurs' });
    await expect(detail.getByText(fr('category.academic'), { exact: true })).toBeVisible();
    await expect(detail.getByText(fr('detail.startTime'))).toBeVisible();
    await expect(detail.getByText('05:00 PM')).toBeVisible();
    await expect(detail.getByText(fr('detail.audience'))).toBeVisible();
    // The teachers' council only under All Events.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(grid(page).getByText('Conseil des maîtres')).toHaveCount(0);
    await page.getByRole('tab', { name: fr('tabs.all') }).click();
    await expect(grid(page).getByText('Conseil des maîtres')).toBeVisible();
  });

  test('Hindi (Vidya): texts, month names, events in Hindi', async ({ page }) => {
    const hi = (key: string) => translation('hi', 'events', key);
    const host = 'vidya.localhost';
    await signInAs(page, '9000000011', host, 'hi', { at: '/eventCalender' });
    await expect(page.getByRole('heading', { level: 1, name: hi('title') })).toBeVisible();
    await expect(page.locator('.event-toolbar__title')).toHaveText(monthTitle('hi', todayIn('Asia/Kolkata')));
    await expect(page.getByRole('tab', { name: hi('tabs.all') })).toBeVisible();
    await expect(page.getByRole('button', { name: hi('today') })).toBeVisible();
    await dayWith(page, 'अभिभावक-शिक्षक बैठक').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /अभिभावक-शिक्षक बैठक/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'अभिभावक-शिक्षक बैठक' });
    await expect(detail.getByText(hi('category.academic'), { exact: true })).toBeVisible();
    await expect(detail.getByText(hi('detail.description'))).toBeVisible();
  });
});

test('accessibility: All Events, the detail and the day list pass in every theme', async ({ page }) => {
  test.setTimeout(90_000);
  await openCalendar(page);
  await tab(page, en('tabs.all')).click();
  await expect(dayWith(page, 'Parent-Teacher Meeting')).toContainText('+2 more');
  expect(await a11yPass(page), 'calendar').toEqual([]);
  await dayWith(page, 'Cultural Day').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cultural Day/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cultural Day' })).toBeVisible();
  expect(await a11yPass(page), 'detail').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cultural Day' })).toBeHidden();
  expect(await a11yPass(page), 'day list').toEqual([]);
});
