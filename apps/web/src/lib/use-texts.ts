import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces, type Namespace } from './i18n';

/**
 * Fetches a screen's texts (its namespace) in the current language; false until
 * they are there. (A top-level await in the route would do the same, but it makes
 * the bundler split the sign-in page's scripts into more, larger pieces.)
 */
export function useTexts(namespace: Namespace): boolean {
  const { i18n } = useTranslation(namespace);
  const language = i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, namespace));
  useEffect(() => {
    let live = true;
    void loadNamespaces([namespace]).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language, namespace]);
  return loaded;
}
