import type { LightMyRequestResponse } from 'fastify';
import type { LoginAccount, LoginRequest } from '@portal/shared/auth/schema';
import { expect } from 'vitest';
import type { App } from '../app';
import { DEMO_PASSWORD } from '../db/seed/accounts';

export const DEVICE = 'test-browser-device-0001';
export const HOST = 'localhost:8080';
export const LOGIN_URL = '/api/v2/user/v3/login';

export interface Answer<T = unknown> {
  status: number;
  body: { statusCode: number; message: string; result: T };
  response: LightMyRequestResponse;
}

function answer<T>(response: LightMyRequestResponse): Answer<T> {
  return { status: response.statusCode, body: response.json(), response };
}

export interface RequestOptions {
  host?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export async function postLogin<T = unknown>(
  app: App,
  body: Partial<LoginRequest> & { user_name: string },
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: { host: options.host ?? HOST, ...options.headers },
    remoteAddress: options.remoteAddress,
    payload: { device_id: DEVICE, source: 'WEB', password: DEMO_PASSWORD, ...body },
  });
  return answer<T>(response);
}

/** Signs in and returns the signed-in account, failing the test if there is no token. */
export async function signIn(
  app: App,
  body: Partial<LoginRequest> & { user_name: string },
  options: RequestOptions = {},
): Promise<LoginAccount & { student_auth: string }> {
  const { status, body: envelope } = await postLogin<LoginAccount>(app, body, options);
  expect(status, envelope.message).toBe(200);
  expect(envelope.result.student_auth).toBeTypeOf('string');
  return envelope.result as LoginAccount & { student_auth: string };
}

export async function authedGet<T = unknown>(
  app: App,
  url: string,
  token: string | undefined,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { host: options.host ?? HOST, source: 'WEB', ...options.headers };
  if (token !== undefined) headers.authorization = token;
  return answer<T>(await app.inject({ method: 'GET', url, headers }));
}

/** Any call, with a token when given (the portal's usual headers). */
export async function call<T = unknown>(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: RequestOptions & { token?: string; payload?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { host: options.host ?? HOST, source: 'WEB', ...options.headers };
  if (options.token !== undefined) headers.authorization = options.token;
  const response = await app.inject({
    method,
    url,
    headers,
    remoteAddress: options.remoteAddress,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return answer<T>(response);
}

/**
 * The Cookie header a browser sends back after an answer: the name=value of each cookie it set (the
 * file key of a granted file link, issue 28). Empty when it set none.
 */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The demo people API tests sign in as, by nickname: their login and their institute's host. */
export const DEMO_LOGINS = {
  aarav: ['aarav@greenfield.test'],
  diya: ['diya@greenfield.test'],
  meera: ['9000000002'],
  rohan: ['9000000003'],
  zara: ['9000000009'],
  dev: ['9000000010'],
  riya: ['riya@apex.test', 'apex.localhost'],
  sam: ['learner@apex.test', 'apex.localhost'],
  lea: ['lea@lumiere.test', 'lumiere.localhost'],
  ananya: ['9000000011', 'vidya.localhost'],
  jonas: ['jonas@lernwerk.test', 'lernwerk.localhost'],
} as const satisfies Record<string, readonly [string, string?]>;
export type DemoName = keyof typeof DEMO_LOGINS;

/** Signs the named demo people in, side by side; their tokens by nickname. */
export async function signInAll(app: App, names: readonly DemoName[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    names.map(async (who) => {
      const [userName, host] = DEMO_LOGINS[who] as readonly [string, string?];
      return [who, (await signIn(app, { user_name: userName }, { host })).student_auth] as const;
    }),
  );
  return Object.fromEntries(entries);
}
