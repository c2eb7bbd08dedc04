import { getLogo } from '@/features/auth/api/get-logo';
import { useSignIn } from '@/features/auth/hooks/use-sign-in';
import SignInDialogs from '@/features/auth/components/sign-in-dialogs';
import { withStoredAcademicYear } from '@/features/auth/utils/build-session';
import { SsoLoginStatus } from '@/features/sso/components/sso-login-status';
import { useSsoLogin, type SignInWithKey } from '@/features/sso/hooks/use-sso-login';
import { useSsoTexts } from '@/features/sso/hooks/use-sso-texts';
import { getSession } from '@/lib/session';

/**
 * Single sign-on landing (/userLogin?token=): the link's token is spent, then
 * the portal's own sign-in runs with the one-time key it returned; its pop-ups
 * (another device, a parent's student) show here as on the login screen.
 */
export default function UserLoginRoute() {
  const textsReady = useSsoTexts();
  const signIn = useSignIn(null);
  const signInWithKey: SignInWithKey = async (userName, key, handlers) => {
    // The session keeps the institute's favicon, as a sign-in from the login screen does.
    const institute = await getLogo();
    await signIn.signInWithKey(userName, key, {
      ...handlers,
      favIconUrl: institute?.favIconPath ?? null,
      // No year pop-up: the year of the previous session on this browser, else the current one.
      chooseYear: (session) => withStoredAcademicYear(session, getSession()),
    });
  };
  const phase = useSsoLogin(signInWithKey);
  return (
    <>
      <SsoLoginStatus phase={phase} textsReady={textsReady} />
      <SignInDialogs signIn={signIn} />
    </>
  );
}
