import { ProfileLoading } from '../../features/profile/components/profile-loading';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { useProfileTexts } from '../../features/profile/hooks/use-profile-texts';
import { useSession } from '../../lib/session';

/** /profile and /Profile. */
export default function ProfileRoute() {
  const session = useSession();
  const textsReady = useProfileTexts();
  if (!session) return null;
  return textsReady ? <ProfileScreen session={session} /> : <ProfileLoading />;
}
