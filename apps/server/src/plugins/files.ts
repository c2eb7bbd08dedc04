import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../app';
import { SERVER_ROOT } from '../config';

export const INSTITUTE_ASSETS = path.join(SERVER_ROOT, 'assets/institutes');

/** Institute images (logos, favicons) under /files/institutes/<slug>/. */
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
    setHeaders(reply) {
      reply.header('X-Content-Type-Options', 'nosniff');
      // SVG can carry scripts: never run them, even when opened directly.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
