import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n } from '../lib/i18n';

/**
 * App-wide providers, the same around the page the server draws (app/server-render.tsx, with the
 * page's own texts instance) as around the browser's, so that the browser hydrates the markup it
 * would have made. TanStack Query is provided by the signed-in layout
 * (app/routes/signed-in-layout.tsx) so the sign-in page loads without it.
 */
export function Providers({ children, texts = i18n }: { children: ReactNode; texts?: I18n }) {
  return <I18nextProvider i18n={texts}>{children}</I18nextProvider>;
}
