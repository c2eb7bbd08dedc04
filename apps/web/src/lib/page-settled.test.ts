import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettled, SETTLE_MS } from './page-settled';

/** A page as afterPageSettled sees it: its load state, load listeners and idle callbacks. */
function fakePage(readyState: DocumentReadyState) {
  const loads = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let nextIdle = 1;
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (type: string, fn: () => void) => type === 'load' && loads.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'load' && loads.delete(fn),
    requestIdleCallback: (fn: () => void) => {
      idle.set(nextIdle, fn);
      return nextIdle++;
    },
    cancelIdleCallback: (id: number) => idle.delete(id),
  });
  return {
    load: () => [...loads].forEach((fn) => fn()),
    idle: () => [...idle.values()].forEach((fn) => fn()),
    pendingIdle: () => idle.size,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageSettled (what the first view does not need waits for it)', () => {
  it('waits for the load event, then SETTLE_MS, then an idle moment', () => {
    const page = fakePage('interactive');
    const done = vi.fn();
    afterPageSettled(done);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(page.pendingIdle()).toBe(0);
    page.load();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(page.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(done).not.toHaveBeenCalled();
    page.idle();
    expect(done).toHaveBeenCalledOnce();
  });

  it('a page loaded already counts SETTLE_MS from now', () => {
    const page = fakePage('complete');
    const done = vi.fn();
    afterPageSettled(done);
    vi.advanceTimersByTime(SETTLE_MS);
    page.idle();
    expect(done).toHaveBeenCalledOnce();
  });

  it('cancelled (the component went away), it never runs', () => {
    const page = fakePage('interactive');
    const done = vi.fn();
    const cancel = afterPageSettled(done);
    page.load();
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    page.idle();
    expect(done).not.toHaveBeenCalled();
  });
});
