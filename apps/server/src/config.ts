import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_BODY_ESCAPES, SMS_GATEWAY_DEFAULTS, type SmsGatewayConfig } from './lib/sms/http';

/**
 * The repository root: the nearest folder above this module holding apps/server/package.json
 * (apps/server/src when run from source, apps/server/dist when compiled).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No repository above ${from}`);
  }
}
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');

/**
 * Base addresses of the services the spec lists beside the main API (section 7).
 * Later issues implement them on this same server; until then they are only declared.
 */
export interface ServiceUrls {
  productApi: string;
  examDesk: string;
  testPanel: string;
  scorePanel: string;
  video: string;
  sso: string;
}

/**
 * The secret the seed gives every demo institute for issuing single sign-on links
 * (POST /prod/ext/sso/token); `npm run sso-link` sends it. A real deployment sets
 * its own per institute (institutes.sso_secret_hash holds its sha256).
 */
export const DEMO_SSO_SECRET = 'demo-sso-secret';

/**
 * The PostgreSQL pool's settings unless configured (docs/operations.md): a request waits at most
 * 800 ms for a connection, so a refusal (503, Retry-After) reaches the client within a second.
 */
export const POOL_DEFAULTS = { size: 10, connectionWaitMs: 800, statementTimeoutMs: 5000 } as const;

/**
 * How text messages leave: `outbox` writes them to the sms_outbox table (the demo), `http` sends
 * them to the SMS_GATEWAY_URL gateway, `none` sends nothing (Forgot Password then says so).
 */
export const SMS_SENDERS = ['outbox', 'http', 'none'] as const;
export type SmsSenderKind = (typeof SMS_SENDERS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploaded and shared files (and profile photos) live. Unset: on disk under `${dataDir}/files`,
   * for one server process. Several processes share an S3-compatible bucket instead:
   * `s3://[key:secret@]<bucket>[/<prefix>]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true`
   * (every part but the bucket optional; region defaults to us-east-1, forcePathStyle to true when an
   * endpoint is given). Credentials: the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
   * a profile, an instance role) unless the URL carries key:secret, a convenience for local servers.
   * Checked when the app is built (lib/storage/url.ts): a bad URL stops the start with a clear message.
   */
  storageUrl: string | undefined;
  /**
   * This server process among those sharing the database and storage (NODE_ID; default: the host
   * name and PORT, stable across restarts). It names the node's record of uploads in progress,
   * which the node settles when it starts (lib/storage/orphans.ts): two live processes must not
   * share one. Letters, digits, '-' and '_' (others become '-').
   */
  nodeId: string;
  /** PostgreSQL server; when absent an embedded PGlite database lives in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /**
   * A read replica of DATABASE_URL (or the same server with a read-only user): the calls that
   * only read prepared results (the two report calls) use it; absent, they use DATABASE_URL.
   */
  databaseReplicaUrl: string | undefined;
  /** PostgreSQL: connections each server process keeps at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * PostgreSQL: how long a statement waits for a pooled connection (or a new one to open) before
   * its request answers 503 with Retry-After (DATABASE_CONNECTION_WAIT_MS): on a busy day the
   * pool fails fast instead of queueing requests until their clients give up.
   */
  databaseConnectionWaitMs: number;
  /**
   * PostgreSQL: statement_timeout of the requests' connections (DATABASE_STATEMENT_TIMEOUT_MS; 0:
   * none, e.g. when it is set on the role instead). A statement past it is cancelled and its
   * request answers 503. Migrations and the demo seed run on their own connection without it.
   */
  databaseStatementTimeoutMs: number;
  /**
   * Whether a start applies pending migrations and seeds an empty database with the demo data
   * (MIGRATE_ON_START). Default: yes, but not in production (NODE_ENV=production) on PostgreSQL,
   * where `npm run db:migrate` is a step of its own and a start only checks the schema is current.
   */
  migrateOnStart: boolean;
  /**
   * CLOCK_START (an ISO moment with its offset): the server's clock starts there and runs at real
   * speed; the seed, every service, the screens drawn on the server and the answers' time read it
   * (server.ts shifts the process's Date). For tests and demos of a given moment; unset, the real clock.
   */
  clockStart: Date | undefined;
  webDist: string;
  /** How long a signed-in screen may take to be drawn on the server before its page goes without it (plugins/server-drawn.ts). */
  serverDrawTimeoutMs: number;
  /** Fastify trustProxy: whose X-Forwarded-For to believe (default: a proxy on this machine). */
  trustProxy: boolean | string;
  logLevel: string;
  services: ServiceUrls;
  /**
   * SMS_SENDER; default: `http` when SMS_GATEWAY_URL is set, else `none` in production
   * (NODE_ENV=production: a text written to a table reaches nobody), else `outbox`.
   */
  smsSender: SmsSenderKind;
  /** The gateway of `http` (SMS_GATEWAY_URL, _METHOD, _HEADERS, _BODY, _ESCAPE, _TIMEOUT_MS). */
  smsGateway: SmsGatewayConfig | undefined;
  /** SSO secret the seed stores (hashed) for each demo institute. */
  ssoSeedSecret: string;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

/** A whole number (of milliseconds, connections), at least `min`. */
function parseWhole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}

function parseMoment(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const moment = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(moment.getTime()))
    throw new Error(`Invalid ${name}: ${value} (an ISO moment, such as 2026-11-25T10:00:00+05:30)`);
  return moment;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Invalid ${name}: ${value} (expected true or false)`);
}

/** true, false, or a comma-separated list of addresses, subnets or names (loopback, uniquelocal). */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function parseSmsSender(value: string | undefined, gateway: boolean, production: boolean): SmsSenderKind {
  if (value === undefined) return gateway ? 'http' : production ? 'none' : 'outbox';
  const kind = SMS_SENDERS.find((known) => known === value);
  if (!kind) throw new Error(`Invalid SMS_SENDER: ${value} (expected one of ${SMS_SENDERS.join(', ')})`);
  if (kind === 'http' && !gateway) throw new Error('SMS_SENDER=http needs SMS_GATEWAY_URL');
  return kind;
}

function parseSmsGateway(env: Env): SmsGatewayConfig | undefined {
  const url = nonEmpty(env.SMS_GATEWAY_URL);
  if (url === undefined) return undefined;
  if (!/^https?:\/\//.test(url))
    throw new Error(`Invalid SMS_GATEWAY_URL: ${url} (expected http:// or https://)`);
  const headersText = nonEmpty(env.SMS_GATEWAY_HEADERS);
  let headers: unknown = {};
  try {
    if (headersText !== undefined) headers = JSON.parse(headersText);
  } catch {
    headers = null;
  }
  if (
    headers === null ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers).some((value) => typeof value !== 'string')
  ) {
    throw new Error('Invalid SMS_GATEWAY_HEADERS (expected a JSON object of strings)');
  }
  const escapeText = nonEmpty(env.SMS_GATEWAY_ESCAPE) ?? SMS_GATEWAY_DEFAULTS.escape;
  const escape = SMS_BODY_ESCAPES.find((known) => known === escapeText);
  if (!escape) throw new Error(`Invalid SMS_GATEWAY_ESCAPE: ${escapeText} (expected json or form)`);
  return {
    url,
    method: (nonEmpty(env.SMS_GATEWAY_METHOD) ?? SMS_GATEWAY_DEFAULTS.method).toUpperCase(),
    headers: headers as Record<string, string>,
    // Set but empty means no body; unset means the default JSON body.
    body: env.SMS_GATEWAY_BODY ?? SMS_GATEWAY_DEFAULTS.body,
    escape,
    timeoutMs: parseWhole(
      'SMS_GATEWAY_TIMEOUT_MS',
      nonEmpty(env.SMS_GATEWAY_TIMEOUT_MS),
      SMS_GATEWAY_DEFAULTS.timeoutMs,
    ),
  };
}

/** A storage-key-safe node name: lower case letters, digits, '-' and '_'. */
function nodeIdOf(value: string): string {
  const id = value
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .slice(0, 100);
  if (!/^[a-z0-9_]/.test(id)) throw new Error(`Invalid NODE_ID: ${value}`);
  return id;
}

export function loadConfig(env: Env = process.env): Config {
  // npm runs workspace scripts inside apps/server: relative paths mean the directory npm was started in.
  const base = nonEmpty(env.INIT_CWD) ?? process.cwd();
  const dataDir = path.resolve(base, nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const production = nonEmpty(env.NODE_ENV) === 'production';
  const productionDatabase = production && databaseUrl !== undefined;
  const smsGateway = parseSmsGateway(env);
  const port = parsePort(nonEmpty(env.PORT), 8080);
  return {
    port,
    nodeId: nodeIdOf(nonEmpty(env.NODE_ID) ?? `${os.hostname()}-${port}`),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    storageUrl: nonEmpty(env.STORAGE_URL),
    databaseUrl,
    databaseReplicaUrl: nonEmpty(env.DATABASE_REPLICA_URL),
    databasePoolSize: parseWhole('DATABASE_POOL_SIZE', nonEmpty(env.DATABASE_POOL_SIZE), POOL_DEFAULTS.size),
    databaseConnectionWaitMs: parseWhole(
      'DATABASE_CONNECTION_WAIT_MS',
      nonEmpty(env.DATABASE_CONNECTION_WAIT_MS),
      POOL_DEFAULTS.connectionWaitMs,
    ),
    databaseStatementTimeoutMs: parseWhole(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      nonEmpty(env.DATABASE_STATEMENT_TIMEOUT_MS),
      POOL_DEFAULTS.statementTimeoutMs,
      0,
    ),
    migrateOnStart: parseBoolean('MIGRATE_ON_START', nonEmpty(env.MIGRATE_ON_START), !productionDatabase),
    clockStart: parseMoment('CLOCK_START', nonEmpty(env.CLOCK_START)),
    webDist: path.resolve(base, nonEmpty(env.WEB_DIST) ?? path.join(REPO_ROOT, 'apps/web/dist')),
    serverDrawTimeoutMs: parseWhole('SERVER_DRAW_TIMEOUT_MS', nonEmpty(env.SERVER_DRAW_TIMEOUT_MS), 1500),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    services: {
      productApi: nonEmpty(env.PRODUCT_API_BASE_URL) ?? '/api/product',
      examDesk: nonEmpty(env.EXAM_DESK_BASE_URL) ?? '/api/exam-desk',
      testPanel: nonEmpty(env.TEST_PANEL_BASE_URL) ?? '/test-panel',
      scorePanel: nonEmpty(env.SCORE_PANEL_BASE_URL) ?? '/score-panel',
      video: nonEmpty(env.VIDEO_BASE_URL) ?? '/api/video',
      sso: nonEmpty(env.SSO_BASE_URL) ?? '/prod/ext/sso',
    },
    smsSender: parseSmsSender(nonEmpty(env.SMS_SENDER), smsGateway !== undefined, production),
    smsGateway,
    ssoSeedSecret: nonEmpty(env.SSO_SECRET) ?? DEMO_SSO_SECRET,
  };
}
