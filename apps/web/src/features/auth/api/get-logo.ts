import type { LogoItem } from '@portal/shared/shell/schema';
import { api } from '../../../lib/api-client';

const LOGO_TIMEOUT_MS = 4000;

let cached: { host: string; promise: Promise<LogoItem | null> } | null = null;

/**
 * GET /api/v1/institutes/getLogoAndFavIcon?virtualHostUrl={host}: the institute
 * behind this host name (logo, favicon, name, language). Null when unknown or
 * unreachable: the sign-in page then shows without branding, in English.
 */
export function getLogo(host = window.location.hostname): Promise<LogoItem | null> {
  if (cached?.host === host) return cached.promise;
  const promise = api
    .get('/api/v1/institutes/getLogoAndFavIcon', {
      query: { virtualHostUrl: host },
      // zod arrives beside the call, not with the entry.
      schema: import('@portal/shared/shell/schema').then((m) => m.logoResponseSchema),
      timeoutMs: LOGO_TIMEOUT_MS,
    })
    .then((answer) => answer.result[0] ?? null)
    .catch(() => {
      cached = null;
      return null;
    });
  cached = { host, promise };
  return promise;
}
