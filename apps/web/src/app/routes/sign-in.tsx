import { useLoaderData } from 'react-router';
import type { LogoItem } from '@portal/shared/shell/schema';
import { SignInPage } from '../../features/auth/components/sign-in-page';

export default function SignInRoute() {
  const { institute } = useLoaderData() as { institute: LogoItem | null };
  return <SignInPage institute={institute} />;
}
