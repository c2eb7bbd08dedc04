import { SsoErrorPage } from '@/features/sso/components/sso-error-page';

/** Where a login link that did not work ends. */
export default function ErrorPageRoute() {
  return <SsoErrorPage />;
}
