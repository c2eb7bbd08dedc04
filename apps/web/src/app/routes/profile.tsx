import { ProfileLoading } from '../../features/profile/components/profile-loading';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { useTexts } from '../../lib/use-texts';
import { useSession } from '../../lib/session';

/** /profile and /Profile. */
export default function ProfileRoute() {
  const session = useSession();
  const textsReady = useTexts('profile');
  if (!session) return null;
  return textsReady ? <ProfileScreen session={session} /> : <ProfileLoading />;
}
