import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

/** Where the server reads the pages (apps/server/src/plugins/preload-hints.ts); dotfiles are not served. */
const PRERENDER_FILE = join('.vite', 'prerender.json');

/**
 * Writes dist/.vite/prerender.json: the sign-in page drawn by React on the build machine, once
 * per language (src/app/prerender.tsx), which the server sends inside `/` so the page paints
 * before the portal's script has arrived. Rendered from the same components the browser runs,
 * through a short-lived Vite server that only transforms (no port, no file watching).
 */
export function prerenderSignIn(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let alias: unknown;
  return {
    name: 'portal-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      alias = config.resolve.alias;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { alias: alias as never },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderSignInPages: () => Promise<Record<string, string>>;
        };
        const pages = await module.renderSignInPages();
        mkdirSync(join(outDir, '.vite'), { recursive: true });
        writeFileSync(join(outDir, PRERENDER_FILE), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}
