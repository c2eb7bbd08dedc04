import { request, test as base, type BrowserContext } from '@playwright/test';
import { shiftClock } from '@portal/shared/time/shift';
import { Sessions, useSessions } from './sessions';
import { site } from './site';

export * from '@playwright/test';

export { PINNED_MOMENT } from './moment';

/** How far the server's clock is from this machine's, read once per worker from /health. */
async function serverOffset(): Promise<number> {
  const api = await request.newContext();
  try {
    const sent = Date.now();
    const answer = await api.get(site() + '/health');
    const { time } = (await answer.json()) as { time: string };
    return Date.parse(time) - (sent + Date.now()) / 2;
  } finally {
    await api.dispose();
  }
}

let offset = 0;

/** Pages of a browser context read the server's clock (a context made by hand needs this). */
export async function pinClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(shiftClock, offset);
}

/**
 * Playwright's test with the product's one clock: each worker (and so every `new Date()` a test
 * computes an expectation with) and every page read the server's pinned clock, which runs at real
 * speed from PINNED_MOMENT. Timers are not faked: `page.clock` only where a test moves time on purpose.
 */
export const test = base.extend<object, { pinnedClock: number; sessions: Sessions }>({
  pinnedClock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      shiftClock(0);
      offset = await serverOffset();
      shiftClock(offset);
      await use(offset);
      shiftClock(0);
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * Each demo account signed in once per worker through the login call, its session opened
   * directly by signInAs (e2e/sessions.ts); after the clock, so the sessions' login day is the
   * pinned one.
   */
  sessions: [
    async ({ pinnedClock }, use) => {
      void pinnedClock;
      const sessions = await Sessions.start();
      useSessions(sessions);
      await use(sessions);
      useSessions(undefined);
      await sessions.dispose();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, pinnedClock }, use) => {
    await context.addInitScript(shiftClock, pinnedClock);
    await use(context);
  },
});
