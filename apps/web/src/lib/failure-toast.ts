import { ApiError, errorText } from './api-client';
import { notify } from './toast';

/** True when the api client has already acted on the failure (a 403 logged out with the server's message). */
export function handledByClient(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}

/**
 * The one error toast of a failed call: `text`, else the server's message or the network text of
 * spec section 8; none when the api client has already acted on it. Failed loads get it from the
 * query client (`meta: { errorToast: true }`, lib/query-client.ts); a click's own call (a download,
 * a file opened) calls it in its catch.
 */
export function toastFailure(error: unknown, text?: string): void {
  if (handledByClient(error)) return;
  notify.error(text ?? errorText(error));
}
