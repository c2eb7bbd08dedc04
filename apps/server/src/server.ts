import { buildApp } from './app';
import { loadConfig } from './config';
import { realNow } from '@portal/shared/time/shift';
import { startConfiguredClock } from './lib/clock';
import { requestForLog } from './lib/log-redact';
import { ORPHAN_AGE_MS, sweepNodeUploads, sweepOrphanUploads } from './lib/storage/orphans';

const config = loadConfig();
startConfiguredClock(config);

async function main(): Promise<void> {
  const app = await buildApp({
    config,
    // Keys and tokens in addresses (test panel launch, calendar feed, SSO, auto-login) never reach the log.
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  // Files a killed server wrote but never recorded (a save writes its files, then its rows). At
  // start, this node's own (its half-written files, the uploads it noted and never recorded);
  // then every hour, any node's older than an hour (other nodes' may be in flight until then). By the
  // machine's own clock, which stamps the files, even when CLOCK_START has moved the portal's.
  const sweep = async () => {
    const swept = await sweepOrphanUploads(app.database.db, app.storage, realNow());
    if (swept.length > 0) app.log.warn({ files: swept.length }, 'removed files left by interrupted uploads');
  };
  const own = await sweepNodeUploads(app.database.db, app.storage, config.nodeId, realNow());
  if (own.length > 0)
    app.log.warn({ files: own.length, node: config.nodeId }, 'removed uploads this node left unrecorded');
  await sweep();
  const sweeper = setInterval(
    () => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweep failed')),
    ORPHAN_AGE_MS,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite in ${config.dataDir}`, webDist: config.webDist },
    'portal server ready',
  );
}

main().catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
