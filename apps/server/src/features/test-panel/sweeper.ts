import type { App } from '../../app';
import { closeExpiredAttempts } from './close';

/** How often the server closes attempts whose time ran out, even with no window open. */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Runs closeExpiredAttempts every SWEEP_INTERVAL_MS from the app's start to its close.
 * Reads that depend on it (launch, paper, answers, submit) also close lazily, so the
 * interval only bounds how long a forgotten attempt stays open.
 */
export function startSweeper(app: App): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let closing = false;
  const sweep = async () => {
    if (running || closing) return;
    running = true;
    try {
      const closed = await closeExpiredAttempts(app.database.db, app.clock());
      if (closed > 0) app.log.info({ closed }, 'test panel: closed attempts whose time ran out');
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
