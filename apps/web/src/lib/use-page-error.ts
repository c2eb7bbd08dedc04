import { useEffect, useState } from 'react';
import { ApiError, errorText } from './api-client';
import { handledByClient } from './failure-toast';
import { notify } from './toast';

/**
 * How a failed call of My Exam or Exam Reports shows (spec section 8):
 * - 'labels': a server message is toasted and opens the error backdrop; without one a
 *   generic toast, except an unauthorized load (the screen falls back to the placeholder labels);
 * - 'tests': the backdrop without a toast;
 * - 'other' (score and offline errors too): a server message is toasted and opens the
 *   backdrop; without one a generic toast.
 * A 403 has already logged out. Returns the backdrop's text, or null.
 */
export function usePageError(
  error: unknown,
  kind: 'labels' | 'tests' | 'other',
  fallback = '',
): string | null {
  const [backdrop, setBackdrop] = useState<string | null>(null);
  useEffect(() => {
    if (!error || handledByClient(error)) return;
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
