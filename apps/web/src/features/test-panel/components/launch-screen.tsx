import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { openLaunchKey } from '../api/open-launch';
import { savePanelToken } from '../api/panel-client';
import { ExpiredPage } from './expired-page';

/**
 * /test-panel/launch/:key: spends the single-use key, keeps the panel token in this
 * window's sessionStorage, and replaces the address, so a reload never shows the spent key.
 */
export function LaunchScreen({ launchKey }: { launchKey: string }) {
  const { t } = useTranslation('test-panel');
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    openLaunchKey(launchKey).then(
      (opened) => {
        if (!live) return;
        if (opened.attempt_id !== null) {
          savePanelToken({ kind: 'attempt', id: opened.attempt_id }, opened.token);
          void navigate(`/test-panel/attempt/${opened.attempt_id}`, { replace: true });
        } else {
          savePanelToken({ kind: 'view', id: opened.test_id }, opened.token);
          void navigate(`/test-panel/view/${opened.test_id}`, { replace: true });
        }
      },
      (error: unknown) => {
        // A spent or lapsed key answers with a message; no answer at all is a network failure.
        if (live)
          setFailed(
            error instanceof ApiError && error.gotResponse ? (error.serverMessage ?? '') : t('offline'),
          );
      },
    );
    return () => {
      live = false;
    };
  }, [launchKey, navigate, t]);

  if (failed !== null) return <ExpiredPage message={failed || undefined} />;
  return <PageLoader label={t('opening')} />;
}
