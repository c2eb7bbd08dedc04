import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';

/**
 * How an exam screen's failed call shows (spec section 8):
 * - 'labels': a server message is toasted and opens the error backdrop; without one a
 *   generic toast, except an unauthorized load (the screen falls back to the placeholder labels);
 * - 'tests': the backdrop without a toast;
 * - 'other': a server message is toasted and opens the backdrop; without one a generic toast.
 * A 403 has already logged out. Returns the backdrop's text, or null.
 */
export function useExamError(
  error: unknown,
  kind: 'labels' | 'tests' | 'other',
  fallback: string,
): string | null {
  const [backdrop, setBackdrop] = useState<string | null>(null);
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.handled)) return;
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    if (kind === 'tests') {
      setBackdrop(message ?? fallback);
      return;
    }
    if (message) {
      notify.error(message);
      setBackdrop(message);
      return;
    }
    if (kind === 'labels' && error instanceof ApiError && error.status === 401) return;
    notify.error(errorText(error));
  }, [error, kind, fallback]);
  return error ? backdrop : null;
}
