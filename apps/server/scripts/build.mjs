// Compiles the server for production: one ES module per entry in apps/server/dist, the workspace's
// own TypeScript (this app and @portal/shared) bundled in, every npm package left to node_modules
// (native bindings such as argon2 and sharp, PGlite's wasm files and the fonts stay where npm put them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...dependencies(path.join(root, 'package.json')),
  ...dependencies(path.join(root, '../../packages/shared/package.json')),
].filter((name) => !name.startsWith('@portal/'));

// SERVER_OUTDIR: another folder under apps/server (the tests' own copy, beside a running npm start's).
const outdir = process.env.SERVER_OUTDIR
  ? path.resolve(root, process.env.SERVER_OUTDIR)
  : path.join(root, 'dist');
const started = Date.now();
await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'db-reset': path.join(root, 'src/db/reset.ts'),
    'db-migrate': path.join(root, 'src/db/migrate-command.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths too: 'pdfkit/js/pdfkit.standalone', 'zod/mini', 'drizzle-orm/pg-core'…
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(
  `server compiled to ${path.relative(path.join(root, '../..'), outdir)} in ${Date.now() - started} ms`,
);
