import { useEffect, useState } from 'react';
import type { LogoItem } from '@portal/shared/shell/schema';
import { getLogo } from '@/features/auth/api/get-logo';
import { SignInPage } from '@/features/auth/components/sign-in-page';

export default function SignInRoute() {
  // Logo, favicon and name follow once checked against the contract (its schema
  // loads after the form is up); the form does not wait for them.
  const [institute, setInstitute] = useState<LogoItem | null>(null);
  useEffect(() => {
    let live = true;
    void getLogo().then((item) => live && setInstitute(item));
    return () => {
      live = false;
    };
  }, []);
  return <SignInPage institute={institute} />;
}
