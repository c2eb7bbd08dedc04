import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { a11yPass, signInAs, site, takenOver, translation } from './support';

/*
 * Issue 15, "installable, readable offline": the service worker precaches the portal, the last
 * seen timetable, notices, messages and calendar stay readable offline with the time they were
 * seen, changes are refused offline with a message that says so, logout leaves nothing of the
 * user readable, and a new version offers a reload. The other specs block service workers
 * (playwright.config.ts); this one lets them run, one test after the other (the last rewrites sw.js).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const AARAV = 'aarav@greenfield.test';
const WEB_DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
/** The screens read offline, and the query area each one keeps. */
const OFFLINE_SCREENS: Record<string, string> = {
  '/timetable': 'timetable',
  '/announcement': 'dashboard',
  '/Messages': 'messages',
  '/eventCalender': 'events',
};

/** Waits until the portal's service worker is active (its precache is complete). */
async function serviceWorkerActive(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
  });
}

/** The query areas kept for offline reading, per stored key (IndexedDB 'portal-offline'). */
async function keptOffline(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('portal-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve({});
          const out: Record<string, string[]> = {};
          const cursor = db.transaction('queries').objectStore('queries').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(out);
            const client = JSON.parse(at.value as string) as {
              clientState: { queries: Array<{ queryKey: unknown[] }> };
            };
            out[String(at.key)] = [
              ...new Set(client.clientState.queries.map((q) => String(q.queryKey[0]))),
            ].sort();
            at.continue();
          };
        };
      }),
  );
}

async function openScreen(page: Page, path: string) {
  await page.goto(site() + path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A screen the server drew is the portal's once it is taken over.
  await takenOver(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A screen's own loader (the messages' card) is a status with a spinner, not aria-busy.
  await expect(page.locator('#main .spinner')).toHaveCount(0);
}

/** What the screen shows, by its headings (months, days, notices, dates). */
const headings = (page: Page) => page.locator('#main').locator('h2, h3').allInnerTexts();

/**
 * The headings once the screen has finished drawing them: the same on two readings half a second
 * apart (a list is drawn after the answer, in slices: read too early, it is still missing).
 */
async function drawnHeadings(page: Page): Promise<string[]> {
  let last = JSON.stringify(await headings(page));
  await expect
    .poll(async () => {
      await page.waitForTimeout(500);
      const now = JSON.stringify(await headings(page));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as string[];
}

test(
  'the last seen timetable, notices, messages and calendar read offline, with when they were seen',
  { tag: '@walk' },
  async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAs(page, AARAV, 'localhost', 'en');
    await serviceWorkerActive(page);
    const seen: Record<string, string[]> = {};
    for (const [path, area] of Object.entries(OFFLINE_SCREENS)) {
      await openScreen(page, path);
      seen[path] = await drawnHeadings(page);
      expect(seen[path]!.length, path).toBeGreaterThan(0);
      // Saved once the screen's answers are in (the copy is written half a second after a change).
      await expect
        .poll(async () => Object.values(await keptOffline(page)).flat(), { message: path })
        .toContain(area);
    }

    await context.setOffline(true);
    for (const path of Object.keys(OFFLINE_SCREENS)) {
      // A new page load, served by the service worker; the data from IndexedDB.
      await page.goto(site() + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^You are offline\. Showing what you saw at \d{2}:\d{2}\.$/ }),
      ).toBeVisible();
      await expect.poll(() => headings(page), { message: path }).toEqual(seen[path]);
    }
    // A screen never seen has nothing to show, and says so.
    await page.goto(site() + '/fees');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You are offline. This screen has nothing saved from an earlier visit.' }),
    ).toBeVisible();
    expect(await a11yPass(page, '.shell-banner'), 'offline banner').toEqual([]);
    await context.setOffline(false);
    await page.goto(site() + '/timetable');
    await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toHaveCount(0);
  },
);

/*
 * Offline, every part of a kept screen shows what was last seen or says it is not available
 * offline; nothing waits on a call that cannot be made. The home screen draws its banners, Today
 * panel and notices top down: the banners and Today are not kept, and the notices (which are) once
 * waited for them for good under a 'Loading...' spinner.
 */
test('offline, each kept screen (home included) reloads with nothing left loading', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const kept: Record<string, string> = { '/dashboard': 'dashboard', ...OFFLINE_SCREENS };
  const dashboard = (key: string) => translation('en', 'dashboard', key);
  const notices = page.locator('#main .home-notice__title');
  const loaders = page.locator('[aria-busy="true"], #main .spinner');
  const today = page.getByRole('region', { name: dashboard('today.title'), exact: true });
  await signInAs(page, AARAV, 'localhost', 'en');
  await serviceWorkerActive(page);
  let seenNotices: string[] = [];
  for (const [path, area] of Object.entries(kept)) {
    await openScreen(page, path);
    if (path === '/dashboard') {
      await expect(page.getByRole('heading', { level: 2, name: dashboard('today.title') })).toBeVisible();
      await expect(notices).toHaveCount(3);
      seenNotices = await notices.allInnerTexts();
    }
    await expect
      .poll(async () => Object.values(await keptOffline(page)).flat(), { message: path })
      .toContain(area);
  }

  await context.setOffline(true);
  for (const path of Object.keys(kept)) {
    await page.goto(site() + path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^You are offline\. Showing what you saw at \d{2}:\d{2}\.$/ }),
    ).toBeVisible();
    await expect(loaders, path).toHaveCount(0, { timeout: 5_000 });
    if (path === '/dashboard') {
      // The clock and greeting, the notices seen, and a Today panel that says it is not kept.
      await expect(page.getByRole('heading', { level: 2, name: /^Hello, Aarav/ })).toBeVisible();
      await expect(notices).toHaveText(seenNotices);
      await expect(today).toContainText(dashboard('today.offline'));
    }
  }
  await context.setOffline(false);
  // Back online, the home screen's Today panel comes again.
  await page.goto(site() + '/dashboard');
  await expect(today).toContainText(dashboard('today.groups.classes'));
  await expect(today).not.toContainText(dashboard('today.offline'));
  await expect(loaders).toHaveCount(0);
});

/** Edits the birth place on the profile offline: the change is refused with the offline message. */
async function saveBirthPlaceRefused(page: Page) {
  await page.getByRole('button', { name: 'Edit Birth Place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Birth Place' });
  await dialog.getByLabel('Birth Place').fill('Offline town');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The portal is offline: this change was not sent. Try again when you are back online.'),
  ).toBeVisible();
}

test('a change made offline is refused with a message that says the portal is offline; nothing is sent', async ({
  page,
  context,
}) => {
  await signInAs(page, AARAV, 'localhost', 'en');
  await openScreen(page, '/profile');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(r.url());
  });
  await context.setOffline(true);
  await saveBirthPlaceRefused(page);
  expect(sent).toEqual([]);
  await context.setOffline(false);
});

/*
 * The toast area's code is fetched once the page has settled (src/lib/page-settled.ts). Offline
 * before that (here its file cannot be fetched at all), a refused change still says why and the page
 * stays: a failed fetch of that code once replaced the page with 'Something went wrong'.
 */
test('offline before the toast area has loaded, a refused change still says so and the page stays', async ({
  page,
  context,
}) => {
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort());
  await signInAs(page, AARAV, 'localhost', 'en');
  const tried = page.waitForEvent('requestfailed', {
    predicate: (request) => /\/assets\/toaster-/.test(request.url()),
    timeout: 30_000,
  });
  await openScreen(page, '/profile');
  await context.setOffline(true);
  // The page has settled and asked for the toast area's code, in vain.
  await tried;
  await saveBirthPlaceRefused(page);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.setOffline(false);
});

test("logout leaves nothing of the user readable; the next user's copy is their own", async ({ page }) => {
  await signInAs(page, AARAV, 'localhost', 'en');
  await openScreen(page, '/timetable');
  await expect.poll(async () => Object.keys(await keptOffline(page))).toEqual(['portal-offline-101']);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptOffline(page))).toEqual([]);

  await signInAs(page, 'diya@greenfield.test', 'localhost', 'en');
  await openScreen(page, '/timetable');
  await expect.poll(async () => Object.keys(await keptOffline(page))).toEqual(['portal-offline-102']);
});

/*
 * A returning visitor's pages come from the server first (src/sw.ts): with the worker installed
 * and controlling the page, a screen opened by its address arrives drawn by the server with its
 * data, and the sign-in page drawn by the server too, as on a first visit (the worker once answered
 * every page with the bare index.html). Offline, the worker's copy of the app opens instead.
 */
test('with the service worker installed, a page comes drawn by the server; offline, the worker’s copy opens', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, AARAV, 'localhost', 'en', { at: '/fees' });
  await serviceWorkerActive(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  for (const path of ['/fees', '/timetable']) {
    const response = (await page.goto(site() + path))!;
    expect(response.fromServiceWorker(), path).toBe(true);
    expect(await response.text(), path).toContain('data-ssr=');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await takenOver(page);
  }
  // Kept for offline reading once its answers are in.
  await expect.poll(async () => Object.values(await keptOffline(page)).flat()).toContain('timetable');

  await context.setOffline(true);
  const offline = (await page.goto(site() + '/timetable'))!;
  expect(offline.fromServiceWorker()).toBe(true);
  expect(await offline.text()).not.toContain('data-ssr=');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^You are offline\. Showing what you saw at \d{2}:\d{2}\.$/ }),
  ).toBeVisible();
  await context.setOffline(false);

  // Signed out, the worker still installed: the sign-in page comes drawn, before its script.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const signIn = (await page.goto(site() + '/'))!;
  expect(signIn.fromServiceWorker()).toBe(true);
  expect(await signIn.text()).toMatch(/<div id="root" data-ssr=""/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a new version of the portal offers a reload, which brings it in', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, AARAV, 'localhost', 'en');
  await serviceWorkerActive(page);
  // A returning user: the page is one the worker controls.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const file = `${WEB_DIST}/sw.js`;
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, `${original}\n// a new version: ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    expect(await a11yPass(page, '.shell-banner--update'), 'update prompt').toEqual([]);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return [registration?.waiting ?? null, registration?.active?.state];
        }),
      )
      .toEqual([null, 'activated']);
  } finally {
    await writeFile(file, original);
  }
});
