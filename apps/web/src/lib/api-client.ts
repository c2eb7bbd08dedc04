// Types only: answers are checked through the Standard Schema interface every zod
// schema (classic or mini) carries, so this client loads no zod code of its own.
import type { $ZodType, output } from 'zod/v4/core';
import { HEADER_SOURCE, HEADER_TIME_ZONE, SOURCE_WEB } from '@portal/shared/api/headers';
import { networkErrorKey, type NetworkErrorKey } from '@portal/shared/api/errors';
import { getSession } from './session';
import { instituteTimeZone } from './time-zone';
import { i18n } from './i18n';
import { serverContext } from './server-context';

/**
 * The one error shape of every call: the HTTP status (undefined when no answer
 * came), the server's message if it sent one, and whether an answer came at all.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly gotResponse: boolean;
  /** True when the client already acted on it (a 403 logs out and shows the message). */
  readonly handled: boolean;
  /** The answer's Retry-After header as sent (a 503 of a busy sign-in, a 429), if any. */
  readonly retryAfter: string | undefined;

  constructor(opts: {
    status?: number;
    serverMessage?: string;
    gotResponse: boolean;
    handled?: boolean;
    retryAfter?: string;
  }) {
    super(opts.serverMessage || `HTTP ${opts.status ?? 'no response'}`);
    this.name = 'ApiError';
    this.status = opts.status;
    this.serverMessage = opts.serverMessage || undefined;
    this.gotResponse = opts.gotResponse;
    this.handled = opts.handled ?? false;
    this.retryAfter = opts.retryAfter;
  }

  get networkKey(): NetworkErrorKey {
    return networkErrorKey(this.gotResponse ? this.status : undefined);
  }
}

/** The text to show for a failed call: the server's message, else the translated mapping of spec section 8. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? i18n.t(`common:network.${error.networkKey}`);
  }
  return i18n.t('common:network.other');
}

type ForbiddenHandler = (serverMessage: string | undefined) => void;
let onForbidden: ForbiddenHandler = () => undefined;

/** Any 403 logs the user out with the server's message; lib/logout.ts installs the handler. */
export function setForbiddenHandler(handler: ForbiddenHandler): void {
  onForbidden = handler;
}

export interface RequestOptions<S extends $ZodType> {
  /**
   * zod schema of the whole answer envelope; may be a promise of it, so that
   * zod loads beside the call instead of with the first page.
   */
  schema: S | Promise<S>;
  /** Send the session token, Source: WEB and JSON content type. */
  auth?: boolean;
  /** A token to send instead of the session's (logout runs after the session is cleared). */
  token?: string;
  query?: Record<string, string | number | undefined>;
  /** Headers a call adds (the product service's x-prod-inst-id and x-prod-user-id). */
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The caller deals with 403 itself (logout: a 403 there forces the local logout). */
  skipForbiddenHandler?: boolean;
}

function buildUrl(path: string, query?: RequestOptions<$ZodType>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

type SendOptions = Omit<RequestOptions<$ZodType>, 'schema'>;

/** Sends the call and handles HTTP failures; the answer's body comes back unchecked. */
async function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: SendOptions,
  read: 'json' | 'blob' = 'json',
): Promise<{ body: unknown; status: number }> {
  const headers: Record<string, string> = { [HEADER_TIME_ZONE]: instituteTimeZone(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    headers['Authorization'] = options.token ?? getSession()?.student_auth ?? '';
    headers[HEADER_SOURCE] = SOURCE_WEB;
    headers['Content-Type'] = 'application/json';
  }

  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));

  const url = buildUrl(path, options.query);
  const sentBody = options.body === undefined ? undefined : JSON.stringify(options.body);
  // Drawn on the server (app/server-render.tsx): the server answers the call itself.
  const server = serverContext();

  let response: Response;
  try {
    response = await (server?.fetch ?? fetch)(url, {
      method,
      headers,
      body: sentBody,
      signal: signals.length ? AbortSignal.any(signals) : undefined,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A caller's own abort is passed on untouched (React Query cancels that way).
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ gotResponse: false });
  }

  if (response.ok && read === 'blob') return { body: await response.blob(), status: response.status };

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }

  if (!response.ok) {
    const serverMessage = messageOf(body);
    if (response.status === 403 && !options.skipForbiddenHandler) {
      onForbidden(serverMessage);
      throw new ApiError({ status: 403, serverMessage, gotResponse: true, handled: true });
    }
    const retryAfter = response.headers.get('Retry-After') ?? undefined;
    throw new ApiError({ status: response.status, serverMessage, gotResponse: true, retryAfter });
  }
  return { body, status: response.status };
}

/** Sends the call and checks the answer against the contract's schema. */
async function request<S extends $ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: RequestOptions<S>,
): Promise<output<S>> {
  const { body, status } = await send(method, path, options);
  const schema = await options.schema;
  const checked = await schema['~standard'].validate(body);
  if (checked.issues) {
    if (import.meta.env.DEV) console.error(`Unexpected answer from ${method} ${path}`, checked.issues);
    // An answer that breaks the contract reads as 'something went wrong', not as its message.
    throw new ApiError({ status, gotResponse: true });
  }
  return checked.value as output<S>;
}

export const api = {
  /**
   * The answer as it came, `unknown`: for the one call the sign-in page needs
   * before any schema has loaded. The caller checks what it reads.
   */
  getUnchecked: (path: string, options: SendOptions) =>
    send('GET', path, options).then((answer) => answer.body),
  get: <S extends $ZodType>(path: string, options: RequestOptions<S>) => request('GET', path, options),
  /** A file (a PDF): the answer's bytes on success; failures as every other call (403 logs out). */
  blob: (path: string, options: SendOptions): Promise<Blob> =>
    send('GET', path, options, 'blob').then((answer) => answer.body as Blob),
  post: <S extends $ZodType>(path: string, body: unknown, options: RequestOptions<S>) =>
    request('POST', path, { ...options, body }),
  put: <S extends $ZodType>(path: string, body: unknown, options: RequestOptions<S>) =>
    request('PUT', path, { ...options, body }),
};
