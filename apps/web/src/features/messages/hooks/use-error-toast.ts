import { useEffect } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';

/**
 * One error toast per failed load: the server's message, else the mapped text.
 * A 403 has already logged out with its message.
 */
export function useErrorToast(error: Error | null, failedAt: number): void {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.handled)) return;
    notify.error(errorText(error));
  }, [error, failedAt]);
}
