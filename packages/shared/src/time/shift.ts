/**
 * Moves this JavaScript realm's clock by `offsetMs`: `Date.now()`, `new Date()` and `Date()` read
 * the shifted moment, which runs at real speed from there; every other use of `Date` (a given
 * moment, parsing, `instanceof`) is unchanged. Timers, `performance.now()` and animation frames are
 * left alone.
 *
 * For pinning the whole product to one moment (CLOCK_START on the server, the browser tests' pages):
 * the seed, every service, the screens drawn on the server and the browser's screens then read the
 * same clock, as libfaketime would. Called again, it replaces the earlier shift.
 *
 * Self-contained (it names nothing outside itself) so that a browser test can hand it to
 * `addInitScript` as it is.
 */
export function shiftClock(offsetMs: number): void {
  const holder = globalThis as unknown as { Date: DateConstructor; __realDate?: DateConstructor };
  const Real: DateConstructor = holder.__realDate ?? holder.Date;
  holder.__realDate = Real;
  if (offsetMs === 0) {
    holder.Date = Real;
    return;
  }
  const now = () => Real.now() + offsetMs;
  function Shifted(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new Real(now()).toString();
    return args.length === 0
      ? new Real(now())
      : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
  }
  Shifted.prototype = Real.prototype;
  Object.defineProperties(Shifted, {
    now: { value: now, writable: true, configurable: true },
    parse: { value: Real.parse.bind(Real), writable: true, configurable: true },
    UTC: { value: Real.UTC.bind(Real), writable: true, configurable: true },
  });
  holder.Date = Shifted as unknown as DateConstructor;
}

/**
 * This machine's own clock, which no shift moves: for what another clock stamped (a file's last
 * change on disk or in a bucket), never for what the product decides by its own time.
 */
export function realNow(): Date {
  const holder = globalThis as unknown as { Date: DateConstructor; __realDate?: DateConstructor };
  return new (holder.__realDate ?? holder.Date)();
}
