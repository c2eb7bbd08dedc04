import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientSave,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { queryClient } from '@/lib/query-client';
import {
  askKeptCopiesAgain,
  forgetOfflineData,
  isKeptOffline,
  OFFLINE_MAX_AGE_MS,
  offlinePersister,
} from '@/lib/offline-cache';
import { followBrowserOnline } from '@/lib/offline-guard';
import { isSignedIn, useSession, type Session } from '@/lib/session';
import { serverContext } from '@/lib/server-context';
import { prefetchShell } from '@/features/shell/api/prefetch-shell';
import { ShellLayout } from '@/features/shell/components/shell-layout';
import { loadNamespaces } from '@/lib/i18n';
import { RootFallback } from '../root-layout';
import { SignedInSessionProvider } from '@/lib/signed-in-session';

/**
 * Choose your password, for a session a first-sign-in code started: before any screen, with its
 * texts. Its own chunk: only those few sessions fetch it.
 */
const ChoosePasswordScreen = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/profile/components/choose-password-screen'),
    loadNamespaces(['profile']),
  ]);
  return module;
});

/**
 * The signed-in area; TanStack Query arrives with it, not with the sign-in page. The answers
 * the portal keeps readable offline are saved per user in IndexedDB (lib/offline-cache.ts);
 * signing out drops them and everything fetched, so the next person sees nothing of them.
 */
if (typeof window !== 'undefined') followBrowserOnline();

/**
 * The header's calls, sent as soon as this code is here (router.tsx) rather than once the header
 * is drawn: a screen's own calls go out as early (its loader), so the header would otherwise be the
 * last thing to settle. On the server they go out beside the screen's (app/server-render.tsx).
 */
export function startShellCalls(session: Session): void {
  void prefetchShell(queryClient, session);
}

const BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';
const DEHYDRATE = { shouldDehydrateQuery: isKeptOffline };

/**
 * Saves the kept copy once it has been read back. The provider saves on each change of the cache
 * from then on, not before: an answer that came in while the copy was being read (a screen's
 * loader asks before the layout is drawn) waited for the next change, and a screen that changed
 * nothing more was never kept. Runs in the same commit as the provider's own subscription (a
 * child's effect runs just before its parent's), so no change falls in between.
 */
function SaveOnceRestored({ persister }: { persister: Persister }) {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring)
      void persistQueryClientSave({ queryClient, persister, buster: BUSTER, dehydrateOptions: DEHYDRATE });
  }, [restoring, persister]);
  return null;
}

/** Drawn on the server: the same tree as the browser's below, with the page's own query cache. */
function ServerQueries({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={serverContext()!.queryClient}>
      <SavedOnServer />
      {children}
    </QueryClientProvider>
  );
}

/** In SaveOnceRestored's place: nothing is kept offline on the server. */
const SavedOnServer = () => null;

export default function SignedInLayoutRoute() {
  const session = useSession();
  if (serverContext()) return <ServerQueries>{content(session)}</ServerQueries>;
  return <BrowserQueries session={session} />;
}

/**
 * A first-sign-in session chooses its password first; else the header, menu and screen, the
 * screen reading the session as signed in (useSignedInSession). Without one, the layout goes to
 * the sign-in page.
 */
function content(session: Session | null) {
  if (session?.must_choose_password)
    return (
      <Suspense fallback={<RootFallback />}>
        <ChoosePasswordScreen session={session} />
      </Suspense>
    );
  if (!isSignedIn(session)) return <ShellLayout />;
  return (
    <SignedInSessionProvider value={session}>
      <ShellLayout />
    </SignedInSessionProvider>
  );
}

function BrowserQueries({ session }: { session: Session | null }) {
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
        buster: BUSTER,
        dehydrateOptions: DEHYDRATE,
      }}
      // What was kept is shown at once, then asked again (offline, the asking waits for the network).
      onSuccess={() => void askKeptCopiesAgain(queryClient)}
    >
      <SaveOnceRestored persister={persister} />
      {content(session)}
    </PersistQueryClientProvider>
  );
}
