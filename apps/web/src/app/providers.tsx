import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * App-wide providers. TanStack Query is provided by the signed-in layout
 * (app/routes/signed-in-layout.tsx) so the sign-in page loads without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
