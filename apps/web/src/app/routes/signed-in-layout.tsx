import { useEffect, useMemo } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { queryClient } from '../../lib/query-client';
import {
  askKeptCopiesAgain,
  forgetOfflineData,
  isKeptOffline,
  OFFLINE_MAX_AGE_MS,
  offlinePersister,
} from '../../lib/offline-cache';
import { followBrowserOnline } from '../../lib/offline-guard';
import { isSignedIn, useSession, type Session } from '../../lib/session';
import { academicYearsQuery } from '../../features/shell/api/get-academic-years';
import { ShellLayout } from '../../features/shell/components/shell-layout';

/**
 * The signed-in area; TanStack Query arrives with it, not with the sign-in page. The answers
 * the portal keeps readable offline are saved per user in IndexedDB (lib/offline-cache.ts);
 * signing out drops them and everything fetched, so the next person sees nothing of them.
 */
followBrowserOnline();

/**
 * The header's call, sent as soon as this code is here (router.tsx) rather than once the header
 * is drawn: the academic-year picker is disabled until the years answer, and a screen's own calls
 * go out as early (its loader), so the picker would otherwise be the last thing to settle.
 */
export function startShellCalls(session: Session): void {
  if (session.is_institute_type_school)
    void queryClient.prefetchQuery(academicYearsQuery(session.institute_id));
}

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
      onSuccess={() => void askKeptCopiesAgain(queryClient)}
    >
      <ShellLayout />
    </PersistQueryClientProvider>
  );
}
