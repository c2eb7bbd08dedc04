import { lazy, Suspense, useEffect } from 'react';
import { requestToaster, useToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster once the page is up (or at the first toast). */
export function ToasterHost() {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(requestToaster, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(requestToaster, 1000);
    return () => clearTimeout(id);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
