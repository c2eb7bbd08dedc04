import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { refuseChangesOffline } from './offline-guard';

/** One query client for the signed-in area (the sign-in page does without). */
export const queryClient = new QueryClient({
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
