import { expect, PINNED_MOMENT, test, type Page, type Response } from './fixtures';
import type { TodayResult } from '@portal/shared/today/schema';
import { signInAs, site, translation } from './support';

/*
 * Day boundaries in the browser. scripts/e2e-moments.mjs runs this file once per moment (E2E_NOW:
 * 23:50 on a Sunday in India, 00:02 on the Monday after, the 3rd of a month, a holiday, the last
 * evening of an academic year), each on a server seeded at that moment. What a real school shows
 * then is what the demo must show: the day is the institute's, a weekly off or a holiday has no
 * classes, and every screen agrees with the server on which day it is.
 */

const ZONE = 'Asia/Kolkata';
const AARAV = 'aarav@greenfield.test';
const dayIn = (moment: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(moment);
const DAY = dayIn(new Date(PINNED_MOMENT));
const SUNDAY = new Date(`${DAY}T00:00:00Z`).getUTCDay() === 0;
const en = (ns: string, key: string) => translation('en', ns, key);
const dayCell = (page: Page, date: string) => page.locator(`[role="gridcell"][data-date="${date}"]`);

const isToday = (r: Response) =>
  r.request().method() === 'GET' && r.url().endsWith('/api/v1/portal/today/1001') && r.ok();

test.describe(`the day at ${PINNED_MOMENT}`, () => {
  test('the server, the page and the test read one clock, started at the moment', async ({
    page,
    request,
  }) => {
    const { time } = (await (await request.get(site() + '/health')).json()) as { time: string };
    const server = Date.parse(time);
    // The clock runs on from the moment at real speed: this run is minutes old.
    expect(server).toBeGreaterThanOrEqual(Date.parse(PINNED_MOMENT));
    expect(server - Date.parse(PINNED_MOMENT)).toBeLessThan(30 * 60_000);
    expect(Math.abs(Date.now() - server)).toBeLessThan(5_000);
    await page.goto(site() + '/');
    const seen = await page.evaluate(() => Date.now());
    expect(Math.abs(seen - Date.now())).toBeLessThan(5_000);
  });

  test("Today and the timetable open on the institute's day; a weekly off or a holiday has no classes", async ({
    page,
  }) => {
    const answer = page.waitForResponse(isToday);
    await signInAs(page, AARAV);
    const today = ((await (await answer).json()) as { result: TodayResult }).result;
    expect(today.date).toBe(dayIn(new Date()));
    const closed = SUNDAY || today.events.some((event) => event.event_type === 1);
    // The runner says what the day is (scripts/e2e-moments.mjs); a moment named by hand may not.
    if (process.env.E2E_DAY) expect(closed ? 'closed' : 'open').toBe(process.env.E2E_DAY);
    const panel = page.getByRole('region', { name: en('dashboard', 'today.title') });
    const classes = panel.getByRole('list', { name: en('dashboard', 'today.groups.classes'), exact: true });
    if (closed) {
      expect(today.classes).toEqual([]);
      await expect(classes).toHaveCount(0);
    } else {
      expect(today.classes.length).toBeGreaterThan(0);
      await expect(classes.getByRole('listitem')).toHaveCount(today.classes.length);
    }

    await page.goto(site() + '/timetable');
    const cell = dayCell(page, today.date);
    await expect(cell).toHaveAttribute('aria-current', 'date');
    await cell.click();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: en('timetable', 'list.showAll') })).toBeVisible();
    await expect(
      page
        .getByRole('heading', { level: 3 })
        .first()
        .or(page.getByText(en('timetable', 'empty.month'))),
    ).toBeVisible();
    // Periods only on open days (the demo's live classes sit around the moment, whatever the day).
    const periods = page.locator('li.tt-card--class');
    if (closed) await expect(periods).toHaveCount(0);
    else await expect(periods.first()).toBeVisible();
  });
});
