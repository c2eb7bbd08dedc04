import { describe, expect, it } from 'vitest';
import {
  groupNames,
  INSTITUTE,
  parseRates,
  percentile,
  populationPlan,
  retryWaitMs,
  spikeArrivals,
  spikeCount,
  verdict,
  type CallFigures,
  type StepOutcome,
} from '../../scripts/bench-burst-rules';

/* The result-day bench's pure parts (scripts/bench-burst-rules.ts). */

describe('the spike', () => {
  const shape = { rampSeconds: 5, holdSeconds: 20, tailSeconds: 10 };

  it('brings the area under its rate, in order, within its length', () => {
    const arrivals = spikeArrivals(60, shape);
    expect(arrivals).toHaveLength(spikeCount(60, shape));
    expect(arrivals).toHaveLength(60 * (2.5 + 20 + 5));
    expect([...arrivals].sort((a, b) => a - b)).toEqual(arrivals);
    expect(arrivals[0]).toBeGreaterThan(0);
    expect(arrivals.at(-1)).toBeLessThanOrEqual(35_000);
  });

  it('arrives at the peak rate while it holds, slower on the ramp and the tail', () => {
    const arrivals = spikeArrivals(60, shape);
    const within = (from: number, to: number) =>
      arrivals.filter((t) => t >= from * 1000 && t < to * 1000).length;
    expect(within(10, 20)).toBeGreaterThanOrEqual(599);
    expect(within(10, 20)).toBeLessThanOrEqual(601);
    expect(within(0, 1)).toBeLessThan(within(4, 5));
    expect(within(34, 35)).toBeLessThan(within(25, 26));
  });

  it('holds from the start without a ramp', () => {
    const arrivals = spikeArrivals(10, { rampSeconds: 0, holdSeconds: 3, tailSeconds: 0 });
    expect(arrivals).toEqual(
      [50, 150, 250, 350, 450, 550, 650, 750, 850, 950]
        .flatMap((t) => [t, t + 1000, t + 2000])
        .sort((a, b) => a - b),
    );
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('the wait after 503', () => {
  it('waits what the server asked, 1 to 30 s, plus up to half of it', () => {
    expect(retryWaitMs('2', 0)).toBe(2000);
    expect(retryWaitMs('2', 0.999)).toBe(2999);
    expect(retryWaitMs('0', 0)).toBe(1000);
    expect(retryWaitMs('3600', 0)).toBe(30_000);
  });

  it('does not wait without a Retry-After it can read', () => {
    expect(retryWaitMs(undefined, 0)).toBeNull();
    expect(retryWaitMs('soon', 0)).toBeNull();
  });
});

describe('a step passes', () => {
  const call = (name: string, statuses: Record<string, number>, p99: number, busy = 0): CallFigures => ({
    name,
    statuses: new Map(Object.entries(statuses)),
    sorted: Array.from({ length: 100 }, (_, i) => (i === 98 || i === 99 ? p99 : 10)),
    busy,
  });
  const step = (calls: CallFigures[], over: Partial<StepOutcome> = {}): StepOutcome => ({
    calls,
    planned: 100,
    completed: 100,
    notSent: 0,
    cut: 0,
    ...over,
  });

  it('with every request answered and the p99s within bounds', () => {
    expect(verdict(step([call('sign-in', { 200: 100 }, 1900), call('fees', { 200: 100 }, 300)]))).toEqual({
      pass: true,
      reasons: [],
    });
  });

  it('with sign-ins answered 503 and Retry-After (the student waits and tries again)', () => {
    expect(verdict(step([call('sign-in', { 200: 100, 503: 20 }, 1500, 20)])).pass).toBe(true);
  });

  it('not with a 503 elsewhere, or without Retry-After', () => {
    expect(verdict(step([call('fees', { 200: 99, 503: 1 }, 100, 1)])).reasons).toEqual(['fees: 1 errors']);
    expect(verdict(step([call('sign-in', { 200: 100, 503: 2 }, 100, 1)])).reasons).toEqual([
      'sign-in: 1 errors',
    ]);
  });

  it('not over a p99 ceiling', () => {
    expect(
      verdict(step([call('sign-in', { 200: 100 }, 2100), call('today', { 200: 100 }, 301)])).reasons,
    ).toEqual(['sign-in: p99 2100 ms > 2000 ms', 'today: p99 301 ms > 300 ms']);
  });

  it('not with visits unfinished, requests cut or students not sent', () => {
    const reasons = verdict(step([], { completed: 97, cut: 2, notSent: 1 })).reasons;
    expect(reasons).toEqual([
      '1 students not sent (the load generator fell behind)',
      '2 requests cut at the deadline',
      '3 of 100 visits not completed',
    ]);
  });
});

describe('the population', () => {
  it('spreads every student over sections of about 40 and batches of several hundred', () => {
    const plan = populationPlan(20_000);
    expect(plan.reduce((n, group) => n + group.size, 0)).toBe(20_000);
    const sections = plan.filter((group) => group.school);
    const batches = plan.filter((group) => !group.school);
    expect(Math.min(...sections.map((group) => group.size))).toBeGreaterThanOrEqual(38);
    expect(Math.max(...sections.map((group) => group.size))).toBeLessThanOrEqual(42);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(batches.every((group) => group.size >= 300 && group.size <= 700)).toBe(true);
    const greenfield = plan.filter((group) => group.instituteId === INSTITUTE.greenfield);
    expect(greenfield.reduce((n, group) => n + group.size, 0)).toBe(9_000);
    expect(new Set(plan.map((group) => group.instituteId)).size).toBe(5);
  });

  it('names sections after the ones the seed has', () => {
    const plan = populationPlan(2_000).filter((group) => group.instituteId === INSTITUTE.greenfield);
    const names = groupNames(plan, new Set(['1|Class 1|A', '1|Class 1|C']));
    const classOne = names.filter((_, i) => plan[i]!.course === 'Class 1');
    expect(classOne).toEqual(['B', 'D'].slice(0, classOne.length));
    const many = groupNames(
      Array.from({ length: 28 }, () => plan[0]!),
      new Set(),
    );
    expect(many.slice(24)).toEqual(['Y', 'Z', 'AA', 'AB']);
  });

  it('reads the rates to step through', () => {
    expect(parseRates('60, 20,40,40')).toEqual([20, 40, 60]);
    expect(() => parseRates('none')).toThrow();
  });
});
