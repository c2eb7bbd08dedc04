import {
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
import { drawnPageSkew } from './use-clock';
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
  if (answers) {
    hydrate(queryClient, answers as DehydratedState);
    measuredOnThisDevice(queryClient);
  }
}

/**
 * An answer's `clockOffset` (the server's clock minus the one that read the answer: the timetable's
 * month, live classes) was measured on the server when it drew the page, so against the server's
 * own clock: the offset to this device's is added, else the cards would run on a wrong device clock
 * until the next call.
 */
function measuredOnThisDevice(client: QueryClient): void {
  const skew = drawnPageSkew(client);
  if (skew === 0) return;
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (!data || typeof data !== 'object' || !('clockOffset' in data) || typeof data.clockOffset !== 'number')
      continue;
    client.setQueryData(
      query.queryKey,
      { ...data, clockOffset: data.clockOffset + skew },
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
}
