import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './server.mjs';

/*
 * The measuring scripts' server (npm run size, npm run lighthouse): on a free port each time. With
 * a fixed one (size.mjs's 8191, the helper's 8190), a second run beside the first (another
 * checkout) met the first's server: its own failed to start, or it measured the other's build.
 */

/** Listens on `port` as another run's server would (already taken: someone is there anyway). */
async function occupy(port) {
  const other = createServer().listen(port, '127.0.0.1');
  await new Promise((resolve) => other.once('listening', resolve).once('error', resolve));
  return other;
}

let stop = () => undefined;
afterEach(() => stop());

describe('startServer', () => {
  it('takes a free port: not one another run holds', async () => {
    const others = await Promise.all([8190, 8191].map(occupy));
    try {
      const server = await startServer();
      stop = server.stop;
      expect([8190, 8191]).not.toContain(server.port);
      expect((await fetch(`${server.url}/health`)).ok).toBe(true);
    } finally {
      for (const other of others) other.close();
    }
  }, 180_000);
});
