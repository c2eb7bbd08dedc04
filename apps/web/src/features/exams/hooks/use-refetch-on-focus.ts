import { useEffect, useRef } from 'react';

/**
 * Reloads when this window regains focus. The query library listens to tab visibility
 * only, which does not change when the test panel's own window closes: a test submitted
 * there must show up counted as soon as the student is back here.
 */
export function useRefetchOnFocus(refetch: () => unknown, enabled: boolean): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!enabled) return;
    const onFocus = () => void latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled]);
}
