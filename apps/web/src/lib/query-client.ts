import {
  hashKey,
  hydrate,
  MutationCache,
  QueryCache,
  QueryClient,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { sessionMark } from '@portal/shared/shell/server-drawn';
import { ApiError } from './api-client';
import { takeServerAnswers } from './drawn-by-server';
import { SESSION_KEY } from './session';
import { readStorage } from './storage';
import { DRAWN_AT_KEY, serverLead } from './use-clock';
import { toastFailure } from './failure-toast';
import { refuseChangesOffline } from './offline-guard';

/** What a query says about its failure, typed for every query through TanStack Query's `Register`. */
export interface QueryFailureMeta extends Record<string, unknown> {
  /**
   * A failed load is an error toast with the usual text (the server's message, else the network
   * text of spec section 8). Left out, the screen shows the failure itself (inline, a backdrop) or
   * not at all.
   */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryFailureMeta;
  }
}

/**
 * A failed load toasts once, for the screens showing it that ask (`meta.errorToast`): a prefetch
 * nobody looks at yet, or a screen left before the answer, stays quiet. The meta is read from the
 * screens' observers, so a load another caller started without it still toasts for the screen.
 */
function toastFailedLoad(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (query.observers.some((observer) => observer.options.meta?.errorToast)) toastFailure(error);
}

/** One query client for the signed-in area (the sign-in page does without). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: toastFailedLoad }),
  mutationCache: new MutationCache({ onMutate: refuseChangesOffline }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Retry only when no answer came; an answer (even an error) is final.
      retry: (failureCount, error) => failureCount < 2 && error instanceof ApiError && !error.gotResponse,
    },
    // Offline, a change is tried at once and refused with the offline message (lib/offline-guard.ts),
    // never left pending until the connection returns (the user would not know it was not sent).
    mutations: { networkMode: 'always' },
  },
});

/**
 * The answers the server drew the page with (app/server-render.tsx), in the cache as soon as it
 * exists, before any loader or render reads it: the browser hydrates the server's markup with the
 * same data (app/main.tsx) without asking for it again, whichever route's code (the signed-in
 * layout's, the screen's) arrives first. Only with the very session they were drawn with
 * (index.html's inline script already dropped them otherwise).
 */
if (typeof document !== 'undefined') {
  const answers = takeServerAnswers(sessionMark(readStorage(SESSION_KEY) ?? ''));
  if (answers) hydrate(queryClient, onThisDevicesClock(answers as DehydratedState));
}

/**
 * The page's answers on this device's clock. The server stamped them by its own (when each came,
 * TanStack Query's dataUpdatedAt), and measured an answer's `clockOffset` against it (the server's
 * clock minus the one that read the answer: the timetable's month, live classes). On a device whose
 * clock is ahead, they looked older than the page (the kept offline copy's refresh asked them
 * again, lib/offline-cache.ts) or stale (a minute ahead: every screen asked them again); on one
 * whose clock is wrong, the cards ran on it until the next call. Both are moved by the server's
 * lead over this device at the drawing (serverLead); the drawing moment itself stays the server's
 * (the clocks are hydrated at it, lib/use-clock.ts).
 */
function onThisDevicesClock(state: DehydratedState): DehydratedState {
  const drawn = state.queries.find((query) => query.queryHash === hashKey(DRAWN_AT_KEY))?.state.data;
  const lead = typeof drawn === 'number' ? serverLead(drawn) : 0;
  if (lead === 0) return state;
  const measured = (data: unknown) =>
    data && typeof data === 'object' && 'clockOffset' in data && typeof data.clockOffset === 'number'
      ? { ...data, clockOffset: data.clockOffset + lead }
      : data;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        data: measured(query.state.data),
        dataUpdatedAt: query.state.dataUpdatedAt - lead,
      },
    })),
  };
}
