import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // *.localhost hosts select the institute (apex.localhost, lumiere.localhost, ...).
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': api,
      '/files': api,
      '/health': api,
    },
  },
  preview: {
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': api,
      '/files': api,
      '/health': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
