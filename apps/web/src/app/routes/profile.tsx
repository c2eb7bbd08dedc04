import { ProfileLoading } from '@/features/profile/components/profile-loading';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { prefetchProfile } from '@/features/profile/api/prefetch-profile';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchProfile(client, session);

/** /profile and /Profile. */
export default function ProfileRoute() {
  const textsReady = useTexts('profile');
  return textsReady ? <ProfileScreen /> : <ProfileLoading />;
}
