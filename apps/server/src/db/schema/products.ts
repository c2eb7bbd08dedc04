import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { PRODUCT_ITEM_TYPES } from '@portal/shared/products/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Products an institute sells (courses, test series) that open users (user_type 99)
 * and students buy (spec learning-content section 3, product).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** HTML from the institute; shown as plain text (spec section 2.5). */
    about: text('about'),
    photoUrl: text('photo_url'),
    /** 0 is free. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currencyCode: text('currency_code').notNull().default('INR'),
    /** Category, or the course (standard for schools) it belongs to. */
    category: text('category'),
    /** Sample videos: YouTube or Vimeo addresses (the spec's youtube_url JSON list). */
    sampleVideos: jsonb('sample_videos').$type<string[]>().notNull().default([]),
    /** A direct sample video (mp4, webm, ogg). */
    videoUrl: text('video_url'),
  },
  (t) => [
    index('products_institute_idx').on(t.instituteId),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

/** Products a user owns (bought or was given): the order, when, until when. */
export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    publicOrderId: text('public_order_id'),
    enrolledAt: at('enrolled_at'),
    /** Null: never expires. Expired once this instant has passed. */
    expiresAt: at('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('user_products_product_idx').on(t.productId),
  ],
);

/** What a product includes (spec section 2.5: item types with description and a usage hint). */
export const productItems = pgTable(
  'product_items',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: PRODUCT_ITEM_TYPES }).notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.itemType] })],
);
