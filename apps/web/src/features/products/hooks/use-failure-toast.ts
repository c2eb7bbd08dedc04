import { useEffect } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';

/** A failed load: the server's message or the network text as a toast (a 403 has already logged out). */
export function useFailureToast(error: unknown) {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.handled)) return;
    notify.error(errorText(error));
  }, [error]);
}
