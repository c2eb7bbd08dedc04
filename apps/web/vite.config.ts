import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server picks the institute by Host, so the proxy must keep it (the string
// shorthand would rewrite it to localhost:8080).
const target = { target: 'http://localhost:8080', changeOrigin: false, xfwd: true };
const proxy = { '/api': target, '/files': target, '/health': target, '/prod': target };

export default defineConfig({
  plugins: [react()],
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
    // .vite/manifest.json: scripts/size.mjs reads each screen's chunks from it (dotfiles are not served).
    manifest: true,
  },
});
