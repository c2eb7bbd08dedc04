import net from 'node:net';
import { expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app';

/** Whether a new TCP connection to the port is refused (nobody listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

it('closing lets a request in flight finish (then the database closes), refuses new ones, and does not wait for keep-alive', async () => {
  const events: string[] = [];
  const t = await createTestApp({
    beforeReady: (app) => {
      app.get('/test-only/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The database is still open while the request runs.
        const [row] = await app.database.db.query.institutes.findMany({ columns: { id: true }, limit: 1 });
        events.push('answered');
        return { id: row?.id };
      });
      app.addHook('onClose', async () => {
        events.push('closed');
      });
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // fetch keeps its connection alive, as browsers do.
    const inFlight = fetch(`${address}/test-only/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closing = t.app.close();
    // The listener closes (once the connections already queued are accepted) while the request runs.
    const port = Number(new URL(address).port);
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 10 });
    expect(events).toEqual([]);
    const late = await fetch(`${address}/test-only/slow`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(late).toBe('refused');
    expect(await inFlight).toEqual({ status: 200, body: { id: 1 } });
    await closing;
    expect(events).toEqual(['answered', 'closed']);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await t.database.close();
  }
});
