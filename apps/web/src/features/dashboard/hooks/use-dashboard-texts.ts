import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

/** Fetches the home screen's texts in the current language; false until they are there. */
export function useDashboardTexts(): boolean {
  const { i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'dashboard'));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['dashboard']).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded;
}
