import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tiers (docs/testing.md): `npm test` runs every unit and API test but the slow process-level ones
 * (a server killed or stopped mid-request, PostgreSQL restarted, several nodes, the measuring
 * scripts' servers) and the S3 ones;
 * TEST_TIER=full (`npm run test:full`, CI) runs them all, the fuzzing deeper (FUZZ_RUNS).
 */
const FULL = process.env.TEST_TIER === 'full';
const FULL_ONLY = [
  'apps/server/src/test/faults/**',
  'apps/server/src/test/nodes/**',
  'apps/server/src/lib/storage/s3*.test.ts',
  'scripts/**/*.test.mjs',
];
const EXCLUDE = FULL ? configDefaults.exclude : [...configDefaults.exclude, ...FULL_ONLY];
/**
 * Files that replace a module (vi.mock) need a module graph of their own; every other file shares its
 * process's modules with the files before it (isolate: false), which halves the run: importing the
 * server's modules again for each of a hundred files was half of it.
 */
const INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/build/**/*.test.ts',
  'scripts/**/*.test.mjs',
];
const MOCKING = ['apps/server/src/lib/passwords.test.ts', 'apps/server/src/features/auth/statements.test.ts'];

export default defineConfig({
  // The portal's '@/…' imports (apps/web/tsconfig.json, apps/web/vite.config.ts).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // One clock for the run, pinned (apps/server/src/test/moment.ts).
    setupFiles: ['apps/server/src/test/pin-clock.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
