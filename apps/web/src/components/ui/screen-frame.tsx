import { useEffect, type ReactNode } from 'react';
import { setDocumentTitle } from '@/lib/document-head';
import { getSession } from '@/lib/session';

/** The frame of a signed-in screen: its title (<h1>, the browser tab's title) above its body. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    setDocumentTitle(title, getSession()?.institute_name);
  }, [title]);
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
