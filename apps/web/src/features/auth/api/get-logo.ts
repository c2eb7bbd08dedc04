import type { Language, LogoItem } from '@portal/shared/shell/schema';
import { LANGUAGES } from '@/lib/i18n';
import { api } from '@/lib/api-client';
import { takeServerAnswers } from '@/lib/drawn-by-server';
import { serverContext } from '@/lib/server-context';

const LOGO_TIMEOUT_MS = 4000;

let cached: { host: string; answer: Promise<unknown> } | null = null;

const ask = (host: string): Promise<unknown> =>
  api.getUnchecked('/api/v1/institutes/getLogoAndFavIcon', {
    query: { virtualHostUrl: host },
    timeoutMs: LOGO_TIMEOUT_MS,
  });

/**
 * One request per host name, shared by the language and the checked answer; on the server one per
 * page request (app/server-render.tsx), never kept for the next visitor.
 */
function fetchAnswer(host: string): Promise<unknown> {
  if (serverContext()) return ask(host).catch(() => null);
  if (cached?.host === host) return cached.answer;
  const answer = ask(host).catch(() => {
    cached = null;
    return null;
  });
  cached = { host, answer };
  return answer;
}

/**
 * GET /api/v1/institutes/getLogoAndFavIcon?virtualHostUrl={host}, first stage:
 * only the institute's language, needed before the page can show. Read from the
 * answer as it came and accepted only when it is one of the portal's languages.
 */
export async function getLogoLanguage(host = window.location.hostname): Promise<Language | null> {
  const answer = await fetchAnswer(host);
  const language = (answer as { result?: Array<{ language?: unknown }> } | null)?.result?.[0]?.language;
  return (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : null;
}

/**
 * The institute behind this host name (logo, favicon, name, language), checked
 * against the contract. The schema loads beside the call, after the form is
 * usable. Null when unknown or unreachable: the page then shows without branding.
 */
export async function getLogo(host = window.location.hostname): Promise<LogoItem | null> {
  const [answer, { logoResponseSchema }] = await Promise.all([
    fetchAnswer(host),
    import('@portal/shared/shell/schema'),
  ]);
  const checked = await logoResponseSchema['~standard'].validate(answer);
  return checked.issues ? null : (checked.value.result[0] ?? null);
}

/**
 * The institute the server drew the sign-in page with (app/server-render.tsx, checked there against
 * the contract), sent with the page (#server-answers) and read once: the browser hydrates the page
 * with it, asking for nothing. Null on a page the server did not draw (index.html's inline script
 * drops the drawing of a signed-in visitor, answers included).
 */
export function drawnInstitute(): LogoItem | null {
  return takeServerAnswers('') as LogoItem | null;
}
