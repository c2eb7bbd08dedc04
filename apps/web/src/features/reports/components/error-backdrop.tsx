import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';

/** Exam Reports' error backdrop (spec section 8, as My Exam's): Cancel or close goes to /dashboard. */
export function ErrorBackdrop({ text }: { text: string | null }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  if (!text) return null;
  const leave = () => navigate('/dashboard');
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
