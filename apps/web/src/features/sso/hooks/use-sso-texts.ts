import { useEffect, useState } from 'react';
import { i18n, loadNamespaces } from '@/lib/i18n';

/** The sso texts: the page's loader fetched only the common and auth ones. True once they are there. */
export function useSsoTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'sso'));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['sso']).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
