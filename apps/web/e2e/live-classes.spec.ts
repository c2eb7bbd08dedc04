import { expect, test, type Locator, type Page } from './fixtures';
import { a11yPass, signInAs, site, translation } from './support';

/*
 * /live against the real server and its demo live classes (seed/timetable-greenfield.ts and
 * seed/live-classes.ts), placed relative to now: Aarav's 'Maths doubt-clearing session' started
 * 20 minutes ago, 'English poetry circle' ended today with a stored and a Vimeo recording,
 * 'Maths practice: linear equations' is tomorrow, 'Hindi recitation rehearsal' nine days ahead;
 * past ones 2, 4, 6 and 9 days ago.
 */

const en = (key: string) => translation('en', 'live-classes', key);
const AARAV = 'aarav@greenfield.test';
const ZONE = 'Asia/Kolkata';
const dayIn = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
};

/** The institute's date `hours` from now. */
const dayOfShift = (hours: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + hours * 3_600_000));

async function openLive(page: Page, login = AARAV, host = 'localhost', lang = 'en', child?: RegExp) {
  await signInAs(page, login, host, lang, { child, at: '/live' });
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'live-classes', 'title') }),
  ).toBeVisible();
}

/** A card by its session's whole name (the heading shows it cut at 30 characters, whole in its tooltip). */
const card = (page: Page, name: string) =>
  page.locator('li.live-card').filter({ has: page.locator(`h3[title="${name}"]`) });
const tab = (page: Page, key: string, lang = 'en') =>
  page.getByRole('tab', { name: translation(lang, 'live-classes', `tabs.${key}`) });
/** The video has data to play and no error (a 3-second clip: it may have ended already). */
async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.error), { timeout: 30_000 })
    .toBe(true);
}
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text);
const meetingCall = (page: Page, list: 1 | 2 = 1) =>
  page.waitForRequest(
    (r) =>
      r.url().includes('/api/v1/meeting_manager/getMeetingV2/') &&
      r.method() === 'POST' &&
      r.postDataJSON()?.live_future_past === list,
  );

test.describe('live classes (Aarav, Greenfield)', () => {
  test(
    'during: Ongoing, and Join opens the session link in a new tab',
    { tag: '@walk' },
    async ({ page, context }) => {
      const first = meetingCall(page);
      await openLive(page);
      expect((await first).postDataJSON()).toEqual({
        institution_id: 1,
        user_id: 101,
        page_offset: 0,
        page_size: -1,
        live_future_past: 1,
        category: 3,
        from_date: null,
        to_date: null,
      });
      await expect(tab(page, 'today')).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${en('today')},`) }),
      ).toBeVisible();
      // The meeting service is outside: its page is stood in for.
      await context.route(/^https:\/\/([a-z]+\.)?zoom\.us\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
      );
      const ongoing = card(page, 'Maths doubt-clearing session');
      await expect(ongoing.getByText(en('ongoing'), { exact: true })).toBeVisible();
      await expect(ongoing).toContainText('Class 8 - A');
      await expect(ongoing).toContainText('Mrs. Anita Desai');
      await expect(ongoing).toContainText('Zoom');
      await expect(ongoing.locator('img')).toHaveAttribute('src', /teacher-anita-desai\.svg$/);
      const popup = context.waitForEvent('page');
      await ongoing.getByRole('button', { name: new RegExp(`^${en('join')}`) }).click();
      const meeting = await popup;
      await expect(meeting).toHaveURL(/^https:\/\/zoom\.us\/j\/81234567890/);
      await meeting.close();
    },
  );

  test("before: the time left and an inactive Join that says 'Class not started yet'", async ({ page }) => {
    await openLive(page);
    await tab(page, 'upcoming').click();
    const tomorrow = card(page, 'Maths practice: linear equations');
    await expect(tomorrow.getByText(/^Starts in (\d+ days?|\d+ h \d+ min)$/)).toBeVisible();
    const join = tomorrow.getByRole('button', { name: new RegExp(`^${en('join')}`) });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    // Inactive, not disabled: it can be reached and activated, and says why nothing happens.
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, en('notStarted'))).toBeVisible();
    // Nine days ahead is past the 7-day window; another section's classes never show.
    await expect(card(page, 'Hindi recitation rehearsal')).toHaveCount(0);
    await expect(card(page, 'Class 8 B maths')).toHaveCount(0);
    // Names are cut at 30 characters, the whole name in the tooltip.
    const long = 'Computer Science lab: build your first web page together';
    const heading = page.getByRole('heading', { level: 3, name: `${long.slice(0, 30)}...` });
    await expect(heading).toHaveAttribute('title', long);
  });

  test('a refused start shows the coffee alert; a start error with a message goes to the dashboard', async ({
    page,
  }) => {
    await openLive(page);
    await page.route('**/api/v1/meeting_manager/session/start/**', (route) =>
      route.fulfill({
        json: { statusCode: 200, message: 'OK', result: { allow_start_session: false, session_link: null } },
      }),
    );
    const join = card(page, 'Maths doubt-clearing session').getByRole('button', {
      name: new RegExp(`^${en('join')}`),
    });
    await join.click();
    await expect(page.getByRole('dialog').getByText(en('cannotStart'))).toBeVisible();
    // The shared Alert pop-up's accessibility pass: auth.spec (registered-devices-only account).
    await page.keyboard.press('Escape');
    await page.unroute('**/api/v1/meeting_manager/session/start/**');
    await page.route('**/api/v1/meeting_manager/session/start/**', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'Meeting service is down', result: null },
      }),
    );
    await join.click();
    await expect(toast(page, 'Meeting service is down')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('after: the recordings pop-up plays, downloads and lists Vimeo links', async ({ page }) => {
    await openLive(page);
    await card(page, 'English poetry circle')
      .getByRole('button', { name: en('viewRecordings') })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Recordings: English poetry circle' });
    await expect(dialog).toBeVisible();
    const [stored, vimeo] = [dialog.getByRole('listitem').nth(0), dialog.getByRole('listitem').nth(1)];
    // Greenfield has e-learning: code 7, every button.
    for (const key of ['play', 'playProtected', 'download'])
      await expect(
        stored.getByRole('button', { name: `${en(`recordings.${key}`)} English poetry circle`, exact: true }),
      ).toBeVisible();
    await expect(stored.getByRole('button', { name: /^Play on Vimeo/ })).toHaveCount(0);
    await expect(vimeo.getByRole('button', { name: /^(Download|Play) English/ })).toHaveCount(0);
    for (const key of ['playVimeo', 'vimeoDownload'])
      await expect(
        vimeo.getByRole('button', { name: `${en(`recordings.${key}`)} English poetry circle`, exact: true }),
      ).toBeVisible();

    // Stored play: the type=1 URL in the media viewer, really playing.
    const playback = page.waitForResponse(
      (r) => r.url().includes('/recording/download/') && r.url().endsWith('type=1'),
    );
    await stored.getByRole('button', { name: 'Play English poetry circle', exact: true }).click();
    expect((await playback).status()).toBe(200);
    const viewer = page.getByRole('dialog', { name: 'English poetry circle', exact: true });
    const video = viewer.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/video\/stream\//);
    await expectPlaying(video);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(dialog).toBeVisible();

    // Protected play: the OTP's signed URL in the same viewer.
    await stored
      .getByRole('button', { name: 'Play protected video English poetry circle', exact: true })
      .click();
    await expectPlaying(viewer.locator('video'));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Download: the file under the session's name.
    const download = page.waitForEvent('download');
    await stored.getByRole('button', { name: /^Download English/ }).click();
    expect((await download).suggestedFilename()).toBe('English poetry circle.webm');

    // Vimeo links pop-up: width, height, size, link.
    await vimeo.getByRole('button', { name: /^Download links/ }).click();
    const links = page.getByRole('dialog', { name: 'Download links: English poetry circle' });
    const table = links.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Width', 'Height', 'Size', 'Link']);
    await expect(table.getByRole('row').filter({ hasText: '1920' })).toContainText('1080');
    await expect(table.getByRole('link', { name: 'Download 360p' })).toHaveAttribute('href', /76979871/);
    expect(await a11yPass(page), 'download links').toEqual([]);
  });

  test('a failed download asks to contact the admin; no links and no recordings are toasts', async ({
    page,
  }) => {
    await openLive(page);
    await card(page, 'English poetry circle')
      .getByRole('button', { name: en('viewRecordings') })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Recordings: English poetry circle' });
    await page.route(/\/recording\/download\/1\/\d+$/, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'Storage offline', result: null } }),
    );
    await dialog.getByRole('button', { name: /^Download English/ }).click();
    await expect(toast(page, en('recordings.downloadFailed'))).toBeVisible();
    await page.route('**/api/video/download-links/**', (route) =>
      route.fulfill({ json: { statusCode: 200, message: 'OK', result: [] } }),
    );
    await dialog.getByRole('button', { name: /^Download links/ }).click();
    await expect(toast(page, en('recordings.noLinks'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await tab(page, 'past').click();
    await card(page, 'Hindi grammar: sandhi')
      .getByRole('button', { name: en('viewRecordings') })
      .click();
    await expect(toast(page, en('recordings.empty'))).toBeVisible();
  });

  test('past: the count line, the range check, Apply and Cancel', async ({ page }) => {
    await openLive(page);
    const past = meetingCall(page, 2);
    await tab(page, 'past').click();
    expect((await past).postDataJSON()).toMatchObject({
      live_future_past: 2,
      from_date: dayIn(-30).split('-').reverse().join('-'),
      to_date: dayIn(0).split('-').reverse().join('-'),
    });
    await expect(page.getByText(/^\d+ past class(es)? found$/)).toBeVisible();
    await expect(card(page, 'Letter writing workshop')).toBeVisible();

    const from = page.getByLabel(en('range.from'));
    const to = page.getByLabel(en('range.to'));
    await from.fill(dayIn(1));
    await to.fill(dayIn(2));
    await page.getByRole('button', { name: en('range.apply') }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Start Date Should Be Less Then Or Equal To Current Date .',
    );
    await from.fill(dayIn(-2));
    await to.fill(dayIn(-5));
    await page.getByRole('button', { name: en('range.apply') }).click();
    await expect(page.getByRole('alert')).toHaveText(en('range.afterEnd'));

    await from.fill(dayIn(-5));
    await to.fill(dayIn(-1));
    const ranged = meetingCall(page, 2);
    await page.getByRole('button', { name: en('range.apply') }).click();
    expect((await ranged).postDataJSON()).toMatchObject({
      from_date: dayIn(-5).split('-').reverse().join('-'),
    });
    await expect(page.getByText('2 past classes found')).toBeVisible();
    await expect(card(page, 'Science revision: light and sound')).toBeVisible();
    await expect(card(page, 'Ratio and proportion live')).toBeVisible();
    await expect(card(page, 'Letter writing workshop')).toHaveCount(0);
    // Newest first.
    await expect(page.locator('li.live-card h3').first()).toHaveAttribute(
      'title',
      'Science revision: light and sound',
    );
    await expect(page.locator('li.live-card h3').first()).toHaveText('Science revision: light and so...');

    await page.getByRole('button', { name: en('range.cancel') }).click();
    await expect(card(page, 'Letter writing workshop')).toBeVisible();
    await expect(from).toHaveValue(dayIn(-30));
  });

  test('search by teacher, course or end date; a tab switch clears it and reloads', async ({ page }) => {
    await openLive(page);
    const search = page.getByLabel(en('search.label'));
    await expect(card(page, 'English poetry circle')).toBeVisible();
    await search.fill('ANITA');
    await expect(card(page, 'Maths doubt-clearing session')).toBeVisible();
    await expect(card(page, 'English poetry circle')).toHaveCount(0);
    await search.fill('poetry');
    await expect(card(page, 'English poetry circle')).toBeVisible();
    await expect(card(page, 'Maths doubt-clearing session')).toHaveCount(0);
    await search.fill('no such class');
    await expect(page.getByText(en('empty.search'))).toBeVisible();

    const reload = meetingCall(page);
    await tab(page, 'upcoming').click();
    await reload;
    await expect(search).toHaveValue('');
    await expect(card(page, 'Maths practice: linear equations')).toBeVisible();
    const endDate = dayIn(1).split('-').reverse().join('-');
    await search.fill(endDate);
    await expect(card(page, 'Maths practice: linear equations')).toBeVisible();
    await expect(card(page, 'Civics quiz: the Constitution')).toHaveCount(0);
    // Keyboard: arrows move between the tabs.
    await tab(page, 'upcoming').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'past')).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveValue('');
  });
});

test("the cards follow the server's clock, not the device's", async ({ page }) => {
  await signInAs(page, AARAV);
  // This device's clock is three hours ahead of the server's (the ongoing class would be over by
  // it), still today at the pinned 10:00: a login day other than today signs the student out (the
  // shell’s login-day rule).
  expect(dayOfShift(3)).toBe(dayIn(0));
  await page.clock.install({ time: new Date(Date.now() + 3 * 3_600_000) });
  await page.goto(site() + '/live');
  const ongoing = card(page, 'Maths doubt-clearing session');
  await expect(ongoing.getByText(en('ongoing'), { exact: true })).toBeVisible();
  await expect(ongoing.getByRole('button', { name: en('viewRecordings') })).toHaveCount(0);
});

test('one timer ticks for the whole list', async ({ page }) => {
  // Count the page's running one-second timers.
  await page.addInitScript(() => {
    const active = new Set<number>();
    const set = window.setInterval.bind(window);
    const clear = window.clearInterval.bind(window);
    (window as unknown as { secondTimers: () => number }).secondTimers = () => active.size;
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      const id = set(handler, timeout, ...rest);
      if (timeout === 1000) active.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) active.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
  });
  await openLive(page);
  await tab(page, 'upcoming').click();
  const countdowns = page.locator('li.live-card').getByText(/^Starts in/);
  await expect.poll(() => countdowns.count()).toBeGreaterThan(2);
  const timers = () =>
    page.evaluate(() => (window as unknown as { secondTimers: () => number }).secondTimers());
  expect(await timers()).toBe(1);
});

test("a parent (Meera for Aarav) sees the child's classes but may not join", async ({ page }) => {
  const first = meetingCall(page);
  await openLive(page, '9000000002', 'localhost', 'en', /Aarav/);
  expect((await first).postDataJSON()).toMatchObject({ user_id: 101 });
  await card(page, 'Maths doubt-clearing session')
    .getByRole('button', { name: new RegExp(`^${en('join')}`) })
    .click();
  await expect(toast(page, en('parentsJoin'))).toBeVisible();
  // Parents watch: the protected play asks the OTP with the parent's own user id.
  await card(page, 'English poetry circle')
    .getByRole('button', { name: en('viewRecordings') })
    .click();
  const otp = page.waitForRequest((r) => r.url().includes('/api/v1/instFileSystem/videoOTP'));
  await page.getByRole('button', { name: 'Play protected video English poetry circle', exact: true }).click();
  expect((await otp).postDataJSON()).toMatchObject({ user_id: 103, institute_id: 1 });
  await expectPlaying(
    page.getByRole('dialog', { name: 'English poetry circle', exact: true }).locator('video'),
  );
});

test("an open user (Sam) sees his products' classes", async ({ page }) => {
  await openLive(page, 'learner@apex.test', 'apex.localhost');
  await expect(card(page, 'Crash course: definite integrals')).toContainText('JEE Crash Course 2027');
  await expect(card(page, 'Foundation: motion in a line')).toHaveCount(0);
});

test('Hindi on Vidya and German on Lernwerk', async ({ page }) => {
  const hi = (key: string) => translation('hi', 'live-classes', key);
  await openLive(page, '9000000011', 'vidya.localhost', 'hi');
  await expect(tab(page, 'today', 'hi')).toBeVisible();
  await tab(page, 'upcoming', 'hi').click();
  await expect(card(page, 'हिंदी: कविता पाठ')).toContainText(hi('field.teacher'));

  const de = (key: string) => translation('de', 'live-classes', key);
  await openLive(page, 'jonas@lernwerk.test', 'lernwerk.localhost', 'de');
  await tab(page, 'past', 'de').click();
  await expect(page.getByText(/^\d+ vergangene Stunden? gefunden$/)).toBeVisible();
  await expect(
    card(page, 'Analysis: Ableitungen wiederholen').getByRole('button', { name: de('viewRecordings') }),
  ).toBeVisible();
});

// Today's list is in a11y.spec's walk of Aarav's screens.
test('accessibility: the past tab and the recordings pop-up pass in every theme', async ({ page }) => {
  test.setTimeout(90_000);
  await openLive(page);
  await expect(card(page, 'English poetry circle')).toBeVisible();
  await tab(page, 'past').click();
  await expect(page.getByText(/past class(es)? found$/)).toBeVisible();
  expect(await a11yPass(page), 'past').toEqual([]);
  await tab(page, 'today').click();
  await card(page, 'English poetry circle')
    .getByRole('button', { name: en('viewRecordings') })
    .click();
  await expect(page.getByRole('dialog', { name: 'Recordings: English poetry circle' })).toBeVisible();
  expect(await a11yPass(page), 'recordings').toEqual([]);
});
