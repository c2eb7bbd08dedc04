/**
 * PgBouncer in front of one PostgreSQL database, started as a child process on a free loopback
 * port (Debian's /usr/sbin/pgbouncer, transaction pooling): for `npm run bench:burst` and
 * `PGBOUNCER=1 npm run nodes`. Its ini and userlist go into a temporary folder removed on stop.
 *
 * Transaction pooling hands a server connection to a client for one transaction only, so a
 * client must keep no session state between transactions. node-postgres with drizzle qualifies:
 * its statements are unnamed (no PREPARE by name), nothing runs SET, and the sign-in throttle's
 * advisory locks are transaction-scoped (pg_advisory_xact_lock). Two things do not carry over:
 *
 * - Startup parameters. PgBouncer refuses a connection whose startup packet carries a parameter it
 *   does not track unless it is listed in ignore_startup_parameters, and then drops it: the
 *   statement_timeout the nodes send at connection start (db/client.ts) never reaches PostgreSQL.
 *   So PgBouncer sets it itself on each server connection it opens (connect_query), to the value
 *   the nodes would have sent (`statementTimeoutMs`); with transaction pooling nothing resets it.
 * - The migration lock (db/client.ts: pg_advisory_lock, a session lock). Through PgBouncer its
 *   lock and unlock may land on different server connections, and a lock left on one blocks the
 *   next start. So the callers migrate and seed on a direct connection first, then start the nodes
 *   with MIGRATE_ON_START=false (a start only checks that the schema is current), one at a time.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort, startLoopbackChild } from './loopback-child';

export const PGBOUNCER_BINARY = '/usr/sbin/pgbouncer';
export const PGBOUNCER_MISSING = `PgBouncer is not installed (${PGBOUNCER_BINARY}). On Debian or Ubuntu: apt-get install -y pgbouncer`;

/**
 * Server connections PgBouncer keeps for the database. PostgreSQL's own sizing rule
 * (wiki "Number Of Database Connections"): about cores × 2 + effective spindles connections do
 * the most work; more only queue inside PostgreSQL, where they cost memory, context switches and
 * lock contention. Here the data is in memory (spindles ≈ 1). The nodes' own pools
 * (DATABASE_POOL_SIZE clients each) wait in PgBouncer instead, which costs nothing while it waits.
 */
export function defaultPoolSize(cores = os.cpus().length): number {
  return cores * 2 + 1;
}

export interface PgBouncer {
  /** The database URL to give the nodes (same user and database, PgBouncer's port). */
  url: string;
  /** The admin console's URL (SHOW STATS, SHOW POOLS: simple queries only). */
  adminUrl: string;
  port: number;
  poolSize: number;
  child: ChildProcess;
  /** What it printed (its log goes to stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** postgres://user[:password]@host:port/database — the database PgBouncer pools. */
  databaseUrl: string;
  poolSize?: number;
  /** statement_timeout of every server connection (ms; 0 or omitted: PostgreSQL's own). */
  statementTimeoutMs?: number;
  /** Client connections it accepts in all (default 500). */
  maxClientConnections?: number;
  binary?: string;
}

/** PgBouncer refuses to run as root: it then switches to the postgres user (or nobody). */
function runAsUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  const known = spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0;
  return known ? 'postgres' : 'nobody';
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
/** A libpq-style value in the [databases] line: quoted when it holds spaces or quotes. */
const connValue = (value: string) =>
  /[\s'"\\]/.test(value) ? `'${value.replace(/(['\\])/g, '\\$1')}'` : value;

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const binary = options.binary ?? PGBOUNCER_BINARY;
  if (!existsSync(binary)) throw new Error(PGBOUNCER_MISSING);
  const target = new URL(options.databaseUrl);
  const database = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const user = decodeURIComponent(target.username) || os.userInfo().username;
  const password = decodeURIComponent(target.password);
  // The [databases] key cannot be quoted in PgBouncer's ini.
  if (!/^[A-Za-z0-9_.-]+$/.test(database))
    throw new Error(`PgBouncer: unsupported database name ${database}`);
  const poolSize = options.poolSize ?? defaultPoolSize();
  const port = await freeLoopbackPort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pgbouncer-'));
  const asUser = runAsUser();
  // The user PgBouncer switches to must read its files (nothing secret: loopback, a throwaway folder).
  await fs.chmod(dir, 0o755);
  const serverLine = [
    `host=${connValue(target.hostname.replace(/^\[|\]$/g, ''))}`,
    `port=${target.port || '5432'}`,
    `dbname=${connValue(database)}`,
    `user=${connValue(user)}`,
    password ? `password=${connValue(password)}` : '',
    options.statementTimeoutMs
      ? `connect_query='SET statement_timeout = ${Math.floor(options.statementTimeoutMs)}'`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const ini = [
    '[databases]',
    `${database} = ${serverLine}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    // No Unix socket: several PgBouncers may run on this machine at once.
    'unix_socket_dir =',
    // Clients reach it on loopback only; PgBouncer itself signs in to PostgreSQL as the URL says.
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    `admin_users = ${user}`,
    'pool_mode = transaction',
    `default_pool_size = ${poolSize}`,
    'min_pool_size = 0',
    'reserve_pool_size = 0',
    `max_db_connections = ${poolSize}`,
    `max_client_conn = ${options.maxClientConnections ?? 500}`,
    // The nodes send these at startup (see the comment at the top: they are dropped).
    'ignore_startup_parameters = extra_float_digits,options,statement_timeout,idle_in_transaction_session_timeout,lock_timeout,search_path',
    // Transaction pooling: nothing to reset between clients.
    'server_reset_query =',
    'log_connections = 0',
    'log_disconnections = 0',
    'stats_period = 60',
    '',
  ].join('\n');
  await fs.writeFile(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  await fs.writeFile(path.join(dir, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`, {
    mode: 0o644,
  });

  const { child, output, stop } = await startLoopbackChild({
    name: 'PgBouncer',
    binary,
    args: [...(asUser ? ['-u', asUser] : []), path.join(dir, 'pgbouncer.ini')],
    port,
    dir,
    // Stopped after its clients (the nodes): nothing in flight to wait for.
    stopSignal: 'SIGTERM',
  });
  const url = new URL(options.databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/pgbouncer';
  return {
    url: url.toString(),
    adminUrl: adminUrl.toString(),
    port,
    poolSize,
    child,
    output,
    stop,
  };
}
