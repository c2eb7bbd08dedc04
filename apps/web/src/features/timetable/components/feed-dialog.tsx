import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { useFeed, useRegenerateFeed } from '../api/get-feed';

/** The private calendar-feed address: copy, open in a calendar app, or replace it. */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('timetable');
  const feed = useFeed(session);
  const regenerate = useRegenerateFeed(session);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const helpId = useId();
  const url = feed.data ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('feed.copied'));
    } catch {
      notify.error(t('feed.copyFailed'));
    }
  };

  if (confirming) {
    return (
      <ConfirmDialog
        title={t('feed.regenerateTitle')}
        text={t('feed.regenerateText')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          regenerate.mutate(undefined, {
            onSuccess: () => notify.success(t('feed.regenerated')),
            onError: (error) => notify.error(errorText(error)),
          });
        }}
      />
    );
  }

  return (
    <Dialog title={t('feed.title')} onClose={onClose} className="tt-feed">
      <p id={helpId}>{t('feed.explain')}</p>
      {feed.isPending ? (
        <div role="status" className="tt-attendance__loading">
          <Spinner />
          <span>{t('feed.loading')}</span>
        </div>
      ) : feed.isError ? (
        <p className="form-error">{errorText(feed.error)}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={inputId}>{t('feed.urlLabel')}</label>
            <input
              id={inputId}
              className="input"
              readOnly
              value={url}
              aria-describedby={helpId}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="tt-feed__actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t('feed.copy')}
            </button>
            <a className="button button--ghost" href={url.replace(/^https?:\/\//, 'webcal://')}>
              {t('feed.open')}
            </a>
            <button
              type="button"
              className="button button--danger"
              disabled={regenerate.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('feed.regenerate')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
