import { expect, it } from 'vitest';
import { createTestApp } from '../test/app';

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
    const late = await fetch(`${address}/test-only/slow`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(await inFlight).toEqual({ status: 200, body: { id: 1 } });
    await closing;
    expect(late).toBe('refused');
    expect(events).toEqual(['answered', 'closed']);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await t.database.close();
  }
});
