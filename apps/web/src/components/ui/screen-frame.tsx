import { useEffect, type ReactNode } from 'react';
import { setDocumentTitle } from '@/lib/document-head';
import { useSignedInSession } from '@/lib/signed-in-session';

/** The frame of a signed-in screen: its title (<h1>, the browser tab's title) above its body. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  const institute = useSignedInSession().institute_name;
  useEffect(() => {
    setDocumentTitle(title, institute);
  }, [title, institute]);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <div className="screen__header">
        <h1 id="screen-title" className="screen__title">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}
