import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';

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

/**
 * Where the server finds the screens it draws (apps/server/src/plugins/server-drawn.ts): the one
 * server-render-<hash>.mjs there. Named by its content, so that a new build is a new module to Node
 * (the screens' files import it by that name: a query string on the address would load a second
 * React beside theirs).
 */
export const SERVER_RENDER_DIR = join('.vite', 'ssr');

/**
 * Builds src/app/server-render.tsx for Node into dist/.vite/ssr/server-render.mjs: the signed-in
 * screens the server draws with their data inside the page it sends. One file with its libraries
 * inside (React, React Router, TanStack Query, i18next, every language's texts), so the server
 * needs none of the portal's packages; each screen is a file of its own beside it, loaded when a
 * page of that screen is first asked for.
 */
export function buildServerRender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let alias: unknown;
  let define: Record<string, unknown> | undefined;
  return {
    name: 'portal-server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      alias = config.resolve.alias;
      define = config.define;
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        // React, React Router and the rest are bundled in (noExternal): their production builds,
        // whatever NODE_ENV the server runs with (an SSR build leaves process.env.NODE_ENV to run
        // time, and a server started without it drew every page with React's development build).
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: alias as never },
        plugins: [noServiceWorkerOnServer()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/app/server-render.tsx',
          outDir: join(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          minify: false,
          rollupOptions: {
            output: { entryFileNames: 'server-render-[hash].mjs', chunkFileNames: '[name]-[hash].mjs' },
            // TanStack Query's 'use client' marks mean nothing to a server that draws without them.
            onLog: (level, log, handler) => {
              if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
            },
          },
        },
      });
    },
  };
}

const PWA_REGISTER = 'virtual:pwa-register/react';

/**
 * The service worker's registration (vite-plugin-pwa's virtual module, update-prompt.tsx) as drawn
 * on the server: no worker, no new version waiting. The browser registers it as before.
 */
function noServiceWorkerOnServer(): Plugin {
  return {
    name: 'portal-server-render-no-service-worker',
    resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : null),
    load: (id) =>
      id === `\0${PWA_REGISTER}`
        ? `const none = () => {};
export function useRegisterSW() {
  return { needRefresh: [false, none], offlineReady: [false, none], updateServiceWorker: async () => {} };
}`
        : null,
  };
}
