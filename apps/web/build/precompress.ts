import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files the server sends (scripts, styles, pictures in SVG, JSON); not maps, not the page itself. */
export const PRECOMPRESSED = /\.(?:m?js|css|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes file.br (brotli, best quality) and file.gz (gzip -9) beside one file. */
export async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Each built text file also as .br and .gz (issue 15, "fast everywhere"), which the server sends
 * as they are (@fastify/static's preCompressed) instead of compressing on each request: brotli at
 * its best quality is too slow to run per request (the server uses a fast level) and makes the
 * portal's scripts about 15% smaller than that, bytes a phone waits for before the first screen.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Only assets/: the bundle's own files, all written by now (the service worker's are written by
    // another plugin in this same hook, which runs alongside this one).
    async closeBundle() {
      const assets = join(outDir, 'assets');
      const files = (await readdir(assets, { recursive: true })).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(files.map((file) => precompressFile(join(assets, file))));
    },
  };
}
