// Fails when the JavaScript the sign-in page loads before it is usable exceeds
// the budget. Measured as a person meets it: the built portal served by the real
// server, opened in Chromium; every script fetched until the Login button is
// ready counts, gzipped.
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
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a response without a body (redirect) carries no script
    }
  });
  await page.goto(server.url + '/', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
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
