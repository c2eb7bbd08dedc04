import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting } from './build/chunks';
import { precompress } from './build/precompress';
import { buildForServer } from './build/build-for-server';

// The server picks the institute by Host, so the proxy must keep it (the string
// shorthand would rewrite it to localhost:8080).
const target = { target: 'http://localhost:8080', changeOrigin: false, xfwd: true };
const proxy = { '/api': target, '/files': target, '/health': target, '/prod': target };

export default defineConfig({
  // A new build starts the offline copy of the data afresh (its shape may have changed).
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(String(Date.now())) },
  plugins: [
    react(),
    buildForServer(),
    // The installable portal (issue 15): the service worker (src/sw.ts) precaches the built app
    // (every screen's code, so a screen seen once opens offline) and sends pages to the server
    // first, with the precached index.html as the offline fallback; the manifest is the server's,
    // per institute host. The worker is registered by the signed-in shell
    // (features/shell/components/update-prompt.tsx), which also offers a reload when a new version
    // is waiting. No page and no API answer is cached by the worker: the last seen timetable,
    // notices, messages and events are kept by the query cache.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2,png}'],
        // The PDF viewer's worker is large; keep it with the rest so a seen file opens offline.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
    }),
    // Last: the service worker's files are written by then too.
    precompress(),
  ],
  resolve: {
    // zod without its eval probe, which the page's CSP refuses (src/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // '@/lib/session' is src/lib/session.ts from anywhere in src (tsconfig.json's paths say the same).
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  server: {
    // *.localhost hosts select the institute (apex.localhost, lumiere.localhost, ...).
    host: true,
    allowedHosts: ['.localhost'],
    proxy,
  },
  preview: {
    allowedHosts: ['.localhost'],
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: the server's preload hints (apps/server/src/plugins/preload-hints.ts) and
    // scripts/size.mjs read each screen's chunks from it (dotfiles are not served).
    manifest: true,
    // Fewer, larger shared files (build/chunks.ts).
    rollupOptions: { output: { codeSplitting } },
  },
});
