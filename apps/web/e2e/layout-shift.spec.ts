import { expect, test } from '@playwright/test';
import { signInAs, translation } from './support';

/*
 * Issue 15, "fast everywhere" (CLS <= 0.02): the home screen asks for its banners, Today panel and
 * notices at once, and shows them top down, each once everything above it has its answer, so an
 * answer that comes late never pushes down what is already on the screen (Lighthouse measured a
 * layout shift of 0.39 when each section appeared on its own). Here the Today answer is held back
 * until the notices' answer is in, the slowest order for the screen.
 */

const en = (key: string) => translation('en', 'dashboard', key);

test('the home screen never moves what it shows when a section above answers last', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/portal/today/**', async (route) => {
    await held;
    await route.continue();
  });
  const notices = page.waitForResponse((r) => r.url().includes('/fetchAnnouncementForStudent/') && r.ok());

  await signInAs(page, 'aarav@greenfield.test');
  await notices;
  const main = page.locator('#main');
  // The notices are in, but the Today panel above them is not: they wait, a loader holds the place.
  await expect(main.getByRole('region', { name: 'Hello, Aarav Sharma!' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(main.getByRole('region', { name: en('today.title') })).toHaveCount(0);
  await expect(main.getByRole('region', { name: en('announcements.title_school') })).toHaveCount(0);
  // Shifts from here on are the screen's own (the sign-in page's are gone with it).
  await page.evaluate(() => ((window as unknown as { layoutShifts: number[] }).layoutShifts.length = 0));

  release();
  await expect(main.getByRole('region', { name: en('today.title') })).toBeVisible();
  const board = main.getByRole('region', { name: en('announcements.title_school') });
  await expect(board).toBeVisible();
  await expect(board.locator('.home-notice__title').first()).toBeVisible();
  // Let the browser report the frames it has drawn since (two animation frames).
  const total = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
            ),
          ),
        ),
      ),
  );
  expect(total).toBeLessThanOrEqual(0.02);
});
