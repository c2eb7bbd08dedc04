import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { PINNED_MOMENT } from './e2e/moment';

// E2E_PORT lets two runs (say, two checkouts) go side by side; each gets its own database folder.
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Absolute: the server reads a relative DATA_DIR against the folder npm started in (INIT_CWD),
// which under `npm test` is not this one; the fresh database must be the one removed here.
const DATA_DIR = fileURLToPath(new URL(`../../.e2e-data/${PORT}`, import.meta.url));
/**
 * Greenfield's promo pop-up opens on the first login in a browser, and every test starts a
 * fresh browser: the tests of other screens start as a browser that has seen it.
 * e2e/dashboard.spec.ts starts from an empty browser to test the pop-up itself.
 */
const PROMO_SEEN = {
  cookies: [],
  origins: ['localhost', '127.0.0.1', 'greenfield.localhost'].map((host) => ({
    origin: `http://${host}:${PORT}`,
    localStorage: [{ name: 'already_logged_in', value: 'true' }],
  })),
};
/**
 * Tiers (docs/testing.md): `npm test` runs the walk (tests tagged @walk: every screen with its main
 * action); E2E_TIER=full (`npm run test:full`, CI) runs every browser test. E2E_MOMENTS=1 runs
 * e2e/moments.spec.ts alone, at the moment E2E_NOW names (scripts/e2e-moments.mjs).
 */
const FULL = process.env.E2E_TIER === 'full';
const MOMENTS = Boolean(process.env.E2E_MOMENTS);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser tests drive the real built portal served by the real server on a
 * freshly seeded embedded database, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './e2e',
  // Ceilings, not waits: a newcomer's laptop is never idle (the suite is checked with two
  // CPU-bound processes beside it), and every step waits for what the user waits for.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a screencast of every test, which costs as much CPU as the test itself: E2E_TRACE=1 keeps
    // the failures' traces (CI prints the log only, so it does not record them).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    storageState: PROMO_SEEN,
    // The portal's service worker precaches every file of the build (issue 15): a fresh browser per
    // test would fetch them all each time. Only e2e/offline.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  grep: FULL || MOMENTS ? undefined : /@walk/,
  projects: MOMENTS
    ? [{ name: 'moments', testMatch: /moments\.spec\.ts/, use: { ...devices['Desktop Chrome'] } }]
    : [
        {
          name: 'portal',
          testIgnore: /(throttle|forgot-password|test-panel|moments)\.spec\.ts/,
          use: { ...devices['Desktop Chrome'] },
        },
        // Taking tests changes what My Exam shows (a submitted mock test leaves the list, a started
        // one offers Resume): the test panel's tests run once the screens that read them are done.
        {
          name: 'panel',
          testMatch: /test-panel\.spec\.ts/,
          dependencies: ['portal'],
          use: { ...devices['Desktop Chrome'] },
        },
        // Failed sign-ins are throttled per address. This project's browser is a client behind the
        // trusted local proxy (the server believes X-Forwarded-For from loopback only), so it has
        // its own address, counts from zero and cannot lock the other tests out. It runs after the
        // others (portal, then panel), so forgot-password, which gives demo accounts new passwords, runs here too.
        {
          name: 'throttle',
          testMatch: /(throttle|forgot-password)\.spec\.ts/,
          dependencies: ['panel'],
          use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } },
        },
      ],
  // A signed-in screen is drawn by the server within 10 s here (1.5 s by default, then the page goes
  // without it): on a busy machine every test gets the same page.
  webServer: {
    command: `node ../server/scripts/build.mjs > /dev/null && rm -rf '${DATA_DIR}' && PORT=${PORT} HOST=0.0.0.0 DATA_DIR='${DATA_DIR}' DATABASE_URL= CLOCK_START='${PINNED_MOMENT}' SERVER_DRAW_TIMEOUT_MS=10000 node ../server/dist/server.js`,
    url: `http://localhost:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
