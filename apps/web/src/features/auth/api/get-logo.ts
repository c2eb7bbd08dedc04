import type { Language, LogoItem } from '@portal/shared/shell/schema';
import { LANGUAGES } from '@/lib/i18n';
import { api } from '@/lib/api-client';

const LOGO_TIMEOUT_MS = 4000;

let cached: { host: string; answer: Promise<unknown> } | null = null;

/** One request per host name, shared by the language and the checked answer. */
function fetchAnswer(host: string): Promise<unknown> {
  if (cached?.host === host) return cached.answer;
  const answer = api
    .getUnchecked('/api/v1/institutes/getLogoAndFavIcon', {
      query: { virtualHostUrl: host },
      timeoutMs: LOGO_TIMEOUT_MS,
    })
    .catch(() => {
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
