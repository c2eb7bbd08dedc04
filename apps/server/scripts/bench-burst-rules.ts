/**
 * The result-day bench's pure parts (bench-burst.ts): the spike's arrival times, who the
 * students are and where they sit, the wait after a busy answer, percentiles and the pass or
 * fail of a step. Tested in src/test/bench-burst-rules.test.ts.
 */

/** A spike after publishing: the rate climbs to its peak, holds, then falls away. */
export interface SpikeShape {
  /** Seconds from 0 to the peak rate (linear). */
  rampSeconds: number;
  /** Seconds at the peak rate. */
  holdSeconds: number;
  /** Seconds from the peak back to 0 (linear). */
  tailSeconds: number;
}

/** Students a spike brings at `peak` students a second: the area under its rate. */
export function spikeCount(peak: number, shape: SpikeShape): number {
  return Math.round(peak * (shape.rampSeconds / 2 + shape.holdSeconds + shape.tailSeconds / 2));
}

/**
 * When each student of the spike arrives (ms from its start): the k-th arrives when the number
 * expected so far (the rate's integral) reaches k - 1/2, so the arrivals follow the rate exactly,
 * with no random bunching that would differ between runs.
 */
export function spikeArrivals(peak: number, shape: SpikeShape): number[] {
  const { rampSeconds: ramp, holdSeconds: hold, tailSeconds: tail } = shape;
  const count = spikeCount(peak, shape);
  const rampArea = (peak * ramp) / 2;
  const holdArea = peak * hold;
  const times: number[] = [];
  for (let k = 1; k <= count; k++) {
    const area = Math.min(k - 0.5, rampArea + holdArea + (peak * tail) / 2);
    let t: number;
    if (area <= rampArea && ramp > 0) t = Math.sqrt((2 * area * ramp) / peak);
    else if (area <= rampArea + holdArea) t = ramp + (area - rampArea) / peak;
    else {
      // Under the falling line: area left to the end = peak * (tail - s)^2 / (2 * tail).
      const left = rampArea + holdArea + (peak * tail) / 2 - area;
      t = ramp + hold + tail - Math.sqrt((2 * left * tail) / peak);
    }
    times.push(Math.round(t * 1000));
  }
  return times;
}

/** The value at or below which a share `p` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

/**
 * The wait before trying again after 503 with Retry-After, as the portal's sign-in page waits
 * (apps/web/src/features/auth/utils/busy-retry.ts): what the server asked, from 1 to 30 s, plus a
 * random part of up to half of it. `random` in [0, 1).
 */
export function retryWaitMs(retryAfter: string | undefined, random: number): number | null {
  const text = retryAfter?.trim();
  if (!text || !/^\d+$/.test(text)) return null;
  const base = Math.min(Math.max(Number(text), 1), 30) * 1000;
  return Math.round(base * (1 + 0.5 * random));
}

/** What one call of one step measured. */
export interface CallFigures {
  name: string;
  /** Answers by HTTP status, and 'cut' / network error codes for requests without one. */
  statuses: Map<string, number>;
  /** Latencies (ms) of the requests that were answered, sorted. */
  sorted: number[];
  /** Answers 503 that carried Retry-After (the portal waits and tries again). */
  busy: number;
}

export const SIGN_IN = 'sign-in';

export interface Criteria {
  /** p99 ceiling of every call but sign-in (ms). */
  p99Ms: number;
  /** p99 ceiling of sign-in (ms); beyond it only 503 with Retry-After. */
  signInP99Ms: number;
}

export const CRITERIA: Criteria = { p99Ms: 300, signInP99Ms: 2000 };

export interface StepOutcome {
  calls: CallFigures[];
  /** Students planned, and those whose visit ended with every screen answered. */
  planned: number;
  completed: number;
  /** Students never started: the generator fell behind by more than it allows. */
  notSent: number;
  /** Requests still open at the step's deadline, aborted. */
  cut: number;
}

/**
 * Whether a step passed, and every reason it did not: every student's visit done, every request
 * answered 2xx (sign-in may also answer 503 with Retry-After, then the student tries again),
 * every call's p99 within its ceiling.
 */
export function verdict(
  step: StepOutcome,
  criteria: Criteria = CRITERIA,
): { pass: boolean; reasons: string[] } {
  const reasons: string[] = [];
  if (step.notSent > 0) reasons.push(`${step.notSent} students not sent (the load generator fell behind)`);
  if (step.cut > 0) reasons.push(`${step.cut} requests cut at the deadline`);
  if (step.completed < step.planned)
    reasons.push(`${step.planned - step.completed} of ${step.planned} visits not completed`);
  for (const call of step.calls) {
    const failed = [...call.statuses]
      .filter(([status]) => !/^2\d\d$/.test(status))
      .reduce((n, [, count]) => n + count, 0);
    const allowed = call.name === SIGN_IN ? call.busy : 0;
    if (failed > allowed) reasons.push(`${call.name}: ${failed - allowed} errors`);
    const ceiling = call.name === SIGN_IN ? criteria.signInP99Ms : criteria.p99Ms;
    const p99 = percentile(call.sorted, 0.99);
    if (p99 > ceiling) reasons.push(`${call.name}: p99 ${p99.toFixed(0)} ms > ${ceiling} ms`);
  }
  return { pass: reasons.length === 0, reasons };
}

/** The arrival rates to step through (students a second), from "20,40,60". */
export function parseRates(text: string): number[] {
  const rates = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((rate) => Number.isFinite(rate) && rate > 0);
  if (rates.length === 0) throw new Error(`BURST_RATES must list positive rates: ${text}`);
  return [...new Set(rates)].sort((a, b) => a - b);
}

/** Demo institutes the students are spread over (seed/institutes.ts ids). */
export const INSTITUTE = { greenfield: 1, apex: 2, lumiere: 3, vidya: 4, lernwerk: 5 } as const;

/** One section (school) or batch (coaching) of the population, and how many sit in it. */
export interface GroupPlan {
  instituteId: number;
  school: boolean;
  /** Standard (school) or course (coaching). */
  course: string;
  size: number;
}

/**
 * How real schools are spread: three schools (45 %, 27 % and 18 % of the students) in twelve
 * standards with sections of about `sectionSize`, and two coaching institutes (the last 10 %) in
 * batches of about `batchSize` (several hundred). Greenfield, the biggest, publishes the test.
 */
export function populationPlan(students: number, sectionSize = 40, batchSize = 500): GroupPlan[] {
  const greenfield = Math.round(students * 0.45);
  const vidya = Math.round(students * 0.27);
  const lumiere = Math.round(students * 0.18);
  const coaching = students - greenfield - vidya - lumiere;
  const apex = Math.round(coaching * 0.75);
  const lernwerk = coaching - apex;
  const standards: Record<number, string[]> = {
    [INSTITUTE.greenfield]: Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
    [INSTITUTE.vidya]: ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'],
    [INSTITUTE.lumiere]: [
      'CP',
      'CE1',
      'CE2',
      'CM1',
      'CM2',
      '6e',
      '5e',
      '4e',
      '3e',
      '2de',
      '1re',
      'Terminale',
    ],
  };
  const plan: GroupPlan[] = [];
  /** `count` students in groups of about `size`, their courses taken in turn from `courses`. */
  const split = (instituteId: number, school: boolean, count: number, size: number, courses: string[]) => {
    if (count <= 0) return;
    const groups = Math.max(1, Math.round(count / size));
    for (let i = 0; i < groups; i++) {
      const from = Math.floor((count * i) / groups);
      const to = Math.floor((count * (i + 1)) / groups);
      plan.push({ instituteId, school, course: courses[i % courses.length]!, size: to - from });
    }
  };
  split(INSTITUTE.greenfield, true, greenfield, sectionSize, standards[INSTITUTE.greenfield]!);
  split(INSTITUTE.vidya, true, vidya, sectionSize, standards[INSTITUTE.vidya]!);
  split(INSTITUTE.lumiere, true, lumiere, sectionSize, standards[INSTITUTE.lumiere]!);
  split(INSTITUTE.apex, false, apex, batchSize, ['JEE Main 2027']);
  split(INSTITUTE.lernwerk, false, lernwerk, batchSize, ['Physik Intensiv']);
  return plan;
}

/** Section letters A … Z, AA, AB …; batches 'Batch 1', 'Batch 2' … */
function groupName(school: boolean, index: number): string {
  if (!school) return `Batch ${index + 1}`;
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A name for each planned group, unique within its course: the next free section letters (or
 * batch numbers) after the ones the seed already has in that course (`taken`: "institute|course|name").
 */
export function groupNames(plan: readonly GroupPlan[], taken: ReadonlySet<string>): string[] {
  const next = new Map<string, number>();
  return plan.map((group) => {
    const key = `${group.instituteId}|${group.course}`;
    let index = next.get(key) ?? 0;
    while (taken.has(`${key}|${groupName(group.school, index)}`)) index++;
    next.set(key, index + 1);
    return groupName(group.school, index);
  });
}
