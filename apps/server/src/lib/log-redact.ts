import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|password|key|secret)=)[^&#]*/gi;
/** Path segments that are keys: the test panel's launch key, a calendar feed's token. */
const SECRET_PATH = /(\/launch\/)[^/?#]+|(\/feed\/)[^/?#]+?(\.ics)?(?=$|[?#])/gi;

/**
 * A request address fit for the log: single-use keys, feed tokens and credentials in the
 * query (the SSO token, the auto-login password) are replaced by '***'.
 */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PATH, (_match, launch?: string, feed?: string, ics?: string) =>
      launch ? `${launch}***` : `${feed}***${ics ?? ''}`,
    )
    .replace(SECRET_QUERY, '$1***');
}

/** Fastify's request serializer with the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
