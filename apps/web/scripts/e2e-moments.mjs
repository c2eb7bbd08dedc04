// The day boundaries in the browser (docs/testing.md): e2e/moments.spec.ts once per moment, each on
// a server of its own whose clock and seed start at that moment (E2E_NOW, playwright.config.ts).
// Part of the full tier (npm run test:full); one moment: npm run test:moments -w apps/web -- <ISO moment>.
import { spawnSync } from 'node:child_process';

// Each with whether Greenfield is closed that day (its weekly off or a holiday), which the tests check.
const MOMENTS = [
  ['2026-11-29T23:50:00+05:30', 'closed'], // 23:50 on a Sunday (Greenfield's weekly off) in India
  ['2026-11-30T00:02:00+05:30', 'open'], // 00:02 on the Monday after
  ['2026-12-03T10:00:00+05:30', 'closed'], // the 3rd of a month: the demo's holiday of the month (seed/events.ts)
  ['2026-12-25T10:00:00+05:30', 'closed'], // a holiday (Christmas Day, Greenfield)
  ['2027-03-31T23:50:00+05:30', 'open'], // the last evening of Greenfield's academic year (a Wednesday)
];

const moments = process.argv.length > 2 ? process.argv.slice(2).map((moment) => [moment, '']) : MOMENTS;
const failed = [];
for (const [i, [moment, day]] of moments.entries()) {
  console.log(`\n— browser tests at ${moment}`);
  const run = spawnSync('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, E2E_MOMENTS: '1', E2E_NOW: moment, E2E_DAY: day, E2E_PORT: String(8190 + i) },
  });
  if (run.status !== 0) failed.push(moment);
}
if (failed.length > 0) {
  console.error(`\nThe browser tests failed at ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`\nThe browser tests passed at all ${moments.length} moments.`);
