import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../app';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The server's clock (CLOCK_START pins it for tests and demos), ISO 8601 in UTC. */
  time: z.string(),
});
const HEALTH_TIMEOUT_MS = 2000;

async function ping(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    const answer = database.db.execute(sql`select 1`).then(() => true);
    return await Promise.race([answer, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the database available as app.database and answers GET /health. */
export function registerDatabase(app: App, database: Database, options: { closeOnShutdown: boolean }): void {
  app.decorate('database', database);
  if (options.closeOnShutdown) app.addHook('onClose', () => database.close());

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const time = app.clock().toISOString();
      if (await ping(database)) return { status: 'ok' as const, time };
      return reply.code(503).send({ status: 'unavailable' as const, time });
    },
  );
}
