/**
 * Network-error mapping of spec section 8. Returns the English text; the
 * portal translates it through the `common:network.*` keys named by `networkErrorKey`.
 */
export type NetworkErrorKey =
  | 'noResponse'
  | 'badRequest'
  | 'unauthorized'
  | 'notFound'
  | 'internalServerError'
  | 'serviceUnavailable'
  | 'other';

export function networkErrorKey(status: number | undefined): NetworkErrorKey {
  if (status === undefined || status === 0) return 'noResponse';
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 404:
      return 'notFound';
    case 500:
      return 'internalServerError';
    case 503:
      return 'serviceUnavailable';
    default:
      return 'other';
  }
}

export const NETWORK_ERROR_TEXT: Record<NetworkErrorKey, string> = {
  noResponse: 'Please check your internet connection!',
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  notFound: 'Not Found',
  internalServerError: 'Internal Server Error',
  serviceUnavailable: 'Service Unavailable',
  other: 'Something went wrong! Please try after sometime.',
};

/** A server message containing ': app_link :' is shown as a text part and a link part. */
export const APP_LINK_MARKER = ': app_link :';

export function splitAppLink(message: string): { text: string; link: string } | null {
  const at = message.indexOf(APP_LINK_MARKER);
  if (at < 0) return null;
  return {
    text: message.slice(0, at).trim(),
    link: message.slice(at + APP_LINK_MARKER.length).trim(),
  };
}
