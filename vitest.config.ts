import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tiers (docs/testing.md): `npm test` runs every unit and API test but the slow process-level ones
 * (a server killed or stopped mid-request, PostgreSQL restarted, several nodes) and the S3 ones;
 * TEST_TIER=full (`npm run test:full`, CI) runs them all, the fuzzing deeper (FUZZ_RUNS).
 */
const FULL = process.env.TEST_TIER === 'full';
const FULL_ONLY = [
  'apps/server/src/test/faults/**',
  'apps/server/src/test/nodes/**',
  'apps/server/src/lib/storage/s3*.test.ts',
];

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/build/**/*.test.ts',
    ],
    exclude: FULL ? configDefaults.exclude : [...configDefaults.exclude, ...FULL_ONLY],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // One clock for the run, pinned (apps/server/src/test/moment.ts).
    setupFiles: ['apps/server/src/test/pin-clock.ts'],
  },
});
