import { useEffect, useState } from 'react';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useDrawnLater } from '@/lib/drawn-later';
import { useBanners } from '../api/get-banners';
import { markPromoSeen, promoAlreadySeen } from '../utils/promo-flag';
import { BannerSlider } from './banner-slider';
import { PromoDialog } from './promo-dialog';

/**
 * The banner slider and the promo pop-up, both only with the institute's
 * marketing and banner setting. The promo opens by itself only on the first
 * login in this browser; the flag is stored once it was shown, or once it is
 * known there is none to show.
 */
export function HomeBanners() {
  const session = useSignedInSession();

  const marketing = session.inst_set_up.marketing_banner;
  const query = useBanners(session);
  // Read once: a flag stored while this screen shows must not close the pop-up.
  const [firstLogin] = useState(() => !promoAlreadySeen());
  const [promoClosed, setPromoClosed] = useState(false);
  // The slider's pictures are drawn in an interruptible pass (lib/drawn-later.ts).
  const { value: banners } = useDrawnLater(query.data);
  const promos = query.data?.prom ?? [];
  const showPromo = marketing && firstLogin && !promoClosed && promos.length > 0;
  const decided = !marketing || query.isSuccess;

  useEffect(() => {
    if (firstLogin && decided) markPromoSeen();
  }, [firstLogin, decided]);

  if (!marketing) return null;
  return (
    <>
      {banners && banners.banner.length > 0 && <BannerSlider banners={banners.banner} />}
      {showPromo && <PromoDialog promos={promos} onClose={() => setPromoClosed(true)} />}
    </>
  );
}
