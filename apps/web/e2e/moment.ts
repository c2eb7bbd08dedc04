/**
 * The moment every browser test runs at: playwright.config.ts starts the server's clock there
 * (CLOCK_START) and e2e/fixtures.ts moves each worker's and each page's clock to the server's.
 * Default: a Wednesday, 10:00 in India, mid academic year, not a holiday; E2E_NOW moves the whole
 * run to another moment (docs/testing.md).
 */
export const PINNED_MOMENT = process.env.E2E_NOW ?? '2026-11-25T10:00:00+05:30';
