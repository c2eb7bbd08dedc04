import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';
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
