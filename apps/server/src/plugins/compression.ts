import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app';

/** Smaller answers are sent as they are: the encoding would cost more than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text answers: JSON, HTML, JavaScript, CSS, SVG, plain text, XML. Anything else is compressed only
 * where the MIME database marks the type compressible (never PDF, pictures, video, zip).
 */
const TEXT_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/i;

/** The Cache-Control of a GET JSON answer that sets none: any cache but a shared one may keep it, revalidated each time. */
export const API_CACHE_CONTROL = 'private, no-cache';

/**
 * Fast answers (issue 15). Compression: brotli or gzip, as the client accepts, of text answers above
 * 1 KB, including the portal's scripts and styles from @fastify/static; never a partial (206) answer,
 * whose Content-Range counts bytes of the unencoded file (the plugin checks that itself, and the
 * tests hold it to it). Request bodies are not decompressed (bodyLimit stays a limit on what arrives).
 * Caching: a GET JSON answer gets a weak ETag of its body (so two people's different answers never
 * share one) and 304 when the client already has it; it is marked private, no-cache unless the
 * route chose its own Cache-Control (no-store answers keep it, and get no ETag).
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: TEXT_TYPE,
    globalDecompression: false,
  });
  app.addHook('onSend', async (request, reply, payload) => revalidated(request, reply, payload));
}

function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (!/^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl === undefined) reply.header('Cache-Control', API_CACHE_CONTROL);
  else if (/no-store/i.test(String(cacheControl))) return payload;
  // Weak: the same body goes out as brotli, gzip or plain, which a strong validator would tell apart.
  const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('ETag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}

/** If-None-Match by weak comparison (RFC 9110 13.1.2): any listed tag with the same opaque part. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
