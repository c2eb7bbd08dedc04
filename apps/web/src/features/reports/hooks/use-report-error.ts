import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';

/**
 * How a failed call of Exam Reports shows (spec section 8, as My Exam):
 * - 'labels': a server message is toasted and opens the error backdrop; without one a
 *   generic toast, except an unauthorized load (the strip falls back to the placeholder labels);
 * - 'tests': the backdrop without a toast;
 * - 'report' (score errors): a toast of the server message or a generic one; a server
 *   message also opens the backdrop.
 * A 403 has already logged out. Returns the backdrop's text, or null.
 */
export function useReportError(
  error: unknown,
  kind: 'labels' | 'tests' | 'report',
  fallback = '',
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
