import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the portal for Node into dist/.vite/ssr/ (dotfiles are not served), for the server
 * (apps/server/src/plugins/server-drawn.ts): server-render-<hash>.mjs (src/app/server-render.tsx),
 * named by its content so that a new build is a new module to Node (a query string on the address
 * would load a second React beside the screens'). The pages the server draws inside the page it
 * sends (the sign-in page, the signed-in screens with their data), each screen a file of its own,
 * loaded when first asked for; and the router's table of them, from which the server takes each
 * address's preload hints.
 *
 * React, React Router and the rest are bundled in (noExternal), so the server needs none of the
 * portal's packages, as their production builds whatever NODE_ENV the server runs with (an SSR
 * build leaves process.env.NODE_ENV to run time, and a server started without it drew every page
 * with React's development build).
 */
export function buildForServer(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let alias: unknown;
  let define: Record<string, unknown> | undefined;
  return {
    name: 'portal-build-for-server',
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
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: alias as never },
        plugins: [noServiceWorkerOnServer()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: true,
          outDir: join(outDir, '.vite', 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          minify: false,
          rollupOptions: {
            input: { 'server-render': 'src/app/server-render.tsx' },
            output: { entryFileNames: '[name]-[hash].mjs', chunkFileNames: '[name]-[hash].mjs' },
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
