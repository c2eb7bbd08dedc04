import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@portal/shared/auth/schema';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { LANGUAGES } from '../lib/i18n';

/**
 * The sign-in page as HTML, per language (issue 15, "fast everywhere"): the build writes it to
 * dist/.vite/prerender.json (build/prerender.ts) and the server puts the one in the institute's
 * language into the `/` it sends, so a phone shows the page before the ~100 KB of the portal's
 * script has arrived and run. The script then draws the same page over it (main.tsx), keeping
 * what was typed meanwhile and a Login already pressed (sign-in-form.tsx). Drawn as the page's
 * first render is: before the institute's logo and name, which the page fetches.
 */
const signInTexts = import.meta.glob<Record<string, unknown>>('../locales/*/{common,auth}.json', {
  eager: true,
  import: 'default',
});

export async function renderSignIn(language: Language): Promise<string> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'auth'],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
    resources: Object.fromEntries(
      [language, 'en'].map((lang) => [
        lang,
        {
          common: signInTexts[`../locales/${lang}/common.json`]!,
          auth: signInTexts[`../locales/${lang}/auth.json`]!,
        },
      ]),
    ),
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SignInPage institute={null} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // Until the script has taken over, a Login (button or Enter) is kept for it by index.html's
  // inline script (data-early), never sent: without that script it would be a POST, which keeps the
  // password out of the address bar and the server's logs, not a GET of the page itself.
  return html.replace('<form ', '<form method="post" data-early="" ');
}

/** Every language's page. */
export async function renderSignInPages(): Promise<Record<Language, string>> {
  const pages = await Promise.all(LANGUAGES.map(async (lang) => [lang, await renderSignIn(lang)] as const));
  return Object.fromEntries(pages) as Record<Language, string>;
}
