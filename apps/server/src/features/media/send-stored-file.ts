import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { parseRange } from '../../lib/storage';
import { contentDisposition } from '../../lib/content-disposition';

export interface FileToSend {
  storageKey: string;
  fileName: string;
  contentType: string;
}

/** The OpenAPI answers of a route that streams a stored file (200 whole, 206 a range). */
export const fileResponses = {
  200: {
    description: 'The whole file, with its stored content type.',
    content: { 'application/octet-stream': { schema: z.file().describe('The file') } },
  },
  206: {
    description: 'The asked byte range (Range: bytes=a-b), with Content-Range.',
    content: { 'application/octet-stream': { schema: z.file().describe('Part of the file') } },
  },
};

export const RANGE_NOT_SATISFIABLE = 'The requested range is not satisfiable.';

/**
 * Streams a stored file the caller was found allowed to have, with HTTP Range support (one
 * range; several get the whole file) and headers that keep it from running as a page: its stored
 * type (checked from the bytes when it was stored), nosniff, no caching, not embeddable by other
 * sites, and a sandbox policy for anything but PDFs (Chromium refuses to show a sandboxed PDF). The
 * size comes from the storage, not the row, so a regenerated sample file is still served whole.
 */
export async function sendStoredFile(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToSend,
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<FastifyReply> {
  const size = await app.storage.size(file.storageKey);
  if (size === null) throw new HttpError(404, MESSAGES.notFound);
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, RANGE_NOT_SATISFIABLE, { 'Content-Range': `bytes */${size}` });
  }

  reply
    .type(file.contentType)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', contentDisposition(disposition, file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (file.contentType !== 'application/pdf') {
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1));
  } else {
    reply.code(200).header('Content-Length', String(size));
  }
  // HEAD: the headers only (Fastify drains a stream it is given, so give it an empty one).
  if (request.method === 'HEAD') return reply.send(Readable.from([]));

  const stored = await app.storage.get(file.storageKey, range ?? undefined);
  if (!stored) throw new HttpError(404, MESSAGES.notFound);
  return reply.send(stored.body);
}
