import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

/** Fetches the messages screen's texts in the current language; false until they are there. */
export function useMessagesTexts(): boolean {
  const { i18n } = useTranslation('messages');
  const language = i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'messages'));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['messages']).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded;
}
