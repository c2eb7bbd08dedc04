import { z } from 'zod';
import { loginAccountSchema, studentAcadYearSchema } from '@portal/shared/auth/schema';
import { academicYearSchema } from '@portal/shared/shell/schema';

const account = loginAccountSchema.shape;

/**
 * The session of spec section 3 as kept in localStorage (key `session`). It
 * never holds a password. For a parent with a chosen student the identity
 * fields are the student's; the parent's own id, name and number sit beside them.
 * Only code that already has zod loaded (sign-in) imports this at run time.
 */
export const sessionSchema = z.object({
  device_id: z.string(),
  // Identity
  user_id: z.number().int(),
  user_type: account.user_type,
  account_id: z.number().int(),
  name: z.string(),
  email_id: z.string(),
  student_id: z.number().int().nullable(),
  stud_id: z.number().int().nullable(),
  student_display_id: z.string().nullable(),
  parentslogin: z.boolean(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  parent_num: z.string().nullable(),
  photo_url: z.string(),
  join_date: z.string(),
  phone_no: z.string(),
  mobile_no: z.string(),
  country_calling_code: z.string(),
  // Institute
  institute_id: z.number().int(),
  institute_name: z.string(),
  logo_url: z.string(),
  fav_icon_url: z.string().nullable(),
  is_institute_type_school: z.boolean(),
  inst_set_up: account.inst_plan_det,
  inst_announcement: z.string(),
  prodUrl: z.string(),
  help_url: z.string().nullable(),
  privacy_url: z.string().nullable(),
  terms_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  enable_eLearn_feature: z.boolean(),
  enable_online_assignment_feature: z.boolean(),
  is_fee_struct_linked: z.boolean(),
  course_structure_flag: z.boolean(),
  institute_setup_type: z.number().int(),
  zoom_enabled: z.boolean(),
  language: account.language,
  time_zone: z.string(),
  /** The login day, YYYY-MM-DD in the institute's time zone. */
  logindatetime: z.string(),
  // Academic year
  acad_yr_id: z.number().int(),
  ay_start_date: z.string(),
  ay_end_date: z.string(),
  student_acad_year: z.array(studentAcadYearSchema),
  acad_year_list: z.array(academicYearSchema),
  selectedAcadYear: z.string().nullable(),
  selectedAcadYrId: z.number().int().nullable(),
  // Tokens
  student_auth: z.string().min(1),
  examdesk_auth_token: z.string(),
  scorecard_auth_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
