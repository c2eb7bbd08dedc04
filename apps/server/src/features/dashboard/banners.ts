import { and, asc, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { MAX_BANNERS } from '@portal/shared/dashboard/rules';
import type { Banners } from '@portal/shared/dashboard/schema';
import type { Db } from '../../db/client';
import { banners, institutes } from '../../db/schema';

/** Promo pictures beyond this are not sent (the pop-up shows a few at most). */
const MAX_PROMOS = 5;

/**
 * The institute's active banners (at most MAX_BANNERS, by position) and promo
 * pictures for this user type (or for everyone); both empty when the
 * institute's marketing and banner setting is off. One statement: each kind's
 * first rows in the (institute, kind, position) index, joined to the setting.
 */
export async function bannersFor(db: Db, instituteId: number, userType: number): Promise<Banners> {
  const of = (kind: 'banner' | 'promo', limit: number) =>
    db
      .select(getTableColumns(banners))
      .from(banners)
      .innerJoin(
        institutes,
        and(eq(institutes.id, banners.instituteId), eq(institutes.marketingBanner, true)),
      )
      .where(
        and(
          eq(banners.instituteId, instituteId),
          eq(banners.kind, kind),
          eq(banners.isActive, true),
          or(isNull(banners.userType), eq(banners.userType, userType)),
        ),
      )
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(limit);
  const rows = await unionAll(of('banner', MAX_BANNERS), of('promo', MAX_PROMOS));
  const slides = rows.filter((row) => row.kind === 'banner');
  const promos = rows.filter((row) => row.kind === 'promo');
  return {
    banner: slides.map((row) => ({
      web_url: row.imageUrl,
      alt: row.altText,
      is_redir: row.isRedirect,
      red_link: row.redirectLink,
      land_scr: row.landingScreen,
    })),
    prom: promos.map((row) => ({ web_url: row.imageUrl, alt: row.altText })),
  };
}
