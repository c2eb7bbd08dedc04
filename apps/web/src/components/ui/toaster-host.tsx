import { lazy, Suspense, useEffect } from 'react';
import { afterPageSettled } from '../../lib/page-settled';
import { requestToaster, useToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster once the page has settled (lib/page-settled.ts), or at the first toast. */
export function ToasterHost() {
  const wanted = useToasterWanted();
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
