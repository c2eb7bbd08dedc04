/**
 * The moment the unit and API tests run at (docs/testing.md): the template is seeded there
 * (test/global-setup.ts) and every test process's clock starts there (test/pin-clock.ts), running at
 * real speed. Like the browser tests' (apps/web/e2e/moment.ts): a Wednesday, 10:00 in India, mid
 * academic year, not a holiday. TEST_NOW moves it.
 */
export const TEST_MOMENT = process.env.TEST_NOW ?? '2026-11-25T10:00:00+05:30';
