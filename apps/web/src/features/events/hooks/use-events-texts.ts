import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

/** Fetches the calendar's texts in the current language; false until they are there. */
export function useEventsTexts(): boolean {
  const { i18n } = useTranslation('events');
  const language = i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'events'));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['events']).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded;
}
