import { createContext, useContext } from 'react';
import type { Session } from '../lib/session';

/**
 * The session of the signed-in area, given by its layout (routes/signed-in-layout.tsx) only while
 * signed in: the signed-in loader (loaders.ts) lets no one in without one, and the layout goes to
 * the sign-in page as soon as it is gone (another tab's logout, a 403), drawing no screen.
 */
const SignedInSession = createContext<Session | null>(null);

export const SignedInSessionProvider = SignedInSession.Provider;

/** A signed-in screen's session (a route of app/screens.ts): never null there. */
export function useSignedInSession(): Session {
  const session = useContext(SignedInSession);
  if (!session) throw new Error('a signed-in screen outside the signed-in layout');
  return session;
}
