import { buildApp } from './app';
import { loadConfig } from './config';
import { requestForLog } from './lib/log-redact';

const config = loadConfig();

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
