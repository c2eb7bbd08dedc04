import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';

/**
 * Products an institute sells (courses, test series) that open users (user_type 99)
 * and students buy. The products issue adds what the store needs beside the name.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('products_institute_idx').on(t.instituteId)],
);

/** Products a user owns (bought or was given). */
export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('user_products_product_idx').on(t.productId),
  ],
);
