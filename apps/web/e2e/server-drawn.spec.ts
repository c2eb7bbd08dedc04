import { expect, test, type Page } from './fixtures';
import { FEE_TAB_LOADER_MS } from '@portal/shared/fees/rules';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';
import { signInAs, site, storedSession, takenOver, translation } from './support';

/*
 * Issue 15, LCP <= 1.5 s: a signed-in screen's page comes drawn by the server with its data
 * (apps/server/src/plugins/server-drawn.ts, src/app/server-render.tsx), for the session the page
 * request carries in its cookie (src/lib/session.ts). Lighthouse's phone painted the screen only once
 * ~180 KB of script had arrived and run and its calls had answered (2.4-2.6 s); now with the page.
 * The browser then draws the same screen over it with the answers that came with the page.
 */

/** The portal's scripts never arrive: what shows is the page as the server sent it. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort());
}

/** The API paths the page asks for from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

const cookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

test(
  'a screen’s page comes drawn with its data, as the portal then draws it',
  { tag: '@walk' },
  async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test', 'localhost', 'en', { at: '/fees' });
    const amounts = page.locator('.fee-card__amount');
    await expect(amounts).toHaveCount(3);
    // The figures, not the placeholders ('—') shown while the answer is on its way.
    for (const amount of await amounts.all()) await expect(amount).toHaveText(/\d/);
    const shown = await amounts.allTextContents();
    // The cookie holds the very session the page keeps.
    const stored = await page.evaluate(() => localStorage.getItem('session'));
    expect(decodeURIComponent((await cookieOf(page))!.value)).toBe(stored);

    // Without the portal's script: the server's page shows the same screen, with the same figures,
    // in the browser's own theme (kept in localStorage, which the server does not know).
    await page.evaluate(() => localStorage.setItem('currentMode', 'dark'));
    const bare = await page.context().newPage();
    await withoutScripts(bare);
    await bare.goto(site() + '/fees');
    await expect(bare.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(bare.locator('h1')).toHaveText('Fees');
    await expect(bare.locator('.fee-card__amount')).toHaveText(shown);
    // The Due tab's switch too, above the tab's loader (the table comes once the portal runs).
    await expect(bare.getByText('Show paid and closed installments too')).toBeVisible();
    await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(bare.locator('[data-theme-picker]')).toHaveValue('dark');
    // Inert until the portal has drawn over it: a press there would be lost, a screen reader would
    // read it twice.
    await expect(bare.locator('#root')).toHaveAttribute('inert', '');
    await bare.close();
  },
);

test('the portal takes over a drawn screen with the answers that came with the page, asking for none again', async ({
  page,
}) => {
  await signInAs(page, 'aarav@greenfield.test');
  const live = await page.context().newPage();
  const calls = apiCalls(live);
  const documents: string[] = [];
  live.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const response = await live.goto(site() + '/dashboard');
  expect(await response!.text()).toContain('data-ssr=');
  const today = live.getByRole('region', { name: translation('en', 'dashboard', 'today.title') });
  await expect(today).toBeVisible();
  await expect(live.locator('#server-answers')).toHaveCount(0);
  await takenOver(live);
  // The portal has the screen now: a row of the Today panel opens its screen without loading a page.
  const row = today.getByRole('link').first();
  await expect(row).toBeVisible();
  const target = new URL((await row.getAttribute('href'))!, site()).pathname;
  await row.click();
  await expect(live).toHaveURL(new RegExp(`${target}(\\?|$)`));
  await expect(live.getByRole('heading', { level: 1 })).toBeVisible();
  for (const asked of [/\/portal\/today\//, /\/academicYear\/all\//, /\/fetchAnnouncementForStudent\//])
    expect(
      calls.filter((path) => asked.test(path)),
      String(asked),
    ).toEqual([]);
  expect(documents).toHaveLength(1);
});

test('an institute’s screen is drawn in its own language', async ({ page }) => {
  await signInAs(page, 'lea@lumiere.test', 'lumiere.localhost', 'fr');
  await withoutScripts(page);
  await page.goto(site('lumiere.localhost') + '/timetable');
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveText(translation('fr', 'timetable', 'title'));
});

test('a page drawn for another session than the one kept is never shown', async ({ page }) => {
  await signInAs(page, 'aarav@greenfield.test', 'localhost', 'en', { at: '/fees' });
  await expect(page.locator('.fee-card dd').first()).not.toBeEmpty();
  const session = (await storedSession(page))!;
  // The cookie left by another session (here the same person with another year list): the server
  // draws for it, the page sees it is not the session kept, and draws the header alone instead.
  const other = JSON.stringify({ ...session, acad_year_list: [] });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(other), url: site() }]);
  const sent = await page.request.get(site() + '/fees');
  expect(await sent.text()).toContain('data-ssr=');
  await withoutScripts(page);
  await page.goto(site() + '/fees');
  await expect(page.locator('.app-header .brand__name')).toBeVisible();
  await expect(page.locator('#root[data-ssr], #root[inert]')).toHaveCount(0);
  await expect(page.locator('#server-answers')).toHaveCount(0);
  await expect(page.locator('.fee-card')).toHaveCount(0);
});

test('a claim the session’s token does not allow draws nothing: another family’s child', async ({ page }) => {
  await signInAs(page, 'aarav@greenfield.test', 'localhost', 'en', { at: '/fees' });
  await expect(page.locator('.fee-card dd').first()).not.toBeEmpty();
  const session = (await storedSession(page))!;
  expect(session.student_id).toBe(1001);
  // Aarav's token, naming his sister's record.
  const claim = JSON.stringify({ ...session, student_id: 1002 });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(claim), url: site() }]);
  const html = await (await page.request.get(site() + '/fees')).text();
  expect(html).not.toContain('data-ssr=');
  expect(html).not.toContain('id="server-answers"');
  expect(html).toContain('data-shell');
});

test('logging out removes the cookie: the next page is drawn for nobody', async ({ page }) => {
  await signInAs(page, 'aarav@greenfield.test');
  expect(await cookieOf(page)).toBeTruthy();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(site() + '/');
  expect(await cookieOf(page)).toBeUndefined();
  const html = await (await page.request.get(site() + '/fees')).text();
  expect(html).not.toContain('data-ssr=');
});

test('the fees’ opening loader counts from the page’s first paint: taken over later, the tables are there at once', async ({
  page,
}) => {
  await signInAs(page, 'aarav@greenfield.test', 'localhost', 'en', { at: '/fees' });
  await expect(page.locator('.fee-card__amount').first()).not.toBeEmpty();
  const tab = await page.context().newPage();
  // Whether the portal showed a loader of its own (another element than the one the server drew).
  await tab.addInitScript(() => {
    const seen = window as unknown as { loaderAgain: boolean };
    seen.loaderAgain = false;
    let drawn: Element | null = null;
    new MutationObserver(() => {
      const loader = document.querySelector('.fees-loading');
      if (!loader) return;
      if (!drawn) drawn = loader;
      else if (loader !== drawn) seen.loaderAgain = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The portal's script held back until the loader has been on the page longer than the spec's 0.8 s.
  const html = await (await tab.request.get(site() + '/fees')).text();
  const entry = /<div id="root"[^>]* data-entry="([^"]+)"/.exec(html)![1]!;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(
    (url) => url.pathname === entry,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await tab.goto(site() + '/fees', { waitUntil: 'commit' });
  await expect(tab.locator('#root[data-ssr] .fees-loading')).toBeVisible();
  await tab.waitForFunction(
    (wait) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint !== undefined && performance.now() - paint.startTime > wait;
    },
    FEE_TAB_LOADER_MS + 100,
    { polling: 100 },
  );
  release();
  await takenOver(tab);
  await expect(tab.getByRole('tabpanel').getByRole('table')).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { loaderAgain: boolean }).loaderAgain)).toBe(false);
  // A tab chosen afterwards still shows its loader for the spec's time.
  await tab.getByRole('tab', { name: 'Payment History' }).click();
  await expect(tab.locator('.fees-loading')).toBeVisible();
  await expect(tab.getByRole('tabpanel').getByRole('table')).toBeVisible();
});

test('a screen whose first drawing is a redirect is not sent drawn: the portal makes the redirect', async ({
  page,
}) => {
  const host = 'apex.localhost';
  await signInAs(page, 'riya@apex.test', host);
  const cookie = (await page.context().cookies(site(host))).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeTruthy();
  // To localhost, naming the portal in Host (the runner does not resolve *.localhost as Chromium does).
  const pageOf = async (path: string) =>
    (
      await page.request.get(site() + path, {
        headers: { Host: new URL(site(host)).host, Cookie: `${SESSION_COOKIE}=${cookie!.value}` },
      })
    ).text();
  // A coaching institute has no calendar: its address goes home.
  expect(await pageOf('/eventCalender')).not.toContain('data-ssr=');
  expect(await pageOf('/dashboard')).toContain('data-ssr=');
  await page.goto(site(host) + '/eventCalender');
  await expect(page).toHaveURL(/\/dashboard$/);
});
