import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { ANNOUNCEMENT_LIMIT, MAX_BANNERS } from './rules';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const announcementParamsSchema = z.object({ institute_id: id });

/**
 * The portal always sends is_active=true: only active announcements are served.
 * student_id is required for students and parents (the student acted for), and
 * never sent by open users (user_type 99).
 */
export const announcementQuerySchema = z.object({
  is_active: z.literal('true', { message: 'is_active must be true' }).optional(),
  student_id: id.optional(),
});
export type AnnouncementQuery = z.infer<typeof announcementQuerySchema>;

/** An announcement (Notice board for schools), spec section 3. */
export const announcementSchema = z.object({
  announcement_id: z.number().int(),
  ancmnt_title: z.string(),
  /** HTML as the institute wrote it: the portal sanitises it before display. */
  description: z.string(),
  /** Posted by (a name). */
  updated_by: z.string(),
  /** Last change, 'DD-MM-YYYY hh:mm A' in the institute's time zone. */
  updated_date: z.string(),
  /** 'DD-MM-YYYY' in the institute's time zone (the search matches this text). */
  announced_date: z.string(),
  /** 'hh:mm A' in the institute's time zone (the search matches this text). */
  announced_time: z.string(),
  /**
   * Sections (schools) or batches (coaching) it is addressed to, comma-separated,
   * each as 'Standard - Section' ('Class 8 - A'); an empty string: everyone.
   */
  batch_sec_names: z.string(),
  announcement_img_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_url: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
/** Newest first, at most ANNOUNCEMENT_LIMIT. */
export const announcementsResponseSchema = envelopeSchema(
  z.array(announcementSchema).max(ANNOUNCEMENT_LIMIT),
);

export const bannerParamsSchema = z.object({
  user_type: z.coerce.number().int().min(0).max(1000),
});

export const bannerSchema = z.object({
  /** Picture address. */
  web_url: z.string(),
  /** Text alternative of the picture. */
  alt: z.string(),
  /** True: a tap opens red_link in a new tab; false: a tap goes to the screen land_scr names. */
  is_redir: z.boolean(),
  red_link: z.string().nullable(),
  /** TIME TABLE, STUDY MATERIALS, LIVE CLASSES, MY EXAM, DOCUMENTS, ASSIGNMENTS, MY PRODUCTS, EXAM REPORTS. */
  land_scr: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const promoSchema = z.object({
  web_url: z.string(),
  /** Text alternative of the picture. */
  alt: z.string(),
});
export type Promo = z.infer<typeof promoSchema>;

/** Both lists are empty when the institute's marketing and banner setting is off. */
export const bannersSchema = z.object({
  /** By position, at most MAX_BANNERS. */
  banner: z.array(bannerSchema).max(MAX_BANNERS),
  prom: z.array(promoSchema),
});
export type Banners = z.infer<typeof bannersSchema>;
export const bannersResponseSchema = envelopeSchema(bannersSchema);
