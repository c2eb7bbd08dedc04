import { once } from 'node:events';
import http from 'node:http';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { DEVICE, LOGIN_URL } from '../requests';

/* Calls to a real server process over HTTP, as the portal makes them (the fault tests). */

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { statusCode: number; message: string; result: T };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A fresh connection (no keep-alive pool): what a new client does. */
  fresh?: boolean;
  timeoutMs?: number;
}

/**
 * One JSON call. Rejects with the socket's error (ECONNREFUSED, ECONNRESET, 'socket hang up')
 * when no answer came: the caller tells an answer from a connection that failed.
 */
export function callJson<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<HttpAnswer<T>> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { source: 'WEB', ...options.headers };
  if (options.token !== undefined) headers.authorization = options.token;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method, headers, agent: options.fresh ? false : undefined, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) });
          } catch {
            reject(new Error(`not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

const CHUNK = 64 * 1024;

/**
 * Sends a body in chunks, as a browser streams an upload. With `pauseAt`, stops after that many
 * bytes until `resume` says whether to send the rest ('continue') or cut the connection ('cut',
 * the test's kill), so a request can be held mid-stream. Resolves with the answer; rejects when
 * the connection failed before one came.
 */
export function sendStreamed<T = unknown>(
  url: string,
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  body: Buffer,
  options: { pauseAt?: number; resume?: Promise<'continue' | 'cut'> } = {},
): Promise<{ status: number; body: { message?: string; result?: T } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('error', reject);
    const write = async (from: number, to: number) => {
      for (let at = from; at < to; at += CHUNK) {
        if (request.destroyed) return;
        if (!request.write(body.subarray(at, Math.min(at + CHUNK, to)))) await once(request, 'drain');
      }
    };
    void (async () => {
      const pause = options.pauseAt ?? body.length;
      await write(0, pause);
      if (pause < body.length) {
        if ((await options.resume) === 'cut') {
          request.destroy(new Error('cut mid-stream by the kill'));
          return;
        }
        await write(pause, body.length);
      }
      request.end();
    })().catch(reject);
  });
}

/** The portal's sign-in request body for a demo login. */
export const loginRequest = (userName: string) => ({
  user_name: userName,
  password: DEMO_PASSWORD,
  device_id: DEVICE,
  source: 'WEB',
});

/** Signs in by the portal's login call; `forwardedFor` gives each caller its own client address. */
export function signInOver(
  base: string,
  userName: string,
  options: { forwardedFor?: string; fresh?: boolean } = {},
): Promise<HttpAnswer<{ student_auth?: string }>> {
  return callJson(base, 'POST', LOGIN_URL, {
    fresh: options.fresh,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    body: loginRequest(userName),
  });
}

/** A signed-in token, or an error saying why not. */
export async function tokenOf(base: string, userName: string, forwardedFor?: string): Promise<string> {
  const answer = await signInOver(base, userName, { forwardedFor });
  const token = answer.body.result?.student_auth;
  if (answer.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${userName} failed: ${answer.status} ${answer.body.message}`);
  return token;
}

/** Waits for a condition, checking every `everyMs`, failing with `what` after `withinMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  withinMs = 30_000,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
