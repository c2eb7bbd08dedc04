/**
 * nginx in front of several nodes, started as a child process on a free loopback port (Debian's
 * /usr/sbin/nginx): the result-day bench's proxy, configured as docs/operations.md's production
 * example (least_conn over the nodes with kept-alive upstream connections, the client's Host passed
 * on, X-Forwarded-For/-Proto/-Host set by nginx as the edge, request bodies streamed through), on
 * plain HTTP and with the access log off. Its config, pid file and temporary folders go into a
 * temporary folder removed on stop.
 *
 * One worker process (`NGINX_WORKERS` or `workers`): on this 2-core machine the nodes, PostgreSQL,
 * PgBouncer and the load generator share the cores, and one event loop in C forwards far more
 * than they answer. `workerPids()` names the processes that do the work, for the bench's CPU meter.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort, startLoopbackChild } from './loopback-child';

export const NGINX_BINARY = '/usr/sbin/nginx';
export const NGINX_MISSING = `nginx is not installed (${NGINX_BINARY}). On Debian or Ubuntu: apt-get install -y nginx-light`;

export interface Nginx {
  url: string;
  port: number;
  child: ChildProcess;
  /** The worker processes' ids (the master only starts and watches them). */
  workerPids(): Promise<number[]>;
  output(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The nodes' base addresses, e.g. http://127.0.0.1:8081. */
  nodes: string[];
  workers?: number;
  binary?: string;
}

/** nginx.conf for `nodes` on `port`, everything it writes under `dir`. */
export function nginxConfig(options: {
  nodes: string[];
  port: number;
  dir: string;
  workers: number;
}): string {
  const servers = options.nodes.map((node) => {
    const url = new URL(node);
    return `    server ${url.hostname}:${url.port} max_fails=2 fail_timeout=10s;`;
  });
  const under = (name: string) => path.join(options.dir, name);
  return [
    'daemon off;',
    // Run as whoever starts it (root in CI and here: the workers stay root, on loopback only).
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `worker_processes ${options.workers};`,
    `pid ${under('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${under('client-body')};`,
    `  proxy_temp_path ${under('proxy')};`,
    `  fastcgi_temp_path ${under('fastcgi')};`,
    `  uwsgi_temp_path ${under('uwsgi')};`,
    `  scgi_temp_path ${under('scgi')};`,
    '  keepalive_requests 100000;',
    '  upstream portal {',
    '    least_conn;',
    ...servers,
    '    keepalive 64;',
    '    keepalive_requests 100000;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${options.port};`,
    '    client_max_body_size 160m;',
    '    location / {',
    '      proxy_pass http://portal;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $host;',
    '      proxy_set_header X-Forwarded-For $remote_addr;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_set_header X-Forwarded-Host $host;',
    '      proxy_request_buffering off;',
    '      proxy_read_timeout 120s;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The processes whose parent is `pid` (nginx's workers), from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = options.binary ?? NGINX_BINARY;
  if (!existsSync(binary)) throw new Error(NGINX_MISSING);
  const port = await freeLoopbackPort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  await fs.writeFile(config, nginxConfig({ nodes: options.nodes, port, dir, workers: options.workers ?? 1 }));
  const { child, output, stop } = await startLoopbackChild({
    name: 'nginx',
    binary,
    // -e: the error log before the config is read (Debian's default path may not be writable).
    args: ['-p', dir, '-c', config, '-e', 'stderr'],
    port,
    dir,
    // A graceful stop: open requests are answered first.
    stopSignal: 'SIGQUIT',
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    workerPids: () => childrenOf(child.pid!),
    output,
    stop,
  };
}
