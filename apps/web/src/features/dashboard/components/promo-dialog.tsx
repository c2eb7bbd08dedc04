import { useTranslation } from 'react-i18next';
import type { Promo } from '@portal/shared/dashboard/schema';
import { Dialog } from '@/components/ui/dialog';

/** The promo pop-up: the institute's promo picture(s). */
export function PromoDialog({ promos, onClose }: { promos: Promo[]; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      title={t('promo.title')}
      onClose={onClose}
      className="home-promo"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('promo.close')}
        </button>
      }
    >
      {promos.map((promo, i) => (
        <img
          key={`${i}-${promo.web_url}`}
          className="home-promo__image"
          src={promo.web_url}
          alt={promo.alt}
        />
      ))}
    </Dialog>
  );
}
