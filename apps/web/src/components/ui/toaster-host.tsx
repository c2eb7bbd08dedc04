import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { afterPageSettled } from '@/lib/page-settled';
import { requestToaster, useToasterWanted } from '@/lib/toast';

/**
 * The toaster's code; when it cannot be fetched (offline before it was loaded), nothing, and it is
 * asked for again once the browser is back online (a failed lazy import would break the page).
 */
const loadToaster = (retry: () => void) =>
  lazy((): Promise<{ default: ComponentType }> =>
    import('./toaster').catch(() => {
      window.addEventListener('online', retry, { once: true });
      return { default: () => null };
    }),
  );

/** Mounts the toaster once the page has settled (lib/page-settled.ts), or at the first toast. */
export function ToasterHost() {
  const wanted = useToasterWanted();
  // Each attempt a new lazy component: React keeps the first one's outcome for good.
  const [attempt, setAttempt] = useState(0);
  const Toaster = useMemo(() => loadToaster(() => setAttempt(attempt + 1)), [attempt]);
  useEffect(() => {
    if (wanted) return;
    return afterPageSettled(requestToaster);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
