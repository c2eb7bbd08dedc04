// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Clock } from '../features/dashboard/components/clock';
import { setLanguage } from './i18n';
import {
  DRAWN_AT_KEY,
  setServerOffset,
  useClock,
  useMomentOnOpen,
  useTodayDate,
  useTodayOnOpen,
} from './use-clock';

/*
 * The one clock, and above all a screen the server drew with it: the browser's first render is at
 * the moment the server drew (it came with the page's answers), so hydrating keeps the server's
 * nodes even when the page is taken over a minute later; then it ticks on from the present.
 */

/** What a test card or a live class shows by the time, at a step. */
function Shown({ step, serverTime }: { step: number; serverTime?: boolean }) {
  const now = useClock({ step, serverTime });
  return <time data-testid={`at-${step}`}>{new Date(now).toISOString()}</time>;
}

/** What the fees' due list reads a day by (an installment due today is not overdue). */
function Today() {
  return <p data-testid="today">{useTodayDate('Asia/Kolkata')}</p>;
}

/** What live classes read today by once an answer gave the server's offset: the server's day. */
function ServerDay() {
  return <p data-testid="server-day">{useTodayDate('Asia/Kolkata', { serverTime: true })}</p>;
}

/** What the timetable, the event calendar and live classes read their day by: the day they opened on. */
function OpenedOn() {
  return <p data-testid="opened-on">{useTodayOnOpen('Asia/Kolkata')}</p>;
}

/** What reports read a test's status by, and study material a file's "new": the moment they opened. */
function MomentOnOpen() {
  return <p data-testid="moment-on-open">{new Date(useMomentOnOpen()).toISOString()}</p>;
}

function Screen() {
  return (
    <main>
      <h1>My Exam</h1>
      <Today />
      <ServerDay />
      <OpenedOn />
      <MomentOnOpen />
      {/* Exams' cards (half a minute), the timetable's and live classes' cards (server time, a second). */}
      <Shown step={30_000} />
      <Shown step={1000} serverTime />
      <Clock timeZone="Asia/Kolkata" />
    </main>
  );
}

const at = (step: number) => screen.getByTestId(`at-${step}`).textContent;

/** The server's drawing (app/server-render.tsx): the page's HTML and its answers as sent. */
function drawOnServer(): { html: string; answers: string } {
  const client = new QueryClient();
  // No window: the server. Its query cache is the page's own.
  vi.stubGlobal('window', undefined);
  try {
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    return { html, answers: JSON.stringify(dehydrate(client)) };
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;

/** The server's page in the document, as the browser receives it. */
function drawnPage(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The browser's takeover (app/main.tsx): the page's answers (when it has them) in the cache, then hydrateRoot. */
async function hydrateDrawn(container: HTMLElement, answers?: string) {
  const client = new QueryClient();
  if (answers) hydrate(client, JSON.parse(answers));
  const failed = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
      { onRecoverableError: failed },
    );
  });
  return failed;
}
beforeAll(() => setLanguage('en', ['dashboard']));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
  setServerOffset(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a screen the server drew with the clock', () => {
  it('is hydrated at the moment the server drew it, though taken over a minute later, then ticks on', async () => {
    // 09:59:58.300 in India: a minute, a half minute and a day's hour turn before the takeover.
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    const { html, answers } = drawOnServer();
    expect(JSON.parse(answers)).toMatchObject({
      queries: [{ queryKey: DRAWN_AT_KEY, state: { data: Date.parse('2026-11-25T04:29:58.300Z') } }],
    });
    expect(html).toContain('09:59:58 AM');

    vi.setSystemTime(new Date('2026-11-25T04:31:03.600Z'));
    const container = drawnPage(html);
    const heading = container.querySelector('h1')!;
    const time = screen.getByTestId('clock-time');
    const said = vi.spyOn(console, 'error');
    const failed = await hydrateDrawn(container, answers);

    expect(failed).not.toHaveBeenCalled();
    expect(said.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    // The server's nodes are kept: nothing was drawn again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByTestId('clock-time')).toBe(time);
    // Hydrated, the clocks read the present.
    expect(time.textContent).toBe('10:01:03 AM');
    // The moment a screen opened on stays the server's: a test that ended in between keeps its status.
    expect(screen.getByTestId('moment-on-open').textContent).toBe('2026-11-25T04:29:58.300Z');
    expect(at(30_000)).toBe('2026-11-25T04:31:03.600Z');
    act(() => vi.advanceTimersByTime(30_000 - 3_600 + 10));
    expect(at(30_000)).toMatch(/^2026-11-25T04:31:30\.00\dZ$/);
    expect(time.textContent).toBe('10:01:30 AM');
  });

  it('drawn just before midnight and hydrated after it: the server’s day, then the new one', async () => {
    // 23:59:50 in India, taken over at 00:00:20 the next day.
    vi.setSystemTime(new Date('2026-11-25T18:29:50.000Z'));
    const { html, answers } = drawOnServer();
    vi.setSystemTime(new Date('2026-11-25T18:30:20.000Z'));
    const container = drawnPage(html);
    const day = screen.getByTestId('today');
    expect(day.textContent).toBe('2026-11-25');
    const failed = await hydrateDrawn(container, answers);
    expect(failed).not.toHaveBeenCalled();
    expect(screen.getByTestId('today')).toBe(day);
    expect(day.textContent).toBe('2026-11-26');
    expect(screen.getByTestId('server-day').textContent).toBe('2026-11-26');
    // The server's clock is 40 s behind this device's: its day has not turned yet.
    act(() => setServerOffset(-40_000));
    expect(screen.getByTestId('server-day').textContent).toBe('2026-11-25');
    // The day a screen opened on stays the server's, as a screen left open over midnight keeps its own.
    expect(screen.getByTestId('opened-on').textContent).toBe('2026-11-25');
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByTestId('opened-on').textContent).toBe('2026-11-25');
  });

  it('a screen the browser draws itself opens on the present day', () => {
    vi.setSystemTime(new Date('2026-11-25T18:30:20.000Z'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OpenedOn />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('opened-on').textContent).toBe('2026-11-26');
  });

  it('without the server’s moment (an answer that did not carry it), hydrates at the present', async () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    const { html } = drawOnServer();
    const failed = await hydrateDrawn(drawnPage(html));
    expect(failed).not.toHaveBeenCalled();
    expect(at(1000)).toBe('2026-11-25T04:29:58.300Z');
  });
});

describe('the clock', () => {
  it('moves on at every whole step, one timer for all its readers, none once they are gone', () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    const view = render(
      <>
        <Shown step={30_000} />
        <Shown step={30_000} />
      </>,
    );
    act(() => vi.advanceTimersByTime(1_600));
    expect(screen.getAllByTestId('at-30000').map((node) => node.textContent)).toEqual([
      '2026-11-25T04:29:58.300Z',
      '2026-11-25T04:29:58.300Z',
    ]);
    act(() => vi.advanceTimersByTime(110));
    expect(screen.getAllByTestId('at-30000')[0]!.textContent).toBe('2026-11-25T04:30:00.005Z');
    // From the whole step on, one interval ticks for both.
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getAllByTestId('at-30000').map((node) => node.textContent)).toEqual([
      '2026-11-25T04:30:30.005Z',
      '2026-11-25T04:30:30.005Z',
    ]);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the present again when the window regains focus (a background tab’s timers lag)', () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    render(<Shown step={30_000} />);
    vi.setSystemTime(new Date('2026-11-25T04:35:10.000Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(at(30_000)).toBe('2026-11-25T04:35:10.000Z');
  });

  it('reads the server’s time once an answer has given its offset', () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    render(
      <>
        <Shown step={1000} serverTime />
        <Shown step={30_000} />
      </>,
    );
    act(() => setServerOffset(90_000));
    expect(at(1000)).toBe('2026-11-25T04:31:28.300Z');
    expect(at(30_000)).toBe('2026-11-25T04:29:58.300Z');
  });
});
