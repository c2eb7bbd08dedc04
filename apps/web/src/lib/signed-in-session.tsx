import { createContext, useContext } from 'react';
import type { Session } from './session';

/**
 * The session of the signed-in area, given by its layout (app/routes/signed-in-layout.tsx) only
 * while signed in: the signed-in loader (app/loaders.ts) lets no one in without one, and the layout
 * goes to the sign-in page as soon as it is gone (another tab's logout, a 403), drawing no screen.
 * The server draws the same layout (app/server-render.tsx), so the screens read it there too.
 */
const SignedInSession = createContext<Session | null>(null);

export const SignedInSessionProvider = SignedInSession.Provider;

/**
 * The session, for a signed-in screen (a route of app/screens.ts) and anything it draws: never
 * null there, so they read it here rather than having it handed down.
 */
export function useSignedInSession(): Session {
  const session = useContext(SignedInSession);
  if (!session) throw new Error('a signed-in screen outside the signed-in layout');
  return session;
}
