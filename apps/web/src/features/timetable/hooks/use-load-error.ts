import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_REDIRECT_DELAY_MS, isIgnoredMessage } from '@portal/shared/timetable/rules';
import { ApiError, errorText } from '@/lib/api-client';
import { handledByClient } from '@/lib/failure-toast';
import { notify } from '@/lib/toast';

/**
 * Spec section 8 for the timetable and holiday calls: a server message is toasted,
 * then after 2 s the user goes to /dashboard, with a blocking backdrop until then
 * (its cancel also goes there); 'Please assign course!' is ignored; without a
 * message a generic toast. A 403 has already logged out.
 */
export function useLoadError(error: unknown): string | null {
  const navigate = useNavigate();
  const [blocking, setBlocking] = useState<string | null>(null);
  useEffect(() => {
    if (!error || handledByClient(error)) return;
    if (error instanceof ApiError && error.serverMessage) {
      if (isIgnoredMessage(error.serverMessage)) return;
      notify.error(error.serverMessage);
      setBlocking(error.serverMessage);
      const timer = window.setTimeout(() => navigate('/dashboard'), ERROR_REDIRECT_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    notify.error(errorText(error));
  }, [error, navigate]);
  return blocking;
}

/** Year count: a toast only when the server sent no message. */
export function useYearCountError(error: unknown) {
  useEffect(() => {
    if (!error || handledByClient(error) || (error instanceof ApiError && error.serverMessage)) return;
    notify.error(errorText(error));
  }, [error]);
}
