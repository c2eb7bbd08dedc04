import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes } from './accounts';
import { batches } from './batches';

/** Announcements (Notice board for schools) of spec section 3. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML as the institute wrote it; sanitised by the portal before display. */
    description: text('description').notNull().default(''),
    /** Who posted it (a name), shown as "posted by". */
    postedBy: text('posted_by').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Public URL of an image, or null. */
    imageUrl: text('image_url'),
    /** Public URL and name of an attached file, or null. */
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('announcements_institute_time_idx').on(t.instituteId, t.announcedAt.desc())],
);

/** Batches (sections) an announcement is addressed to; none means everyone in the institute. */
export const announcementBatches = pgTable(
  'announcement_batches',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.batchId] }),
    index('announcement_batches_batch_idx').on(t.batchId),
  ],
);

/** Home-screen banners and promo pictures (shown only with the institute's marketing and banner setting). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['banner', 'promo'] }).notNull(),
    /** Picture URL (web_url). */
    imageUrl: text('image_url').notNull(),
    /** Alternative text for the picture. */
    altText: text('alt_text').notNull().default(''),
    /** True: a tap opens redirectLink; false: a tap goes to the screen named by landingScreen. */
    isRedirect: boolean('is_redirect').notNull().default(false),
    redirectLink: text('redirect_link'),
    /** TIME TABLE, STUDY MATERIALS, LIVE CLASSES, MY EXAM, DOCUMENTS, ASSIGNMENTS, MY PRODUCTS, EXAM REPORTS. */
    landingScreen: text('landing_screen'),
    /** Only for this user_type; null: everyone. */
    userType: integer('user_type'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('banners_institute_kind_idx').on(t.instituteId, t.kind, t.position),
    check('banners_redirect_check', sql`not ${t.isRedirect} or ${t.redirectLink} is not null`),
  ],
);
