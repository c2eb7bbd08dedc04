import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from './dialog';

/** The exam screens' error backdrop (spec sections 2.3, 8): Cancel or close goes to /dashboard. */
export function ErrorBackdrop({ title, text }: { title: string; text: string | null }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (!text) return null;
  const leave = () => navigate('/dashboard');
  return (
    <Dialog
      title={title}
      onClose={leave}
      footer={
        <button type="button" className="button button--ghost" onClick={leave}>
          {t('cancel')}
        </button>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
