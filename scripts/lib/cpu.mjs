// The CPU side of a Lighthouse measurement: how fast this machine is (Lighthouse's own
// benchmarkIndex), the slowdown that makes it stand for a given phone, and busy loops that
// make the machine busy on purpose.
import { spawn } from 'node:child_process';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The benchmarkIndex of a mid-range phone: Chrome DevTools' calibrated "mid-tier mobile" preset
 * (a Pixel 5 scores 1000 on this benchmark; its low-tier preset, a Moto G Power 2022, 264).
 */
export const MID_RANGE_PHONE = 1000;

/**
 * Lighthouse's benchmarkIndex of this machine now, measured as Lighthouse measures it at the start
 * of each run (its own function, in a blank tab of the same browser): about one second of
 * string building and array copying, in iterations per second.
 */
export async function benchmarkIndex(context) {
  const page = await context.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await page.close();
  }
}

/**
 * The CPU slowdown that makes a machine of this index stand for a device of the target's index.
 * The benchmark counts iterations per second, so a machine N times the target's index does the
 * same work in 1/N of the time: the slowdown is index / target, which is the rate Chrome DevTools'
 * calibration searches for (the throttling under which the benchmark reads the target's score).
 * Never below 1: a machine slower than the target is not sped up (its figures then overstate
 * the phone's times, and the table says so).
 */
export function slowdownFor(index, target) {
  return Math.max(1, Math.round((index / target) * 100) / 100);
}

/**
 * `count` processes that each keep one core busy until stop() (plain busy loops). Each also ends
 * itself within 50 ms of being orphaned, so a measurement killed outright leaves none behind.
 */
export function startBurners(count) {
  const loop = `for (;;) { const end = Date.now() + 50; while (Date.now() < end); if (process.ppid !== ${process.pid}) process.exit(); }`;
  const burners = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }),
  );
  return {
    pids: burners.map((burner) => burner.pid),
    stop() {
      for (const burner of burners) if (burner.exitCode === null) burner.kill('SIGKILL');
    },
  };
}
