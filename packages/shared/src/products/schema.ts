import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * My products (spec learning-content sections 2.4, 2.5, 3, 7). Both calls live under the
 * product base address (default /api/product) and take the student token. Field names are
 * the wire contract.
 */

const id = z.number().int().positive();

/** spec section 2.5: the seven kinds of included item that have a usage hint. */
export const PRODUCT_ITEM_TYPES = [
  'Study Material',
  'Mock Test',
  'Live Class',
  'Classroom Classes',
  'Printed Materials',
  'Video Lecture',
  'Online Test',
] as const;
export type ProductItemType = (typeof PRODUCT_ITEM_TYPES)[number];

/**
 * The spec's headers. Both are claims: the institute must be the caller's and the user the
 * caller themself (403 otherwise). A parent owns no products: their own id answers an empty list.
 */
export const myProductsHeadersSchema = z.object({
  'x-prod-inst-id': z.coerce.number().int().positive(),
  'x-prod-user-id': z.coerce.number().int().positive(),
});

// --- GET {productApi}/prod/student-product/my-products --------------------------------

/** spec section 3, product (as the caller owns it). */
export const productSchema = z.object({
  id,
  title: z.string(),
  /** The institute's HTML: the portal shows it as plain text only. */
  about: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** Fallback image when photo_url is empty. */
  logo_url: z.string().nullable(),
  /** 0 is free. */
  price: z.number().nonnegative(),
  country_details: z.object({ currency_code: z.string() }),
  /** Category, or the course (standard for schools) the product belongs to. */
  category: z.string().nullable(),
  /** The product's e-courses. */
  product_ecourse_maps: z.array(z.object({ course_type: z.string() })),
  public_order_id: z.string().nullable(),
  is_enrolled: z.boolean(),
  /** ISO instants; null when not known or never expiring. */
  enrolled_date: z.string().nullable(),
  expire_on: z.string().nullable(),
  /** 0: active; anything else: expired. */
  expired: z.number().int(),
  /** A JSON list of sample video addresses (YouTube, Vimeo), as a string. */
  youtube_url: z.string(),
  /** A direct sample video (mp4, webm, ogg). */
  video_url: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;
export const myProductsResponseSchema = envelopeSchema(z.array(productSchema));

// --- GET {productApi}/prod/student-product/item-type-description/{id} ----------------

export const itemTypeParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
/** spec section 7: x-prod-inst-id (the caller's institute); x-prod-user-id, when sent, the caller's own. */
export const itemTypeHeadersSchema = z.object({
  'x-prod-inst-id': z.coerce.number().int().positive(),
  'x-prod-user-id': z.coerce.number().int().positive().optional(),
});
/** spec section 3, item type description. */
export const itemTypeDescriptionSchema = z.object({
  item_type: z.enum(PRODUCT_ITEM_TYPES),
  description: z.string(),
});
export type ItemTypeDescription = z.infer<typeof itemTypeDescriptionSchema>;
export const itemTypeResponseSchema = envelopeSchema(z.array(itemTypeDescriptionSchema));
