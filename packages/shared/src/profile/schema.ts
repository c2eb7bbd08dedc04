import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { ADDRESS_INPUT_MAX, BIRTH_PLACE_MAX, BLOOD_GROUPS } from './rules';

const text = z.string().nullable();

export const studentDetailParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  stud_id: z.coerce.number().int().positive(),
});

/** Student detail (spec section 3), plus the header fields the profile screen shows. */
export const profileDetailSchema = z.object({
  student_name: z.string(),
  photo_url: z.string(),
  join_date: text,
  student_phone: text,
  current_address: text,
  student_email: text,
  /** Standard (school) or course. */
  standard: text,
  /** Section (school) or batch. */
  batch: text,
  /** Courses of an open user (user_type 99), comma-separated. */
  assignedCourses: text,
  roll_no: text,
  mother_tongue: text,
  gender: text,
  country: text,
  birth_place: text,
  religion: text,
  blood_group: text,
  student_adhar_card: text,
  /** YYYY-MM-DD; 1900-01-01 means not set. */
  dob: text,
  state: text,
  parent_name: text,
  parent_email: text,
  parent_profession: text,
  parent_phone: text,
  parent_adhar_card: text,
  guardian_name: text,
  guardian_phone: text,
  guardian_email: text,
  permanent_address: text,
  student_profile_update_restrict: z.boolean(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;
export const profileDetailResponseSchema = envelopeSchema(profileDetailSchema);

export const profileUpdateParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
});

/** Exactly one field per call. */
export const profileUpdateBodySchema = z
  .object({
    address: z.string().trim().min(1).max(ADDRESS_INPUT_MAX).optional(),
    birth_place: z.string().trim().min(1).max(BIRTH_PLACE_MAX).optional(),
    blood_group: z.enum(BLOOD_GROUPS).optional(),
    dob: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** base64 without a data: prefix; JPEG, PNG or WebP, at most 2 MB. */
    photo: z.string().min(1).max(2_800_000).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).filter((v) => v !== undefined).length === 1, {
    message: 'Send exactly one of address, birth_place, blood_group, dob, photo',
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
export const profileUpdateResponseSchema = envelopeSchema(
  z.object({ photo_url: z.string().optional() }).nullable(),
);

export const changePasswordBodySchema = z.object({
  institute_id: z.number().int().positive(),
  username: z.string().min(1).max(254),
  /**
   * Required by the spec. Left out only by a session started by a first-sign-in code, once, to
   * choose the account's first password (login answer must_choose_password); refused otherwise.
   */
  oldPassword: z.string().min(1).max(128).optional(),
  newPassword: z
    .string()
    .regex(/^[A-Za-z0-9]{6,10}$/, 'New passwords must contain 6-10 alphanumeric entries.'),
  userid: z.number().int().positive(),
});
export const changePasswordResponseSchema = envelopeSchema(z.null());

export const forgotPasswordBodySchema = z.object({
  institute_id: z.number().int().positive().optional(),
  source: z.string().max(16),
  user_id: z.number().int().positive().optional(),
  user_name: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'Phone number must be digits'),
});
export const forgotPasswordAccountSchema = z.object({
  user_id: z.number().int(),
  institute_id: z.number().int(),
  name: z.string(),
  display: z.string(),
  institute_name: z.string(),
});
export type ForgotPasswordAccount = z.infer<typeof forgotPasswordAccountSchema>;
/** null: a new password was sent; a list: choose one account. */
export const forgotPasswordResponseSchema = envelopeSchema(z.array(forgotPasswordAccountSchema).nullable());
