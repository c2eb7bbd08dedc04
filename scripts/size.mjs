// Fails when the JavaScript the sign-in page loads before it is usable exceeds
// the budget. Measured as a person meets it: the built portal served by the real
// server, opened in Chromium. Every script whose request started before the Login
// button appeared counts, gzipped; what the page fetches afterwards (toasts, the
// forgot-password dialog) does not.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server.mjs';

const BUDGET_KB = 130;
const server = await startServer({ port: 8191 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  const page = await browser.newPage();
  // Notes the moment the Login button enters the page, before any effect runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Login');
      if (button) {
        window.__usableAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server.url + '/', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { usableAt, entries } = await page.evaluate(() => ({
    usableAt: window.__usableAt,
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, type: e.initiatorType })),
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
  for (const [url, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript for the sign-in page (budget ${BUDGET_KB} KB)`);
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
process.exit(failed ? 1 : 0);
