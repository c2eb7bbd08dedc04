// Lighthouse (mobile profile, simulated throttling) on the screens a student opens most:
// the sign-in page signed out, then the dashboard, timetable, exam reports and fees signed
// in as Aarav. Prints performance, accessibility and best-practices scores with LCP, TBT and
// CLS per page against the targets of issue 15, and the audits that cost points.
//
// Prints only: it exits 0 whatever the numbers (timings are noisy on a shared machine, so CI
// must not fail on them) and 1 only when Lighthouse could not measure any page.
//
// How it signs in: one Chromium with one profile, driven by playwright-core (as scripts/size.mjs
// and the browser tests do) and opened to Lighthouse on a DevTools port. Playwright types into
// the real login form; the session it leaves in the profile's localStorage is the one the tabs
// Lighthouse opens in the same profile find. Lighthouse's own storage reset would wipe that
// session, so it is turned off, and the script clears instead everything but localStorage and
// cookies before each page (HTTP cache, service worker and its caches, IndexedDB): each page
// is measured as a signed-in person opening it in a browser with nothing cached.
//
// One signed-in page is measured a second way, as a returning visitor opens it (the row
// "<page>, returning", beside the first visit): the portal's service worker installed and
// controlling the site, the browser's cache and the worker's copy of the app kept. The page
// itself still comes from the server (apps/web/src/sw.ts), which is what that row measures.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, startServer } from './lib/server.mjs';

const LOGIN = 'aarav@greenfield.test';
const PASSWORD = 'demo1234';
const TARGETS = { performance: 95, accessibility: 100, lcp: 1500, tbt: 100, cls: 0.02 };
const PAGES = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'timetable', path: '/timetable', signedIn: true },
  { name: 'exam reports', path: '/report', signedIn: true },
  { name: 'exam report', path: '/report?test=9018', signedIn: true },
  { name: 'fees', path: '/fees', signedIn: true },
];
/** The page also measured as a returning visitor opens it, with the service worker installed. */
const RETURNING = 'timetable';
/** LIGHTHOUSE_PAGES=sign-in,fees measures those pages only (names as above, spaces as dashes). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/**
 * LIGHTHOUSE_RUNS=3 measures each page three times and prints the run with the median performance
 * score, with the lowest and highest score beside it (one run by default, as in CI: a page's score
 * moves by ten points from run to run on a busy machine).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
/** Past this the remaining pages are skipped and what was measured is printed. */
const DEADLINE_MS = 6 * 60_000 * RUNS;
/** LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (JSON) there, to see what an audit found. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Everything a visitor's browser may hold for the site but the session and cookies. */
const CLEARED = 'cache_storage,service_workers,indexeddb,file_systems,shader_cache,websql';

const started = Date.now();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Empties the browser's HTTP cache and the site's storage, keeping localStorage and cookies. */
async function clearCaches(context, origin) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED });
  } finally {
    await page.close();
  }
}

/**
 * A returning visitor's browser: opens the page as the visitor would until the portal's service
 * worker (registered once the page has settled) is active, then opens it again under the worker
 * and checks that the page still came drawn by the server.
 */
async function installServiceWorker(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.evaluate(() => {
      const active = (async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        if (worker.state !== 'activated')
          await new Promise((resolve) =>
            worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
          );
      })();
      const late = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no service worker within 60 s')), 60_000),
      );
      return Promise.race([active, late]);
    });
    const response = await page.reload();
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled || !response?.fromServiceWorker())
      throw new Error('the service worker does not control the page');
    if (!(await response.text()).includes('data-ssr='))
      throw new Error('under the service worker the page did not come drawn by the server');
  } finally {
    await page.close();
  }
}

async function signIn(context, url) {
  const page = await context.newPage();
  try {
    // The first-login promo pop-up is for a browser's first sign-in only: this is a returning user.
    await page.goto(url + '/');
    await page.evaluate(() => localStorage.setItem('already_logged_in', 'true'));
    await page.getByLabel('Email or Phone Number').fill(LOGIN);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page.locator('#main').waitFor({ state: 'visible', timeout: 60_000 });
  } finally {
    await page.close();
  }
}

/** The audits of a category that did not pass: "id", "id 50" when scored in steps, "(unscored)" when weighing nothing. */
function misses(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .filter(({ audit }) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map(({ weight, audit }) => {
      const score = audit.scoreDisplayMode === 'binary' ? '' : ` ${Math.round(audit.score * 100)}`;
      return `${audit.id}${score}${weight > 0 ? '' : ' (unscored)'}`;
    });
}

function measure(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpElement: lcpElement?.snippet,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failing: {
      accessibility: misses(lhr, 'accessibility'),
      'best-practices': misses(lhr, 'best-practices'),
    },
  };
}

const mark = (met) => (met ? 'ok' : 'MISS');
function printTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'];
  const lines = rows.map(({ name, result, error }) => {
    if (error) return [name, `error: ${error}`, '', '', '', '', ''];
    const r = result;
    return [
      name,
      `${r.performance} ${mark(r.performance >= TARGETS.performance)}${r.range ? ` (${r.range})` : ''}`,
      `${r.accessibility} ${mark(r.accessibility >= TARGETS.accessibility)}`,
      `${r.bestPractices}`,
      `${(r.lcp / 1000).toFixed(2)} s ${mark(r.lcp <= TARGETS.lcp)}`,
      `${Math.round(r.tbt)} ms ${mark(r.tbt <= TARGETS.tbt)}`,
      `${r.cls.toFixed(3)} ${mark(r.cls <= TARGETS.cls)}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) console.log(format(line));
  console.log(
    `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `LCP <= ${TARGETS.lcp / 1000} s, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}`,
  );
  // The CPU slowdown is relative to this machine: Lighthouse's 4x stands for a mid-tier phone when
  // run on a high-end desktop (its throttling guide: benchmarkIndex 1500-2000; 1000-1500 is a
  // low-end desktop, for which it advises 2x). On a slower or busier machine TBT reads high.
  const indexes = rows.map(({ result }) => result?.benchmarkIndex).filter((index) => index > 0);
  if (indexes.length > 0) {
    const low = Math.round(Math.min(...indexes));
    const high = Math.round(Math.max(...indexes));
    console.log(
      `this machine's CPU: Lighthouse benchmarkIndex ${low === high ? low : `${low}–${high}`} ` +
        `(CPU slowed 4x, meant for an index of 1500–2000: below that TBT reads high)`,
    );
  }
  for (const { name, result } of rows) {
    if (!result) continue;
    for (const [category, ids] of Object.entries(result.failing)) {
      if (ids.length > 0) console.log(`  ${name}: ${category} audits not passed: ${ids.join(', ')}`);
    }
    if (result.lcp > TARGETS.lcp && result.lcpElement)
      console.log(`  ${name}: LCP element ${result.lcpElement}`);
  }
}

// The build the server serves (WEB_DIST as the server reads it, else apps/web/dist).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST
  ? resolve(process.env.INIT_CWD || process.cwd(), process.env.WEB_DIST)
  : join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`Lighthouse could not run: no ${join(dist, 'index.html')} (build the portal: npm run build)`);
  process.exit(1);
}

const rows = [];
let server;
let context;
let userDataDir;
try {
  server = await startServer({ port: Number(process.env.LIGHTHOUSE_SERVER_PORT ?? 8193) });
  const debugPort = await freePort();
  userDataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM.executablePath,
    headless: true,
    args: [...CHROMIUM.args, `--remote-debugging-port=${debugPort}`],
  });
  const flags = {
    port: debugPort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The session lives in localStorage: clearCaches() empties the rest instead.
    disableStorageReset: true,
  };
  let signedIn = false;
  // Each page from an empty browser; RETURNING once more right after, with the service worker.
  const visits = PAGES.filter(({ name }) => !ONLY || ONLY.includes(name.replace(/ /g, '-'))).flatMap(
    (page) =>
      page.name === RETURNING
        ? [
            { page, name: page.name, returning: false },
            { page, name: `${page.name}, returning`, returning: true },
          ]
        : [{ page, name: page.name, returning: false }],
  );
  for (const { page, name, returning } of visits) {
    if (Date.now() - started > DEADLINE_MS) {
      rows.push({ name, error: 'skipped: out of time' });
      continue;
    }
    try {
      if (page.signedIn && !signedIn) {
        await signIn(context, server.url);
        signedIn = true;
      }
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        if (returning) await installServiceWorker(context, server.url + page.path);
        else await clearCaches(context, server.url);
        const pageStarted = Date.now();
        const runnerResult = await lighthouse(server.url + page.path, flags);
        const lhr = runnerResult?.lhr;
        if (!lhr) throw new Error('no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const finalUrl = new URL(lhr.finalDisplayedUrl);
        if (finalUrl.pathname + finalUrl.search !== page.path) {
          throw new Error(`ended on ${finalUrl.pathname}${finalUrl.search}, not ${page.path}`);
        }
        runs.push({ lhr, result: measure(lhr) });
        console.log(
          `measured ${name} (${page.path})${RUNS > 1 ? ` run ${run}/${RUNS}` : ''} in ` +
            `${((Date.now() - pageStarted) / 1000).toFixed(0)} s`,
        );
      }
      // The run with the median performance score, whole (its LCP, TBT and CLS belong together).
      runs.sort((a, b) => a.result.performance - b.result.performance);
      const { lhr, result } = runs[Math.floor((runs.length - 1) / 2)];
      if (RUNS > 1) result.range = `${runs[0].result.performance}–${runs.at(-1).result.performance}`;
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      }
      rows.push({ name, result });
    } catch (error) {
      rows.push({
        name,
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
      });
      console.error(`${name}: ${error instanceof Error ? error.stack : error}`);
    }
  }
} catch (error) {
  console.error(`Lighthouse could not run: ${error instanceof Error ? error.stack : error}`);
} finally {
  await context?.close().catch(() => {});
  server?.stop();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
}

console.log('');
if (rows.length > 0) printTable(rows);
console.log(
  `\nLighthouse took ${((Date.now() - started) / 1000).toFixed(0)} s (scores are printed, never enforced).`,
);
process.exit(rows.some((row) => row.result) ? 0 : 1);
