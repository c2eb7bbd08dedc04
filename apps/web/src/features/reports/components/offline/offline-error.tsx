import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../../components/ui/dialog';
import { ApiError, errorText } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';

/**
 * A failed load of the offline report or the product tests (spec section 8, exam screens): the server's message is
 * toasted and opens the error backdrop; without one a generic toast. A 403 has already
 * logged out. Returns the backdrop's text, or null.
 */
export function useLoadError(error: unknown): string | null {
  const [backdrop, setBackdrop] = useState<string | null>(null);
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.handled)) return;
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    if (message) {
      notify.error(message);
      setBackdrop(message);
      return;
    }
    notify.error(errorText(error));
  }, [error]);
  return error ? backdrop : null;
}

/** The error backdrop: Cancel or close goes to /dashboard (spec sections 2.3, 8). */
export function LoadErrorBackdrop({ text }: { text: string | null }) {
  const { t } = useTranslation('reports-offline');
  const navigate = useNavigate();
  if (!text) return null;
  const leave = () => void navigate('/dashboard');
  return (
    <Dialog
      title={t('error.title')}
      onClose={leave}
      footer={
        <button type="button" className="button button--ghost" onClick={leave}>
          {t('error.cancel')}
        </button>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
