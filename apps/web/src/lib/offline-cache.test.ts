import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { askKeptCopiesAgain } from './offline-cache';

describe('askKeptCopiesAgain (after the kept copy is read back)', () => {
  it('asks again only what came from the copy; an answer of this page or a call on its way is left alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const opened = Date.now() - 1_000;
    const fetches = { kept: 0, fresh: 0, onItsWay: 0 };
    const observe = (key: keyof typeof fetches, queryFn: () => Promise<string>) =>
      new QueryObserver(client, {
        queryKey: [key],
        queryFn: () => {
          fetches[key] += 1;
          return queryFn();
        },
      }).subscribe(() => {});

    // From the copy: saved in an earlier visit.
    client.setQueryData(['kept'], 'old', { updatedAt: opened - 3_600_000 });
    // Answered in this page already.
    client.setQueryData(['fresh'], 'new', { updatedAt: opened + 500 });
    observe('kept', async () => 'kept again');
    observe('fresh', async () => 'fresh again');
    // Sent by a screen's loader, not answered yet.
    let answer!: (value: string) => void;
    observe('onItsWay', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(fetches).toEqual({ kept: 0, fresh: 0, onItsWay: 1 });

    await Promise.race([askKeptCopiesAgain(client, opened), new Promise((r) => setTimeout(r, 50))]);
    await vi.waitFor(() => expect(client.getQueryData(['kept'])).toBe('kept again'));
    expect(fetches).toEqual({ kept: 1, fresh: 0, onItsWay: 1 });
    answer('arrived');
    await vi.waitFor(() => expect(client.getQueryData(['onItsWay'])).toBe('arrived'));
    expect(fetches.onItsWay).toBe(1);
    client.clear();
  });
});
