import http from 'node:http';
import { parseArgs } from 'node:util';
import { isSafeRedirectPath } from '@portal/shared/sso/rules';
import { SSO_SECRET_HEADER } from '@portal/shared/sso/schema';
import type { Db } from '../../db/client';
import { findInstituteByHost } from '../../lib/institutes';
import { issueSsoToken } from './service';

/** What `npm run sso-link` was asked for. */
export interface LinkRequest {
  userName: string;
  userId?: number;
  /** Host of the link; it also selects the institute (localhost: Greenfield). */
  host: string;
  /** Where the server listens on this machine. */
  port: number;
  /** Port in the printed link (the web dev server's, say); default: port. */
  linkPort: number;
  redirect: string | null;
  secret: string;
}

export const LINK_USAGE = `Usage: npm run sso-link -- <e-mail or phone> [--host localhost] [--redirect /timetable]
       [--user-id N] [--port PORT] [--link-port N] [--secret SSO_SECRET]`;

export function parseLinkArgs(
  argv: string[],
  env: Record<string, string | undefined>,
  defaultSecret: string,
): LinkRequest {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      redirect: { type: 'string' },
      'user-id': { type: 'string' },
      port: { type: 'string' },
      'link-port': { type: 'string' },
      secret: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new Error(LINK_USAGE);
  const number = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive whole number`);
    return parsed;
  };
  const port = number('port', values.port) ?? number('PORT', env.PORT?.trim() || undefined) ?? 8080;
  const redirect = values.redirect ?? null;
  if (redirect !== null && !isSafeRedirectPath(redirect)) {
    throw new Error('--redirect must be a path on the portal starting with a single /, e.g. /timetable');
  }
  return {
    userName: positionals[0]!,
    userId: number('user-id', values['user-id']),
    host: values.host ?? 'localhost',
    port,
    linkPort: number('link-port', values['link-port']) ?? port,
    redirect,
    secret: values.secret ?? (env.SSO_SECRET?.trim() || defaultSecret),
  };
}

export function linkFor(request: Pick<LinkRequest, 'host' | 'linkPort'>, token: string): string {
  return `http://${request.host}:${request.linkPort}/?token=${encodeURIComponent(token)}`;
}

const HINTS: Record<number, string> = {
  400: ' (a shared phone number: choose the account with --user-id)',
  401: ' (the secret is set at seeding: SSO_SECRET or --secret)',
  403: ' (no SSO secret in this database: seeded before single sign-on existed? npm run db:reset)',
  404: ' (another institute? --host selects it, e.g. --host apex.localhost)',
};

/** Thrown when nothing listens on the port: the caller may then write to the database itself. */
export class ServerNotRunning extends Error {}

/**
 * Asks the running server for a token (PGlite allows one process only, so the
 * server must issue it). The Host header selects the institute.
 */
export function issueOverHttp(request: LinkRequest, address = '127.0.0.1'): Promise<string> {
  const body = JSON.stringify({
    user_name: request.userName,
    ...(request.userId === undefined ? {} : { user_id: request.userId }),
    redirect_url: request.redirect,
  });
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        host: address,
        port: request.port,
        method: 'POST',
        path: '/prod/ext/sso/token',
        timeout: 10_000,
        headers: {
          host: `${request.host}:${request.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SSO_SECRET_HEADER]: request.secret,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let answer: { message?: string; result?: { token?: string } } = {};
          try {
            answer = JSON.parse(text);
          } catch {
            // Not our server: reported below.
          }
          const token = answer.result?.token;
          const hint = HINTS[response.statusCode ?? 0] ?? '';
          if (response.statusCode === 200 && typeof token === 'string') resolve(token);
          else
            reject(
              new Error(
                `The server on port ${request.port} answered ${response.statusCode}: ${answer.message ?? text.slice(0, 200)}${hint}`,
              ),
            );
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`No answer from port ${request.port}`)));
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ECONNREFUSED' ? new ServerNotRunning(error.message) : error),
    );
    call.end(body);
  });
}

/** Without a running server: issues the token straight into the database. */
export async function issueDirect(db: Db, request: LinkRequest, now = new Date()): Promise<string> {
  const institute = await findInstituteByHost(db, request.host);
  if (!institute) throw new Error(`No institute is served at ${request.host}`);
  const issued = await issueSsoToken(
    db,
    institute,
    { user_name: request.userName, user_id: request.userId, redirect_url: request.redirect },
    now,
  );
  return issued.token;
}
