// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, QueryClientProvider, useQuery, type QueryMeta } from '@tanstack/react-query';
import { SERVER_ANSWERS_ID, sessionMark } from '@portal/shared/shell/server-drawn';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from './api-client';
import { queryClient } from './query-client';
import { notify } from './toast';
import { SESSION_KEY } from './session';
import { DRAWN_AT_KEY } from './use-clock';
import { askKeptCopiesAgain } from './offline-cache';

/*
 * The one error handler of the portal's loads (lib/query-client.ts): a failed load is an error
 * toast when the screen showing it asks (meta.errorToast), once, and never for an error the api
 * client has already acted on (a 403 logged out with the server's message).
 */

const refused = (serverMessage: string) => new ApiError({ status: 400, serverMessage, gotResponse: true });
const forbidden = () =>
  new ApiError({ status: 403, serverMessage: 'Session ended', gotResponse: true, handled: true });

function Screen({ error, meta }: { error: Error; meta?: QueryMeta }) {
  const query = useQuery({
    queryKey: ['failing', error.message],
    queryFn: () => Promise.reject(error),
    meta,
  });
  return <p>{query.isError ? 'failed' : 'loading'}</p>;
}

const show = (error: Error, meta?: QueryMeta) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Screen error={error} meta={meta} />
    </QueryClientProvider>,
  );

describe('the query error handler', () => {
  let toast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    toast.mockRestore();
  });

  it('toasts a failed load once, with the server message, when the screen asks', async () => {
    show(refused('No documents for you'), { errorToast: true });
    await screen.findByText('failed');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('No documents for you');
  });

  it('stays quiet without the meta: the screen shows the failure itself', async () => {
    show(refused('Shown inline'));
    await screen.findByText('failed');
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays quiet for an error the api client has already handled (a 403 logged out)', async () => {
    show(forbidden(), { errorToast: true });
    await screen.findByText('failed');
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays quiet for a load nobody shows (a prefetch), even with the meta', async () => {
    await queryClient.prefetchQuery({
      queryKey: ['prefetched'],
      queryFn: () => Promise.reject(refused('Not shown')),
      meta: { errorToast: true },
    });
    expect(queryClient.getQueryState(['prefetched'])?.status).toBe('error');
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts for the screen that asks even when the load was started without the meta', async () => {
    let fail: (error: Error) => void = () => undefined;
    const started = queryClient.prefetchQuery({
      queryKey: ['failing', 'late'],
      queryFn: () => new Promise<never>((_, reject) => (fail = reject)),
    });
    show(new Error('late'), { errorToast: true });
    fail(refused('Asked by the screen'));
    await started;
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Asked by the screen'));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the screen was left before the answer', async () => {
    let fail: ((error: Error) => void) | null = null;
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Pending onStart={(reject) => (fail = reject)} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fail).not.toBeNull());
    view.unmount();
    fail!(refused('Too late'));
    await waitFor(() => expect(queryClient.getQueryState(['pending'])?.status).toBe('error'));
    expect(toast).not.toHaveBeenCalled();
  });
});

function Pending({ onStart }: { onStart: (reject: (error: Error) => void) => void }) {
  useQuery({
    queryKey: ['pending'],
    queryFn: () => new Promise<never>((_, reject) => onStart(reject)),
    meta: { errorToast: true },
  });
  return null;
}

describe('the answers of a page the server drew', () => {
  const session = JSON.stringify({ user_id: 7, student_auth: 'token' });
  const drawnAt = Date.parse('2026-11-25T04:30:00.000Z');
  const month = ['timetable', 'month', 1, 2026, 11];

  /** The page as the server sends it (app/server-render.tsx): #root marked for `mark`, its answers after it. */
  function drawnPage(mark: string) {
    const server = new QueryClient();
    server.setQueryData(DRAWN_AT_KEY, drawnAt);
    server.setQueryData(month, { schedules: [], clockOffset: 3 }, { updatedAt: drawnAt - 40 });
    server.setQueryData(['profile'], { name: 'Aarav' });
    document.body.innerHTML = `<div id="root" data-ssr="${mark}"></div><script type="application/json" id="${SERVER_ANSWERS_ID}">${JSON.stringify(dehydrate(server))}</script>`;
  }

  /** This device's clock: the page began to arrive at `arrivedAt` by it. */
  function deviceClock(arrivedAt: number) {
    // Taken over 1.5 s after the page began to arrive (at 200 ms of the page's time).
    vi.spyOn(Date, 'now').mockReturnValue(arrivedAt + 1500);
    vi.spyOn(performance, 'now').mockReturnValue(1700);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: 200 } as PerformanceNavigationTiming,
    ]);
  }

  const freshClient = async () => {
    vi.resetModules();
    return (await import('./query-client')).queryClient;
  };

  beforeEach(() => localStorage.setItem(SESSION_KEY, session));
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('are in the query cache as it is made, before any route asks, the clock offsets measured against this device', async () => {
    drawnPage(sessionMark(session));
    // This device's clock is ten minutes behind the server's.
    deviceClock(drawnAt - 600_000 + 150);
    const client = await freshClient();
    expect(client.getQueryData(['profile'])).toEqual({ name: 'Aarav' });
    const lead = 600_000 - 150;
    expect(client.getQueryData(month)).toEqual({ schedules: [], clockOffset: 3 + lead });
    // Stamped by this device's clock: as fresh as when the server had it.
    expect(client.getQueryState(month)?.dataUpdatedAt).toBe(drawnAt - 40 - lead);
    // The drawing's moment stays the server's: the clocks are hydrated at it.
    expect(client.getQueryData(DRAWN_AT_KEY)).toBe(drawnAt);
    expect(document.getElementById(SERVER_ANSWERS_ID)).toBeNull();
  });

  it('on a device whose clock is ahead, are neither stale nor older than the page', async () => {
    drawnPage(sessionMark(session));
    // Two minutes ahead: the page began to arrive 150 ms after the drawing, 200 ms after it opened.
    const arrivedAt = drawnAt + 120_000 + 150;
    deviceClock(arrivedAt);
    const client = await freshClient();
    // Not stale by this device's clock (the portal's staleTime, a minute).
    expect(client.getQueryCache().find({ queryKey: month })?.isStaleByTime(60_000)).toBe(false);
    // The kept offline copy's refresh asks again only what is older than the page.
    await askKeptCopiesAgain(client, arrivedAt - 200);
    expect(client.getQueryState(month)?.isInvalidated).toBe(false);
    expect(client.getQueryState(['profile'])?.isInvalidated).toBe(false);
  });

  it('are not taken for another session than the one kept', async () => {
    drawnPage(sessionMark('another'));
    deviceClock(drawnAt);
    const client = await freshClient();
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });
});
