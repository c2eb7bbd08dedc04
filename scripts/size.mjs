// Fails when the JavaScript the sign-in page loads before it is usable exceeds
// the budget. Measured as a person meets it: the built portal served by the real
// server, opened in Chromium. Every script whose request started before the Login
// button appeared counts, gzipped; what the page fetches afterwards (toasts, the
// forgot-password dialog) does not.
//
// Then each screen's own JavaScript (its lazy route chunk and the chunks it imports
// statically that the sign-in page does not load), from the build's manifest: fails
// above SCREEN_BUDGET_KB gzipped for any one screen, or when the PDF viewer, chart.js
// or KaTeX would load with a screen instead of when used (scripts/lib/screen-chunks.mjs).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { screenReport } from './lib/screen-chunks.mjs';
import { CHROMIUM, startServer } from './lib/server.mjs';

const BUDGET_KB = 130;
const SCREEN_BUDGET_KB = 150;
// On a free port: two runs at once (two checkouts) do not collide.
const server = await startServer();
const browser = await chromium.launch(CHROMIUM);
let failed = false;
try {
  const page = await browser.newPage();
  // Notes the moment the portal's Login button works. The page the server drew
  // (src/app/server-render.tsx) has one from the start, which works once the script has hydrated it:
  // that is when #root loses data-ssr (src/app/root-layout.tsx).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Login');
      if (button && !button.closest('[data-ssr]')) {
        window.__usableAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-ssr'],
    });
  });
  await page.goto(server.url + '/', { waitUntil: 'load' });
  await page
    .locator('#root:not([data-ssr])')
    .getByRole('button', { name: 'Login' })
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { usableAt, entries } = await page.evaluate(() => ({
    usableAt: window.__usableAt,
    entries: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, start: e.startTime, type: e.initiatorType })),
  }));
  if (typeof usableAt !== 'number') throw new Error('never saw the Login button being added');
  const before = entries.filter((e) => e.start <= usableAt && /\.m?js(\?|$)/.test(new URL(e.name).pathname));
  const later = entries.filter((e) => e.start > usableAt && /\.m?js(\?|$)/.test(new URL(e.name).pathname));
  const scripts = new Map();
  for (const { name } of before) {
    const body = Buffer.from(await (await fetch(name)).arrayBuffer());
    scripts.set(name, gzipSync(body, { level: 9 }).length);
  }
  for (const { name } of later) console.log(`  (after usable) ${new URL(name).pathname}`);
  const rows = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  for (const [url, size] of rows)
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript for the sign-in page (budget ${BUDGET_KB} KB)`,
  );
  if (rows.length === 0) {
    console.error('No script was loaded: is apps/web/dist built?');
    failed = true;
  } else if (total > BUDGET_KB * 1024) {
    console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
    failed = true;
  }
} finally {
  await browser.close();
  server.stop();
}

// The build the server served (WEB_DIST as the server reads it, else apps/web/dist).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST
  ? resolve(process.env.INIT_CWD || process.cwd(), process.env.WEB_DIST)
  : join(root, 'apps/web/dist');
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(
    `No ${join(dist, '.vite', 'manifest.json')}: build the portal (npm run build -w apps/web) with build.manifest on`,
  );
  failed = true;
} else {
  const { screens, heavy, problems } = screenReport(dist);
  console.log(`\nEach screen's own JavaScript, gzipped (budget ${SCREEN_BUDGET_KB} KB per screen):`);
  for (const { screen, files, bytes } of screens) {
    console.log(
      `${(bytes / 1024).toFixed(1).padStart(7)} KB  ${screen.replace(/^src\/app\/routes\//, '')}  (${files.length} ${files.length === 1 ? 'file' : 'files'})`,
    );
  }
  for (const { name, files } of heavy)
    console.log(`  lazy, loaded when used: ${name} in ${files.join(', ') || '?'}`);
  for (const problem of problems) console.error(problem);
  const over = screens.filter(({ bytes }) => bytes > SCREEN_BUDGET_KB * 1024);
  for (const { screen, bytes } of over) {
    console.error(`${screen} is over budget by ${((bytes - SCREEN_BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  }
  if (screens.length === 0) console.error('No screen found in the manifest');
  if (problems.length > 0 || over.length > 0 || screens.length === 0) failed = true;
}
process.exit(failed ? 1 : 0);
