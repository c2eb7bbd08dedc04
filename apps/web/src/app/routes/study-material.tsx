import { PageLoader } from '@/components/ui/spinner';
import { StudyMaterialScreen } from '@/features/study-material/components/study-material-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { prefetchStudyMaterial } from '@/features/study-material/api/prefetch-study-material';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchStudyMaterial(client, session);

/** /studymaterial: students (Study Library, Purchased Product) and open users (Purchased Product). */
export default function StudyMaterialRoute() {
  const textsReady = useTexts('study-material');
  return textsReady ? <StudyMaterialScreen /> : <PageLoader label="" />;
}
