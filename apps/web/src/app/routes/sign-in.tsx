import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { getLogo } from '@/features/auth/api/get-logo';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import type { SignInData } from '../loaders';

export default function SignInRoute() {
  // Drawn by the server with the institute (app/server-render.tsx); otherwise its logo, favicon and
  // name follow once checked against the contract (its schema loads after the form is up): the form
  // does not wait for them.
  const drawn = useLoaderData<SignInData>();
  const [institute, setInstitute] = useState(drawn.institute);
  useEffect(() => {
    if (drawn.institute) return;
    let live = true;
    void getLogo().then((item) => live && setInstitute(item));
    return () => {
      live = false;
    };
  }, [drawn]);
  return <SignInPage institute={institute} />;
}
