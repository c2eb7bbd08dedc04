import { shiftClock } from '@portal/shared/time/shift';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How far the run's clock is from this machine's (test/global-setup.ts): TEST_MOMENT minus the real time then. */
    clockOffsetMs: number;
  }
}

// Setup file of every test process (vitest.config.ts): its clock is the run's, the one the template
// was seeded at (test/moment.ts), so `new Date()` in a test and the app's clock read the same moment.
shiftClock(inject('clockOffsetMs'));
