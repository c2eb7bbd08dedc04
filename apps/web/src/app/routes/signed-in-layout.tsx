import { useEffect, useMemo } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { queryClient } from '../../lib/query-client';
import {
  forgetOfflineData,
  isKeptOffline,
  OFFLINE_MAX_AGE_MS,
  offlinePersister,
} from '../../lib/offline-cache';
import { followBrowserOnline } from '../../lib/offline-guard';
import { isSignedIn, useSession } from '../../lib/session';
import { ShellLayout } from '../../features/shell/components/shell-layout';

/**
 * The signed-in area; TanStack Query arrives with it, not with the sign-in page. The answers
 * the portal keeps readable offline are saved per user in IndexedDB (lib/offline-cache.ts);
 * signing out drops them and everything fetched, so the next person sees nothing of them.
 */
followBrowserOnline();

export default function SignedInLayoutRoute() {
  const session = useSession();
  const userId = isSignedIn(session) ? session.user_id : null;
  const persister = useMemo(() => (userId === null ? null : offlinePersister(userId)), [userId]);

  useEffect(() => {
    if (userId === null) {
      queryClient.clear();
      void forgetOfflineData();
    } else {
      // Another user's answers left by a browser closed before logout.
      void forgetOfflineData(userId);
    }
  }, [userId]);

  if (!persister) return <ShellLayout />;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: OFFLINE_MAX_AGE_MS,
        buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
        dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
      }}
      // What was kept is shown at once, then asked again (offline, the asking waits for the network).
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <ShellLayout />
    </PersistQueryClientProvider>
  );
}
