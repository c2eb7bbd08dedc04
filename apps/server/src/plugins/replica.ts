import type { App } from '../app';
import { openPostgres, type Database, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where read-only calls read: a replica when DATABASE_REPLICA_URL is set, else the main
     * database. Only routes that never write may use it (a replica refuses writes; the report
     * calls are tested against a read-only user). Rows there may lag the primary by the
     * replication delay, which prepared results published minutes apart tolerate.
     */
    readDb: Db;
  }
}

/** Decorates app.readDb; a replica's pool closes with the app. */
export function registerReplica(app: App, database: Database, replicaUrl: string | undefined): void {
  if (!replicaUrl) {
    app.decorate('readDb', database.db);
    return;
  }
  // The same pool limits as the main database: a busy replica answers 503 with Retry-After too.
  const replica = openPostgres(replicaUrl, {
    size: app.config.databasePoolSize,
    connectionWaitMs: app.config.databaseConnectionWaitMs,
    statementTimeoutMs: app.config.databaseStatementTimeoutMs,
  });
  app.decorate('readDb', replica.db);
  app.addHook('onClose', () => replica.close());
}
