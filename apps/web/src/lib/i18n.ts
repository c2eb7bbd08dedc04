import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/shared/auth/schema';

/** The languages of the contract's languageSchema, without loading zod for the first page. */
export const LANGUAGES = ['en', 'fr', 'hi', 'de'] as const satisfies readonly Language[];
// Compile-time check that the list above covers every language of the contract.
type MissingLanguage = Exclude<Language, (typeof LANGUAGES)[number]>;
const complete: [MissingLanguage] extends [never] ? true : never = true;
void complete;

export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'profile',
  'sso',
  'dashboard',
  'messages',
  'events',
  'timetable',
  'exams',
  'test-panel',
  'reports',
  'reports-offline',
  'score-card',
  'live-classes',
  'documents',
  'study-material',
  'media',
  'products',
  'assignments',
  'fees',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

type Bundle = Record<string, unknown>;
// One lazy chunk per language and namespace: only what the page uses in its language is fetched.
// The sign-in page's own two namespaces are known here; the others' loaders come with their map.
const signInLoaders = import.meta.glob<Bundle>('../locales/*/{common,auth}.json', { import: 'default' });
async function loaderOf(path: string): Promise<(() => Promise<Bundle>) | undefined> {
  return signInLoaders[path] ?? (await import('./i18n-bundles')).bundleLoaders[path];
}

export const i18n = i18next.createInstance();

const wanted = new Set<Namespace>(['common']);
const pending = new Map<string, Promise<void>>();

async function loadBundle(language: Language, ns: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return;
  const id = `${language}/${ns}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = loaderOf(`../locales/${id}.json`).then(async (loader) => {
      if (loader) i18n.addResourceBundle(language, ns, await loader(), true, true);
    });
    promise = promise.finally(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

let started: Promise<unknown> | null = null;

/** Starts i18next (no texts yet: route loaders fetch the institute's language). */
export function initI18n(): Promise<unknown> {
  started ??= i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // English is the fallback, but it is only fetched when the active language lacks a key.
    saveMissing: true,
    missingKeyHandler: (_languages, ns) => {
      if (i18n.language !== FALLBACK_LANGUAGE && (NAMESPACES as readonly string[]).includes(ns)) {
        void loadBundle(FALLBACK_LANGUAGE, ns as Namespace);
      }
    },
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return started;
}

export function parseLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : FALLBACK_LANGUAGE;
}

/**
 * Switches to the institute's language, after fetching the namespaces the page
 * needs in it; sets <html lang>.
 */
export async function setLanguage(language: Language, namespaces: readonly Namespace[] = []): Promise<void> {
  await initI18n();
  namespaces.forEach((ns) => wanted.add(ns));
  await Promise.all([...wanted].map((ns) => loadBundle(language, ns)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Makes sure the given namespaces are there in the current language. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await setLanguage(parseLanguage(i18n.language ?? FALLBACK_LANGUAGE), namespaces);
}
