import { expect, test, type Locator, type Page } from './fixtures';
import { FEE_TAB_LOADER_MS } from '@portal/shared/fees/rules';
import { HYDRATION_ERROR, SESSION_COOKIE, sessionMark } from '@portal/shared/shell/server-drawn';
import { signInAs, site, storedSession, takenOver, translation } from './support';
import { shiftClock } from '@portal/shared/time/shift';

/*
 * Issue 15, LCP <= 1.5 s: a signed-in screen's page comes drawn by the server with its data
 * (apps/server/src/plugins/server-drawn.ts, src/app/server-render.tsx), for the session the page
 * request carries in its cookie (src/lib/session.ts). Lighthouse's phone painted the screen only once
 * ~180 KB of script had arrived and run and its calls had answered (2.4-2.6 s); now with the page.
 * Issue 30: the browser then hydrates it (src/app/main.tsx, hydrateRoot) with the answers that came
 * with the page, keeping the server's nodes, instead of drawing the screen again over it.
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

/** The home screen's Today rows: links to their screens. */
const todayRows = (page: Page) =>
  page.getByRole('region', { name: translation('en', 'dashboard', 'today.title') }).getByRole('link');

/** The home screen's calls and the header's: a page taken over with its answers asks none of them again. */
const HOME_CALLS = /\/portal\/today\/|\/fetchAnnouncementForStudent\/|\/academicYear\/all\//;

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
    // Inert until the portal has hydrated it: without the portal's script a press reaches no listener.
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
  const row = todayRows(live).first();
  await expect(row).toBeVisible();
  await expect(live.locator('#server-answers')).toHaveCount(0);
  await takenOver(live);
  // The portal has the screen now: a row of the Today panel opens its screen without loading a page.
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

test('a device whose clock is two minutes ahead of the server’s asks for none of the page’s answers again', async ({
  page,
  browser,
  pinnedClock,
}) => {
  await signInAs(page, 'aarav@greenfield.test');
  // The same visitor on a device whose clock reads two minutes later than the server's.
  const ahead = await browser.newContext({ storageState: await page.context().storageState() });
  await ahead.addInitScript(shiftClock, pinnedClock + 120_000);
  const live = await ahead.newPage();
  const calls = apiCalls(live);
  await live.goto(site() + '/dashboard');
  await takenOver(live);
  await expect(todayRows(live).first()).toBeVisible();
  // What the page would then ask, it asks at once (stale answers on mounting, the kept copy's refresh).
  await live.waitForLoadState('networkidle');
  expect(calls.filter((path) => HOME_CALLS.test(path))).toEqual([]);
  await ahead.close();
});

/**
 * A new page of the session's whose scripts wait until `release` is called, and the documents it
 * loads from then on.
 */
async function withHeldScripts(page: Page) {
  const live = await page.context().newPage();
  const documents: string[] = [];
  live.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await live.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { live, documents, release };
}

/** A person's tap where `control` is, scrolled to: the page is inert, so nothing follows it yet. */
async function tapOnInertPage(page: Page, control: Locator) {
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await control.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('#root')).toHaveAttribute('data-pressed-at', /^\d+ \d+$/);
}

test('a press on a drawn screen before the portal’s script is pressed once it has taken the page over', async ({
  page,
}) => {
  await signInAs(page, 'aarav@greenfield.test');
  // A link: the Today panel's first row.
  const home = await withHeldScripts(page);
  await home.live.goto(site() + '/dashboard');
  const row = todayRows(home.live).first();
  const target = new URL((await row.getAttribute('href'))!, site()).pathname;
  await tapOnInertPage(home.live, row);
  expect(home.live.url()).toBe(site() + '/dashboard');
  home.release();
  // Taken over, the row is pressed: its screen opens as a route change, not a new page.
  await expect(home.live).toHaveURL(new RegExp(`${target}(\\?|$)`));
  await expect(home.live.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.live.locator('#root')).not.toHaveAttribute('data-pressed-at');
  expect(home.documents).toHaveLength(1);

  // A button: the timetable's next month (the month before when the academic year ends this month).
  const timetable = await withHeldScripts(page);
  await timetable.live.goto(site() + '/timetable');
  const next = timetable.live.getByRole('button', { name: translation('en', 'timetable', 'nextMonth') });
  const month = (await next.isEnabled())
    ? next
    : timetable.live.getByRole('button', { name: translation('en', 'timetable', 'previousMonth') });
  await tapOnInertPage(timetable.live, month);
  expect(timetable.live.url()).toBe(site() + '/timetable');
  timetable.release();
  await expect(timetable.live).toHaveURL(/\/timetable\?month=\d{4}-\d{2}$/);
  await expect(month).toBeFocused();
  expect(timetable.documents).toHaveLength(1);
});

test('the page’s answers are taken whichever route’s code comes first: the screen’s before the signed-in layout’s', async ({
  page,
}) => {
  await signInAs(page, 'aarav@greenfield.test');
  const live = await page.context().newPage();
  const calls = apiCalls(live);
  // The screen's code and the shared signed-in code come; the layout's is held back until the
  // screen has asked for its data, if it does, or a while after its code came (the screen's
  // loader runs once its code and texts are there).
  let asked!: () => void;
  const askedToday = new Promise<void>((resolve) => (asked = resolve));
  live.on('request', (request) => {
    if (/\/portal\/today\//.test(request.url())) asked();
  });
  const screenCode = live.waitForResponse((answer) => /\/assets\/dashboard-[\w-]+\.js$/.test(answer.url()));
  await live.route(/\/assets\/signed-in-layout-[\w-]+\.js$/, async (route) => {
    await Promise.race([askedToday, screenCode.then(() => live.waitForTimeout(1500))]);
    await route.continue();
  });
  await live.goto(site() + '/dashboard');
  await takenOver(live);
  await expect(todayRows(live).first()).toBeVisible();
  expect(calls.filter((path) => HOME_CALLS.test(path))).toEqual([]);
});

/**
 * What the page says about hydration from now on: the portal's own report of what React could not
 * hydrate (src/app/main.tsx, onRecoverableError) and any console error or warning naming hydration.
 */
function hydrationComplaints(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat/i.test(text)) said.push(text);
    else if (text.startsWith(HYDRATION_ERROR)) said.push(text);
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) said.push(error.message);
  });
  return said;
}

/** Marks the server's main area as the page is read, before any of the portal's script runs. */
async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as ServerNodes;
    const observer = new MutationObserver(() => {
      const main = document.querySelector('#root[data-ssr] main');
      const heading = main?.querySelector('h1');
      if (!main || !heading) return;
      seen.serverMain = main;
      seen.serverHeading = heading;
      // What the page's script compares before keeping the drawing (index.html): the session the
      // page was drawn for and the one kept in this browser as the page was read.
      seen.drawnFor = document.getElementById('root')!.getAttribute('data-ssr')!;
      seen.keptSession = localStorage.getItem('session') ?? '';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

interface ServerNodes {
  serverMain?: Element;
  serverHeading?: Element;
  drawnFor?: string;
  keptSession?: string;
}

/**
 * Whether the server's main area and heading are still the ones in the page, and whether the page
 * was drawn for the session this browser kept as it was read, the sign-in page for none (else its
 * script drops the drawing).
 */
async function keptServerNodes(page: Page) {
  const seen = await page.evaluate(() => {
    const seen = window as unknown as ServerNodes;
    return {
      marked: seen.serverMain !== undefined,
      main: seen.serverMain !== undefined && seen.serverMain === document.querySelector('main'),
      heading: seen.serverHeading !== undefined && seen.serverHeading.isConnected,
      drawnFor: seen.drawnFor,
      keptSession: seen.keptSession,
    };
  });
  const { drawnFor, keptSession, ...kept } = seen;
  const drawnForKept = keptSession === '' ? '' : sessionMark(keptSession ?? '');
  return { ...kept, sameSession: keptSession !== undefined && drawnForKept === drawnFor };
}

/** A hydrated page: the server's marked nodes, its main area and heading kept, for the same session. */
const KEPT = { marked: true, main: true, heading: true, sameSession: true };

/** The sign-in page of an institute, for a visitor without a session, hydrated in its language and a theme. */
async function expectSignInHydrated(page: Page, host: string, lang: string, theme: string) {
  const where = `${lang} ${theme} /`;
  const tab = await page.context().newPage();
  await tab.addInitScript((mode) => localStorage.setItem('currentMode', mode), theme);
  const said = hydrationComplaints(tab);
  await markServerNodes(tab);
  const response = await tab.goto(site(host) + '/');
  expect(await response!.text(), where).toContain('<div id="root" data-ssr=""');
  await takenOver(tab);
  await expect(tab.locator('html'), where).toHaveAttribute('lang', lang);
  await expect(tab.locator('html'), where).toHaveAttribute('data-theme', theme);
  expect(said, where).toEqual([]);
  expect(await keptServerNodes(tab), where).toEqual(KEPT);
  // Hydrated and live: Login answers with the form's own check, in the institute's language.
  await tab.getByRole('button', { name: translation(lang, 'auth', 'submit') }).click();
  await expect(tab.getByRole('alert'), where).toHaveText(
    translation(lang, 'auth', 'validation.loginRequired'),
  );
  expect(said, where).toEqual([]);
  await tab.close();
}

test('a drawn screen and the sign-in page are hydrated, not drawn again: four languages, four themes, no hydration error', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const institutes = [
    { login: 'aarav@greenfield.test', host: 'localhost', lang: 'en' },
    { login: 'lea@lumiere.test', host: 'lumiere.localhost', lang: 'fr' },
    { login: '9000000011', host: 'vidya.localhost', lang: 'hi' },
    { login: 'jonas@lernwerk.test', host: 'lernwerk.localhost', lang: 'de' },
  ];
  const themes = ['light', 'dark', 'blue', 'purple'];
  const screens = ['/dashboard', '/timetable', '/exam', '/profile'];
  for (const [i, { login, host, lang }] of institutes.entries()) {
    // The sign-in page, signed out, each language in another theme.
    await expectSignInHydrated(page, host, lang, themes[i]!);
    await signInAs(page, login, host, lang);
    for (const [j, theme] of themes.entries()) {
      // Each language in each theme, and each screen in each language.
      const path = screens[(i + j) % screens.length]!;
      const where = `${lang} ${theme} ${path}`;
      await page.evaluate((mode) => localStorage.setItem('currentMode', mode), theme);
      const tab = await page.context().newPage();
      const said = hydrationComplaints(tab);
      await markServerNodes(tab);
      const response = await tab.goto(site(host) + path);
      expect(await response!.text(), where).toContain('data-ssr=');
      await takenOver(tab);
      await expect(tab.locator('html'), where).toHaveAttribute('lang', lang);
      await expect(tab.locator('[data-theme-picker]'), where).toHaveValue(theme);
      // What the portal said first: a screen drawn again says why (src/app/main.tsx).
      expect(said, where).toEqual([]);
      expect(await keptServerNodes(tab), where).toEqual(KEPT);
      // Hydrated and live: the header's theme picker answers.
      const other = themes[(j + 1) % themes.length]!;
      await tab.locator('[data-theme-picker]').selectOption(other);
      await expect(tab.locator('html'), where).toHaveAttribute('data-theme', other);
      expect(said, where).toEqual([]);
      await tab.close();
    }
  }
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
  // draws for it, the page sees it is not the session kept, and shows nothing of it; the portal then
  // draws the screen for the session kept.
  const other = JSON.stringify({ ...session, acad_year_list: [] });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(other), url: site() }]);
  const sent = await page.request.get(site() + '/fees');
  expect(await sent.text()).toContain('data-ssr=');
  const bare = await page.context().newPage();
  await withoutScripts(bare);
  await bare.goto(site() + '/fees');
  await expect(bare.locator('#root')).toBeEmpty();
  await expect(bare.locator('#root[data-ssr]')).toHaveCount(0);
  await expect(bare.locator('#server-answers')).toHaveCount(0);
  await bare.close();
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(other), url: site() }]);
  await page.goto(site() + '/fees');
  await expect(page.locator('.fee-card__amount').first()).toHaveText(/\d/);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(0);
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
  expect(html).toContain('data-entry=');
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
  const said = hydrationComplaints(tab);
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
  // Hydrated as the server drew it (its loader), though its 0.8 s were over: no hydration error.
  expect(said).toEqual([]);
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
