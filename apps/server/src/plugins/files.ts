import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { App } from '../app';
import { SERVER_ROOT } from '../config';
import { HttpError, MESSAGES } from '../lib/http-error';
import { readPhoto } from '../lib/photos';

export const INSTITUTE_ASSETS = path.join(SERVER_ROOT, 'assets/institutes');

const photoParamsSchema = z.object({ name: z.string().max(64) });

/** Institute images (logos, favicons) under /files/institutes/<slug>/, profile photos under /files/photos/. */
export async function registerFiles(app: App): Promise<void> {
  await app.register(fastifyStatic, {
    root: INSTITUTE_ASSETS,
    prefix: '/files/institutes/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: true,
    maxAge: '1d',
    setHeaders(reply, filePath) {
      reply.header('X-Content-Type-Options', 'nosniff');
      // Chromium refuses to show a PDF whose answer carries a sandbox policy; its viewer runs no page scripts.
      if (filePath.toLowerCase().endsWith('.pdf')) return;
      // SVG can carry scripts: never run them, even when opened directly.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });

  // Uploaded photos live in the file storage, outside the web root. The 128-bit random name is the only
  // key (an <img> cannot send the token); names are never reused, so a changed photo gets a new URL.
  app.get(
    '/files/photos/:name',
    { schema: { hide: true, params: photoParamsSchema } },
    async (request, reply) => {
      const photo = await readPhoto(app.storage, request.params.name);
      if (!photo) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .type(photo.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Cache-Control', 'private, max-age=86400')
        .send(photo.bytes);
    },
  );
}
