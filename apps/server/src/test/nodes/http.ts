import http from 'node:http';

/**
 * Plain HTTP for the multi-node and proxy tests: fetch cannot set Host (the institute is chosen
 * by it) nor the local address a request leaves from (127.0.0.2 and 127.0.0.3 stand for two
 * clients on this machine, so the proxy's X-Forwarded-For can be told from its own address).
 */
export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as JSON (the portal's envelope). */
  json<T = { statusCode: number; message: string; result: unknown }>(): T;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (objects) or raw bytes. */
  body?: unknown;
  /** The address the request leaves from (any of 127.0.0.0/8). */
  from?: string;
  timeoutMs?: number;
}

export function send(base: string, path: string, options: SendOptions = {}): Promise<Sent> {
  const url = new URL(path, base);
  const raw =
    options.body === undefined
      ? undefined
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers };
  if (raw) {
    headers['content-length'] = String(raw.length);
    if (!Buffer.isBuffer(options.body)) headers['content-type'] ??= 'application/json';
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (raw ? 'POST' : 'GET'),
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer in time`)));
    request.on('error', reject);
    request.end(raw);
  });
}

/** Waits until `check` holds, asking every 50 ms, up to `withinMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  withinMs = 30_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
