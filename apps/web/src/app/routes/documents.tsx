import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/spinner';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { DocumentsScreen } from '@/features/documents/components/documents-screen';
import { isParentSession } from '@/lib/session';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchDocuments } from '@/features/documents/api/prefetch-documents';

/** Its calls go out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchDocuments(client, session);

/** /document: students (by subject) and open users (by e-course). Hidden for parents: no call is made. */
export default function DocumentsRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('documents');
  const { t } = useTranslation('documents');
  if (!textsReady) return <PageLoader label="" />;
  if (isParentSession(session)) {
    return (
      <ScreenFrame title={t('title')}>
        <div className="card empty-state">
          <p className="empty-state__title">{t('notAvailable')}</p>
        </div>
      </ScreenFrame>
    );
  }
  return <DocumentsScreen key={session.student_id ?? session.user_id} />;
}
