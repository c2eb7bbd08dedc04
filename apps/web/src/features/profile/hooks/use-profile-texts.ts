import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

/**
 * Fetches the profile's texts in the current language; false until they are
 * there. (A top-level await in the route would do the same, but it makes the
 * bundler split the sign-in page's scripts into more, larger pieces.)
 */
export function useProfileTexts(): boolean {
  const { i18n } = useTranslation('profile');
  const language = i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'profile'));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['profile']).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded;
}
