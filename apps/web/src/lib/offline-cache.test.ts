import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shiftClock } from '@portal/shared/time/shift';
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

  it("reads the page's opening by the answers' own clock: a device clock set back after opening asks nothing twice", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let fetches = 0;
    // The device's clock is three days behind the real one (a pinned test clock, or a clock the
    // user set): answers of this page are stamped by it.
    const runShift = Date.now() - (performance.timeOrigin + performance.now());
    shiftClock(-3 * 86_400_000);
    try {
      client.setQueryData(['fresh'], 'new');
      new QueryObserver(client, {
        queryKey: ['fresh'],
        queryFn: async () => {
          fetches += 1;
          return 'fresh again';
        },
      }).subscribe(() => {});
      await Promise.race([askKeptCopiesAgain(client), new Promise((r) => setTimeout(r, 50))]);
      expect(fetches).toBe(0);
      expect(client.getQueryData(['fresh'])).toBe('new');
    } finally {
      shiftClock(runShift);
      client.clear();
    }
  });
});
