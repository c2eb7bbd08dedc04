import { lt } from 'drizzle-orm';
import type { App } from '../../app';
import { panelLaunchKeys, panelTokens } from '../../db/schema';
import { purgeExpiredSessions } from '../../lib/sessions';
import { purgeOldFailures } from '../../lib/throttle';
import { purgeScoreCards } from '../reports/score-card';
import { closeExpiredAttempts } from './close';

/** How often the server closes attempts whose time ran out, even with no window open. */
export const SWEEP_INTERVAL_MS = 15_000;
/**
 * Every this many sweeps, expired launch keys, panel tokens and sessions, and sign-in failures
 * past their window, are deleted (about every 10 minutes).
 */
const PURGE_EVERY = 40;

/**
 * Runs closeExpiredAttempts every SWEEP_INTERVAL_MS from the app's start to its close.
 * Reads that depend on it (launch, paper, answers, submit) also close lazily, so the
 * interval only bounds how long a forgotten attempt stays open.
 */
export function startSweeper(app: App): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let closing = false;
  let sweeps = 0;
  const sweep = async () => {
    if (running || closing) return;
    running = true;
    try {
      const now = app.clock();
      const closed = await closeExpiredAttempts(app.database.db, now);
      if (closed > 0) app.log.info({ closed }, 'test panel: closed attempts whose time ran out');
      if (++sweeps % PURGE_EVERY === 0) {
        await app.database.db.delete(panelLaunchKeys).where(lt(panelLaunchKeys.expiresAt, now));
        await app.database.db.delete(panelTokens).where(lt(panelTokens.expiresAt, now));
        await purgeScoreCards(app.database.db, now);
        await purgeExpiredSessions(app.database.db, now);
        await purgeOldFailures(app.database.db, now);
      }
    } catch (error) {
      if (!closing) app.log.error({ err: error }, 'test panel: the time-out sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
  });
}
