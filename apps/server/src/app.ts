import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { assertSchemaCurrent, prepareDatabase } from './db/migrate';
import { assignmentsRoutes } from './features/assignments/routes';
import { authRoutes } from './features/auth/routes';
import { documentsRoutes } from './features/documents/routes';
import { liveClassesRoutes } from './features/live-classes/routes';
import { productFileRoutes } from './features/media/product-file-routes';
import { mediaRoutes } from './features/media/routes';
import { videoServiceRoutes } from './features/media/video-service-routes';
import { studyMaterialRoutes } from './features/study-material/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { eventsRoutes } from './features/events/routes';
import { feesRoutes } from './features/fees/routes';
import { importRoutes } from './features/import/routes';
import { productTestRoutes } from './features/exams/product-routes';
import { examsRoutes } from './features/exams/routes';
import { messagesRoutes } from './features/messages/routes';
import { productsRoutes } from './features/products/routes';
import { profileRoutes } from './features/profile/routes';
import { pwaRoutes } from './features/pwa/routes';
import { reportsRoutes } from './features/reports/routes';
import { scorePanelRoutes } from './features/reports/score-panel-routes';
import { shellRoutes } from './features/shell/routes';
import { ssoRoutes } from './features/sso/routes';
import { testPanelRoutes } from './features/test-panel/routes';
import { timetableRoutes } from './features/timetable/routes';
import { servicePath } from './lib/service-path';
import { OutboxSmsSender } from './lib/sms/outbox';
import { HttpSmsSender } from './lib/sms/http';
import { UnavailableSmsSender, type SmsSender } from './lib/sms/sender';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDatabase } from './plugins/db';
import { registerReplica } from './plugins/replica';
import { frameworkError, registerErrorHandling } from './plugins/errors';
import { registerFiles } from './plugins/files';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerShutdown } from './plugins/shutdown';
import { registerTenant } from './plugins/tenant';
import { registerWeb } from './plugins/web';
import { createStorage, type FileStorage } from './lib/storage';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; tests may replace it. */
    clock(): Date;
    /** Where text messages (new passwords) go. */
    sms: SmsSender;
    /** Every registered route and the token it takes (the access matrix test walks it). */
    routeTable: readonly RouteEntry[];
    /** Where documents, study files, recordings and uploads are kept. */
    storage: FileStorage;
  }
}

/** A registered route; auth: its onRequest token check ('other': a route's own, e.g. the panel's; 'none'). */
export interface RouteEntry {
  method: string;
  url: string;
  auth: 'student' | 'examdesk' | 'scorecard' | 'other' | 'none';
  /** The route's declared input schemas (zod), for tests that build hostile input from them. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

export interface BuildAppOptions {
  config?: Config;
  /** An open, migrated database the caller keeps ownership of (tests, bench); else opened from config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  /** A text-message gateway; default: the one named by config.smsSender. */
  sms?: SmsSender;
  /** File storage; default: disk under config.dataDir. */
  storage?: FileStorage;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Shutdown (plugins/shutdown.ts): idle keep-alive connections close at once, busy ones once
    // answered, and a request read while closing gets its normal answer, not a bare 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    const auth: RouteEntry['auth'] = hooks.includes(app.authenticate)
      ? 'student'
      : hooks.includes(app.authenticateExamDesk)
        ? 'examdesk'
        : hooks.includes(app.authenticateScorecard)
          ? 'scorecard'
          : hooks.length > 0
            ? 'other'
            : 'none';
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, auth, schema: route.schema });
    }
  });

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase(config);
    try {
      // Production on PostgreSQL migrates in a step of its own (docs/operations.md) and only checks here.
      if (config.migrateOnStart)
        await prepareDatabase(database, { ssoSecret: config.ssoSeedSecret, now: app.clock() });
      else await assertSchemaCurrent(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  registerErrorHandling(app);
  registerShutdown(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerOpenApi(app);
  registerDatabase(app, database, { closeOnShutdown: ownsDatabase });
  registerReplica(app, database, config.databaseReplicaUrl);
  registerTenant(app);
  app.decorate('sms', options.sms ?? smsSenderOf(config, database, app.log));
  app.decorate('storage', options.storage ?? createStorage(config));
  registerAuth(app);
  await registerFiles(app);
  await app.register(authRoutes);
  await app.register(shellRoutes);
  await app.register(pwaRoutes);
  await app.register(profileRoutes);
  await app.register(ssoRoutes);
  await app.register(dashboardRoutes);
  await app.register(messagesRoutes);
  await app.register(eventsRoutes);
  await app.register(timetableRoutes);
  await app.register(reportsRoutes);
  await app.register(liveClassesRoutes);
  await app.register(documentsRoutes);
  await app.register(studyMaterialRoutes);
  await app.register(mediaRoutes);
  await app.register(assignmentsRoutes);
  await app.register(feesRoutes);
  await app.register(importRoutes);
  // The spec's "other base addresses", each mounted where the config says.
  const { examDesk, productApi, testPanel, scorePanel, video } = config.services;
  await app.register(examsRoutes, { prefix: servicePath(examDesk) });
  await app.register(productTestRoutes, { prefix: servicePath(productApi) });
  await app.register(productsRoutes, { prefix: servicePath(productApi) });
  await app.register(productFileRoutes, { prefix: servicePath(productApi) });
  await app.register(testPanelRoutes, { prefix: servicePath(testPanel) });
  await app.register(scorePanelRoutes, { prefix: servicePath(scorePanel) });
  await app.register(videoServiceRoutes, { prefix: servicePath(video) });
  // The panels' pages are the portal's; only their /api calls are not.
  await registerWeb(app, config.webDist, [`${servicePath(testPanel)}/api`, `${servicePath(scorePanel)}/api`]);
  return app;
}

function smsSenderOf(config: Config, database: Database, log: FastifyBaseLogger): SmsSender {
  switch (config.smsSender) {
    case 'outbox':
      return new OutboxSmsSender(database.db, log);
    case 'http':
      // config.ts refuses SMS_SENDER=http without SMS_GATEWAY_URL.
      return new HttpSmsSender(config.smsGateway!);
    case 'none':
      return new UnavailableSmsSender();
  }
}
