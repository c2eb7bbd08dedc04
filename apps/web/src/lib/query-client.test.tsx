// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, useQuery, type QueryMeta } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from './api-client';
import { queryClient } from './query-client';
import { notify } from './toast';

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
