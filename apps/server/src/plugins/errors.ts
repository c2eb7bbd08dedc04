import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { App } from '../app';
import { failure } from '../lib/envelope';
import { HttpError, MESSAGES } from '../lib/http-error';

interface Issue {
  instancePath: string;
  message?: string;
  keyword?: string;
}

/** `user_name: Required`, `user_type: Expected number, received string`. */
export function describeIssue(issue: Issue, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'body');
  let text = (issue.message ?? 'Invalid value').replace(/^Invalid input: /, '');
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(text)) text = 'Required';
  return `${field}: ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: Required';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: Invalid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: Too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type: Unsupported media type';
    default:
      // Fastify's JSON parser reports syntax errors with status 400 and no code.
      if (error instanceof SyntaxError) return 'body: Invalid JSON';
      return error.message;
  }
}

/** Where in a parsed request a NUL character hides (PostgreSQL text cannot hold one), or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Text with a NUL character is refused before any route sees it: PostgreSQL cannot store
 * one, and failing at the database would answer 500 and could leave half a change behind.
 */
function rejectNulCharacters(app: App): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value, '');
      if (found !== null) throw new HttpError(400, `${found || part}: Must not contain NUL characters`);
    }
  });
}

/** Connection failures of the database server: refused, reset, shut down, starting up. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether an error, or one it wraps (drizzle wraps the driver's in `cause`), passes `test`. */
function anyInChain(
  error: unknown,
  test: (error: { code?: unknown; message?: unknown }) => boolean,
  depth = 0,
): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  // Node reports a refused dual-stack connection as an AggregateError of the attempts.
  if (Array.isArray(errors) && errors.some((inner) => anyInChain(inner, test, depth + 1))) return true;
  return anyInChain(cause, test, depth + 1);
}

/** Whether an error says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyInChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
      (typeof message === 'string' && /Connection terminated/i.test(message)),
  );
}

/**
 * Whether the database is there but too busy for the request: no pooled connection came within
 * DATABASE_CONNECTION_WAIT_MS (node-postgres's pool), or a statement ran past statement_timeout
 * (SQLSTATE 57014 query_canceled; an administrator's pg_cancel_backend reads the same).
 */
export function isDatabaseBusy(error: unknown): boolean {
  return anyInChain(
    error,
    ({ code, message }) =>
      code === '57014' ||
      (typeof message === 'string' && /timeout exceeded when trying to connect/i.test(message)),
  );
}

/** Retry-After of a busy database (a short wait; the portal adds a random part) and of one that is down. */
export const RETRY_AFTER_BUSY_S = 2;
export const RETRY_AFTER_UNAVAILABLE_S = 5;

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of range, text that is not a
 * number or date, a string too long): the request carried a value the database cannot hold.
 * They are the caller's mistake (400), and the statement failed, so nothing was stored.
 */
export function isDataException(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return isDataException(cause, depth + 1);
}

/** Router errors (a malformed percent-encoding in the path): our envelope, never the path echoed back. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'URL: Malformed percent-encoding' : 'Bad Request';
  void reply.code(status).send(failure(status, message));
}

/** Every error leaves as `{ statusCode, message, result: null }` with the same HTTP status. */
export function registerErrorHandling(app: App): void {
  rejectNulCharacters(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(failure(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => describeIssue(issue, error.validationContext))
        .join('; ');
      return reply.code(400).send(failure(400, message));
    }
    if (error.validation) {
      return reply.code(400).send(failure(400, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send(failure(status, clientErrorMessage(error)));
    }
    if (isDataException(error)) {
      return reply.code(400).send(failure(400, MESSAGES.valueOutOfRange));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_BUSY_S))
        .send(failure(503, MESSAGES.databaseUnavailable));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S))
        .send(failure(503, MESSAGES.databaseUnavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(500, MESSAGES.internal));
  });
}
