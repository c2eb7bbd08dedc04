import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ItemTypeDescription, Product } from '@portal/shared/products/schema';
import type { Db } from '../../db/client';
import { courseTypes, institutes, productItems, products, userProducts } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { instituteImagePath } from '../../lib/institutes';
import type { Identity } from '../../plugins/auth';

/**
 * The products the caller owns in their institute, newest purchase first, with their e-course
 * names, in one query (user_products' key leads with user_id). Expired is decided against `now`
 * (the app's clock): a product expires once its expiry instant has passed.
 */
export async function myProducts(db: Db, identity: Identity, now: Date): Promise<Product[]> {
  const ecourses = sql<string[]>`coalesce((
    select json_agg(${courseTypes.name} order by ${courseTypes.position}, ${courseTypes.id})
    from ${courseTypes} where ${courseTypes.productId} = ${products.id}
  ), '[]'::json)`;
  const rows = await db
    .select({
      id: products.id,
      title: products.name,
      about: products.about,
      photoUrl: products.photoUrl,
      slug: institutes.slug,
      price: products.price,
      currencyCode: products.currencyCode,
      category: products.category,
      sampleVideos: products.sampleVideos,
      videoUrl: products.videoUrl,
      publicOrderId: userProducts.publicOrderId,
      enrolledAt: userProducts.enrolledAt,
      expiresAt: userProducts.expiresAt,
      ecourses,
    })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .innerJoin(institutes, eq(institutes.id, products.instituteId))
    .where(and(eq(userProducts.userId, identity.userId), eq(products.instituteId, identity.instituteId)))
    .orderBy(sql`${userProducts.enrolledAt} desc nulls last`, desc(products.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    about: row.about,
    photo_url: row.photoUrl,
    logo_url: instituteImagePath({ slug: row.slug }, 'logo.svg'),
    price: Number(row.price),
    country_details: { currency_code: row.currencyCode },
    category: row.category,
    product_ecourse_maps: row.ecourses.map((name) => ({ course_type: name })),
    public_order_id: row.publicOrderId,
    is_enrolled: true,
    enrolled_date: row.enrolledAt?.toISOString() ?? null,
    expire_on: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime() ? 1 : 0,
    youtube_url: JSON.stringify(row.sampleVideos),
    video_url: row.videoUrl,
  }));
}

/**
 * What a product includes, by position. Only for a product the caller owns in their institute
 * (403 otherwise, the same for one that does not exist: nothing tells them apart).
 */
export async function itemTypeDescriptions(
  db: Db,
  identity: Identity,
  productId: number,
): Promise<ItemTypeDescription[]> {
  const [owned] = await db
    .select({ id: products.id })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(
      and(
        eq(userProducts.userId, identity.userId),
        eq(userProducts.productId, productId),
        eq(products.instituteId, identity.instituteId),
      ),
    )
    .limit(1);
  if (!owned) throw new HttpError(403, MESSAGES.notYours);
  return db
    .select({ item_type: productItems.itemType, description: productItems.description })
    .from(productItems)
    .where(eq(productItems.productId, productId))
    .orderBy(asc(productItems.position), asc(productItems.itemType));
}
