import { useTranslation } from 'react-i18next';
import type { QueueSnapshot } from '../autosave/answer-queue';

/** 'All answers saved' / 'Saving…' / 'Offline, n answers waiting', announced politely. */
export function SaveStatus({ snapshot }: { snapshot: QueueSnapshot }) {
  const { t } = useTranslation('test-panel');
  const text =
    snapshot.status === 'offline'
      ? t('save.offline', { count: snapshot.waiting })
      : snapshot.status === 'saving'
        ? t('save.saving')
        : snapshot.status === 'saved'
          ? t('save.saved')
          : '';
  return (
    <p className={`tp-save tp-save--${snapshot.status}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
