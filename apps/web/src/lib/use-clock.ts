import { useContext, useState, useSyncExternalStore } from 'react';
import { useHydrated } from './drawn-by-server';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { todayIn } from './time-zone';

/**
 * The portal's one clock for what a screen shows by the time (the home clock, test cards, live
 * classes): one timer per step for every component that reads it, aimed at the next whole step
 * (a second, half a minute), and read again when the window regains focus (a background tab's
 * timers are held back).
 *
 * A screen the server drew (app/server-render.tsx) and the browser hydrates (app/main.tsx) must be
 * drawn at the same moment on both sides, else React finds other text than the server's and draws
 * the screen again. The server's drawing keeps its moment in the page's query cache under
 * DRAWN_AT_KEY, so it goes to the browser with the page's answers (lib/query-client.ts); hydrating,
 * React reads the clock's server snapshot, that moment, and the clock ticks on from the present
 * once hydrated.
 */

/** Where the server's drawing keeps its moment (ms), in the page's query cache and so its answers. */
export const DRAWN_AT_KEY = ['clock', 'drawn-at'] as const;

/** A tick lands this much after the whole step, so that it never reads the step before. */
const MARGIN_MS = 5;
/** A tick later than this after the whole step starts the interval again from the next one. */
const DRIFT_MS = 50;

/** Server time minus this device's (lib/use-server-clock.ts sets it from an answer). */
let serverOffset = 0;

interface Store {
  subscribe: (listener: () => void) => () => void;
  read: () => number;
  /** Reads the time again and tells the readers. */
  tick: () => void;
}

const stores = new Map<string, Store>();

function storeOf(step: number, serverTime: boolean): Store {
  const id = `${step} ${serverTime}`;
  const known = stores.get(id);
  if (known) return known;

  const clock = () => Date.now() + (serverTime ? serverOffset : 0);
  let value = clock();
  let interval: number | undefined;
  let align: number | undefined;
  const listeners = new Set<() => void>();

  const tick = () => {
    value = clock();
    listeners.forEach((listener) => listener());
  };
  // One interval of `step` ticks for every reader. It starts at once, and is started again at the
  // next whole step (and whenever a tick finds it has drifted from there: a background tab's timers
  // are held back), so that a second hand never skips or doubles a second.
  const restart = () => {
    window.clearInterval(interval);
    interval = window.setInterval(() => {
      tick();
      if (clock() % step > DRIFT_MS) realign();
    }, step);
  };
  const realign = () => {
    if (align !== undefined) return;
    align = window.setTimeout(
      () => {
        align = undefined;
        tick();
        restart();
      },
      step - (clock() % step) + MARGIN_MS,
    );
  };
  const stop = () => {
    window.clearInterval(interval);
    window.clearTimeout(align);
    interval = align = undefined;
  };
  const onFocus = () => {
    if (document.visibilityState === 'hidden') return;
    tick();
    realign();
  };

  const store: Store = {
    subscribe(listener) {
      if (listeners.size === 0) {
        value = clock();
        restart();
        realign();
        window.addEventListener('focus', onFocus);
        document.addEventListener('visibilitychange', onFocus);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop();
        window.removeEventListener('focus', onFocus);
        document.removeEventListener('visibilitychange', onFocus);
      };
    },
    read() {
      // Nobody ticks it: a first reader gets the present, kept for the rest of its step so that
      // every read of one render agrees.
      if (listeners.size === 0 && Math.floor(clock() / step) !== Math.floor(value / step)) value = clock();
      return value;
    },
    tick,
  };
  stores.set(id, store);
  return store;
}

/**
 * The moment the page was drawn by the server. On the server, the first reading of a drawing sets
 * it in the page's query cache (every later reading, and the drawings after it, share it); in the
 * browser it came with the page's answers. Without it (no query cache around, or a page drawn by a
 * server that did not send it), the present.
 */
function drawnAt(client: QueryClient | undefined, present: () => number): number {
  if (!client) return present();
  const drawn = client.getQueryData<number>(DRAWN_AT_KEY);
  if (typeof drawn === 'number') return drawn;
  if (typeof window !== 'undefined') return present();
  const moment = Date.now();
  client.setQueryData(DRAWN_AT_KEY, moment);
  return moment;
}

export interface ClockOptions {
  /** How often the value moves on (ms): 1000 for a second hand, 30_000 for statuses by the minute. */
  step: number;
  /** The server's time (this device's plus the offset an answer gave, setServerOffset). */
  serverTime?: boolean;
}

/**
 * The time (ms), moved on at every whole `step`. A component reading it re-renders once a step;
 * the rest of its screen does not.
 */
export function useClock({ step, serverTime = false }: ClockOptions): number {
  const store = storeOf(step, serverTime);
  const client = useContext(QueryClientContext);
  return useSyncExternalStore(store.subscribe, store.read, () => drawnAt(client, store.read));
}

/**
 * A day begins on a whole minute in every time zone: read by the minute, today turns at midnight.
 */
const DAY_STEP_MS = 60_000;

/**
 * Today (YYYY-MM-DD) in `zone` (the institute's by default) by the one clock (the server's with
 * `serverTime`, once an answer gave its offset): a page the server drew just before midnight and
 * the browser hydrates after it is hydrated on the server's day, then shows the new one, as a
 * screen left open over midnight does.
 */
export function useTodayDate(zone?: string, { serverTime = false } = {}): string {
  return todayIn(zone, useClock({ step: DAY_STEP_MS, serverTime }));
}

/**
 * Today (YYYY-MM-DD) in `zone` when the screen was first drawn, kept for the screen's life (the
 * timetable's, the calendar's and live classes' "today": a screen left open over midnight keeps
 * its day). A page the server drew is hydrated on the server's day, as useTodayDate's, so one drawn
 * just before midnight and taken over after it is not drawn again.
 */
export function useTodayOnOpen(zone?: string): string {
  return todayIn(zone, useMomentOnOpen());
}

/**
 * The moment (ms) the screen was first drawn, kept for its life (reports' statuses by a test's end,
 * study material's "new" files): hydrating, the server's drawing moment, so that a test that ended
 * in between is drawn as the server drew it.
 */
export function useMomentOnOpen(): number {
  const client = useContext(QueryClientContext);
  const hydrated = useHydrated();
  return useState(() => (hydrated ? Date.now() : drawnAt(client, Date.now)))[0];
}

/**
 * How far the server's clock was ahead of this device's when it drew the page (ms): its drawing
 * moment `drawnAt` against this device's clock when the page began to arrive, right after the
 * drawing (off by the network's delay, not by a wrong device clock). 0 without the page's timing.
 */
export function serverLead(drawnAt: number): number {
  const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!page) return 0;
  // By Date's clock (the one answers are stamped with and cards read), not performance.timeOrigin's.
  return drawnAt - (Date.now() - performance.now() + page.responseStart);
}

/** The server's time is this device's plus `offset` ms from now on: its clocks read it at once. */
export function setServerOffset(offset: number): void {
  if (offset === serverOffset) return;
  serverOffset = offset;
  for (const [id, store] of stores) if (id.endsWith(' true')) store.tick();
}
