import { expect, test, type Page, type Request } from './fixtures';
import { daysSinceSeed, seedDay } from './school-days';
import { a11yPass, drawnInBrowser, signInAs, site, translation } from './support';

/*
 * The messages screen against the real server and its demo texts (seeded
 * relative to the server's start, in each institute's language and zone).
 * Nothing here writes to the database.
 */

const CALL = '/api/v1/alerts/config/messagesByPhoneNo/';

/** Opens /Messages and returns the messages call the screen made (drawn in the browser, support.ts). */
async function openMessages(page: Page, host = 'localhost'): Promise<Request> {
  await drawnInBrowser(page);
  const call = page.waitForRequest((request) => request.url().includes(CALL));
  await page.goto(site(host) + '/Messages');
  return call;
}

const days = (page: Page) => page.locator('.messages-days > section');
const items = (page: Page) => page.locator('.messages-day__list > li');
const notice = (page: Page, lang = 'en') =>
  page.getByRole('complementary', { name: translation(lang, 'messages', 'notice.title') });

test.describe('messages by day', () => {
  test(
    'Aarav: 12 texts grouped by day (weekday, DD-MM-YYYY), newest first, times hh:mm A; the call as the spec writes it',
    { tag: '@walk' },
    async ({ page }) => {
      await signInAs(page, 'aarav@greenfield.test');
      const call = await openMessages(page);
      expect(call.url()).toBe(site() + `${CALL}1/%2B91-9000000001?start_index=0&batch_size=1000`);

      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(items(page)).toHaveCount(12);
      // Days 0, 1, 2, 4, 6, 8, 11, 14 and 19 back in Kolkata.
      await expect(days(page)).toHaveCount(9);

      // The seed's day is today, or yesterday once a run begun late in the evening passes midnight.
      const late = daysSinceSeed() > 0;
      const today = page.getByRole('region', { name: late ? /^Yesterday/ : /^Today/ });
      await expect(today.getByRole('heading', { level: 2 })).toContainText(
        `, ${seedDay().split('-').reverse().join('-')}`,
      );
      await expect(today.getByRole('listitem')).toHaveCount(2);
      await expect(today.getByRole('listitem').first()).toContainText('you were marked present today');
      await expect(days(page).nth(1).getByRole('heading', { level: 2 })).toHaveText(
        late
          ? /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day \d{2}-\d{2}-\d{4}$/
          : /^Yesterday \w+day, \d{2}-\d{2}-\d{4}$/,
      );
      await expect(days(page).nth(2).getByRole('heading', { level: 2 })).toHaveText(
        /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day \d{2}-\d{2}-\d{4}$/,
      );

      // Days run newest first, every message carries its time as hh:mm A and as a machine-readable instant.
      const dayStamps = await days(page)
        .locator('h2 time')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
      expect(dayStamps).toEqual([...dayStamps].sort().reverse());
      expect(new Set(dayStamps).size).toBe(9);
      const times = await items(page).locator('.message__time').allInnerTexts();
      expect(times.every((time) => /^\d{2}:\d{2} (AM|PM)$/.test(time))).toBe(true);
      const instants = await items(page)
        .locator('time')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
      expect(instants.map(Date.parse)).toEqual(instants.map(Date.parse).sort((a, b) => b - a));

      // Plain text with its line breaks; another institute's text to the same number never shows.
      const exams = items(page).filter({ hasText: 'Exam schedule' });
      expect(await exams.locator('.message__text').innerText()).toMatch(/portal\.$/m);
      expect((await exams.locator('.message__text').innerText()).split('\n')).toHaveLength(2);
      await expect(page.getByText('विद्या निकेतन')).toHaveCount(0);

      await expect(notice(page)).toContainText('+91-9000000001');
      await expect(notice(page)).toContainText('your school sent');
      await expect(notice(page)).toContainText('Asia/Kolkata');
    },
  );

  test('the notice sits beside the list on a wide screen and below it on a narrow one', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAs(page, 'aarav@greenfield.test');
    await openMessages(page);
    const list = page.locator('.messages__main');
    await expect(items(page)).toHaveCount(12);
    let [listBox, noticeBox] = [(await list.boundingBox())!, (await notice(page).boundingBox())!];
    expect(noticeBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
    expect(Math.abs(noticeBox.y - listBox.y)).toBeLessThan(4);

    await page.setViewportSize({ width: 420, height: 900 });
    await expect
      .poll(async () => {
        [listBox, noticeBox] = [(await list.boundingBox())!, (await notice(page).boundingBox())!];
        return noticeBox.y >= listBox.y + listBox.height;
      })
      .toBe(true);
    expect(Math.abs(noticeBox.x - listBox.x)).toBeLessThan(4);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("Meera (parent): the texts sent to the parent's own number, whichever child is chosen", async ({
    page,
  }) => {
    // Diya has no number of her own: the screen must still ask for Meera's.
    await signInAs(page, '9000000002', 'localhost', 'en', { child: /Diya Sharma/ });
    const call = await openMessages(page);
    expect(new URL(call.url()).pathname).toBe(`${CALL}1/%2B91-9000000002`);
    await expect(items(page)).toHaveCount(4);
    await expect(items(page).first()).toContainText('Diya Sharma');
    await expect(notice(page)).toContainText('+91-9000000002');
  });

  test('Diya (no number): the empty state without a call, and a notice that says why', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(CALL)) calls.push(request.url());
    });
    await signInAs(page, 'diya@greenfield.test', 'localhost', 'en', { at: '/Messages' });
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('No messages', { exact: true })).toBeVisible();
    await expect(notice(page)).toContainText('No mobile number is registered for you');
    await expect(notice(page)).toContainText('school office');
    expect(calls).toEqual([]);
  });
});

test.describe('languages', () => {
  test('Léa (French school, no number): French title, empty state and notice', async ({ page }) => {
    await signInAs(page, 'lea@lumiere.test', 'lumiere.localhost', 'fr', { at: '/Messages' });
    const fr = (key: string) => translation('fr', 'messages', key);
    await expect(page.getByRole('heading', { level: 1, name: fr('title') })).toBeVisible();
    await expect(page.getByText(fr('empty.title'), { exact: true })).toBeVisible();
    await expect(page.getByText(fr('empty.text_school'))).toBeVisible();
    await expect(notice(page, 'fr')).toContainText(fr('notice.noNumber_school'));
    await expect(page.getByText('No messages')).toHaveCount(0);
  });

  test('Ananya (Hindi school): Hindi days and texts', async ({ page }) => {
    await signInAs(page, '9000000011', 'vidya.localhost', 'hi');
    const call = await openMessages(page, 'vidya.localhost');
    expect(new URL(call.url()).pathname).toBe(`${CALL}4/%2B91-9000000011`);
    const hi = (key: string) => translation('hi', 'messages', key);
    await expect(page.getByRole('heading', { level: 1, name: hi('title') })).toBeVisible();
    await expect(items(page)).toHaveCount(3);
    await expect(days(page).first().getByRole('heading', { level: 2 })).toContainText(hi('today'));
    const weekdays = [0, 1, 2, 3, 4, 5, 6].map((day) => hi(`weekday.${day}`));
    const secondHeading = await days(page).nth(1).getByRole('heading', { level: 2 }).innerText();
    expect(weekdays.some((name) => secondHeading.startsWith(name))).toBe(true);
    await expect(notice(page, 'hi')).toContainText(hi('notice.sentTo_school'));
  });

  test('Jonas (German coaching institute, +49): German days, texts and notice', async ({ page }) => {
    await signInAs(page, 'jonas@lernwerk.test', 'lernwerk.localhost', 'de');
    const call = await openMessages(page, 'lernwerk.localhost');
    expect(new URL(call.url()).pathname).toBe(`${CALL}5/%2B49-15112345678`);
    const de = (key: string) => translation('de', 'messages', key);
    await expect(page.getByRole('heading', { level: 1, name: de('title') })).toBeVisible();
    await expect(items(page)).toHaveCount(4);
    await expect(days(page).first().getByRole('heading', { level: 2 })).toContainText(`${de('today')}`);
    await expect(items(page).filter({ hasText: 'Probeklausur' })).toHaveCount(1);
    await expect(notice(page, 'de')).toContainText('+49-15112345678');
    await expect(notice(page, 'de')).toContainText(de('notice.wrongNumber'));
    await expect(notice(page, 'de')).toContainText('Europe/Berlin');
  });
});

test.describe('failures', () => {
  test('a failure with a server message: its toast, and Try again loads the list', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    // What the portal does when its call fails: drawn in the browser (support.ts).
    await drawnInBrowser(page);
    await page.route(`**${CALL}**`, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'Messages are being archived. Please try later.', result: null },
      }),
    );
    await page.goto('/Messages');
    await expect(page.getByText('Messages are being archived. Please try later.')).toBeVisible();
    await expect(page.getByText('The messages could not be loaded.')).toBeVisible();
    await page.unroute(`**${CALL}**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(items(page)).toHaveCount(12);
  });

  test('a failure without a message: the generic mapped text', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    // What the portal does when its call fails: drawn in the browser (support.ts).
    await drawnInBrowser(page);
    await page.route(`**${CALL}**`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/Messages');
    await expect(page.getByText('Service Unavailable')).toBeVisible();
  });
});

// The list is in a11y.spec's walk of Aarav's screens.
test('accessibility: the empty state passes in every theme', async ({ page }) => {
  await signInAs(page, 'aarav@greenfield.test');
  await page.route(`**${CALL}**`, (route) =>
    route.fulfill({ json: { statusCode: 200, message: 'Success', result: [] } }),
  );
  await openMessages(page);
  await expect(page.getByText('No messages', { exact: true })).toBeVisible();
  expect(await a11yPass(page)).toEqual([]);
});
