import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

export const classModeSchema = z.enum(['ONLINE', 'OFFLINE', 'HYBRID_BLENDED']);
export type ClassMode = z.infer<typeof classModeSchema>;

/** Which of study material and file manager (documents) the institute offers. */
export const fileManagerSettingSchema = z.enum(['STUDY_MATERIAL', 'FILE_MANAGER', 'BOTH', 'NONE']);
export type FileManagerSetting = z.infer<typeof fileManagerSettingSchema>;

/** Institute plan settings, `inst_set_up` in the session (spec section 3). */
export const instPlanSchema = z.object({
  classes: classModeSchema,
  exam: classModeSchema,
  file_manager_study_material: fileManagerSettingSchema,
  store: z.boolean(),
  twitter_url: z.string().nullable(),
  is_fee_struct_linked: z.boolean(),
  student_fee_receipt_option: z.boolean(),
  is_fine_configured: z.boolean(),
  /** Marketing and banner setting: banners and the promo pop-up on the home screen. */
  marketing_banner: z.boolean(),
});
export type InstPlan = z.infer<typeof instPlanSchema>;

import { languageSchema } from '../shell/schema';
export { languageSchema, type Language } from '../shell/schema';

export const studentAcadYearSchema = z.object({
  acad_yr_id: z.number().int(),
  acad_yr_name: z.string(),
});
export type StudentAcadYear = z.infer<typeof studentAcadYearSchema>;

const id = z.number().int().positive();

export const loginRequestSchema = z.object({
  device_id: z.string().trim().min(8).max(128),
  source: z.string().max(16),
  password: z.string().min(1).max(128),
  user_name: z.string().trim().min(1).max(254),
  user_type: z.number().int().optional(),
  user_id: id.optional(),
  institute_id: id.optional(),
  logout_from_all_devices: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** One entry of the Select Profile pop-up (result is a list). */
export const roleOptionSchema = z.object({
  user_id: id,
  user_type: z.number().int(),
  institute_id: id,
  institute_name: z.string(),
  /** Role label: Student, Parent, Open user. */
  display: z.string(),
  name: z.string(),
  student_name: z.string().nullable(),
  multi_user_type: z.literal('student'),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** A student linked to the login (the student themself, or a parent's children). */
export const studentDetailSchema = z.object({
  user_id: id,
  user_type: z.number().int(),
  institute_id: id,
  institute_name: z.string(),
  student_id: id,
  stud_id: id,
  student_display_id: z.string(),
  student_name: z.string(),
  phone_no: z.string(),
  email_id: z.string(),
  photo_url: z.string(),
  join_date: z.string(),
  /** 1 when the student may sign in; 0 while fees are due. */
  is_login_allowed: z.number().int(),
  student_acad_year: z.array(studentAcadYearSchema),
  account_id: id,
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** login_option 10 (elsewhere), 11 (unregistered device), 13 (blocked): no session is made. */
export const loginOptionResultSchema = z.object({
  login_option: z.union([z.literal(10), z.literal(11), z.literal(13)]),
});

export const socialUrlsSchema = z.object({
  twitter_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
});

/**
 * A signed-in account. The tokens are absent when the login is refused for fee
 * dues (exactly one student, is_login_allowed 0). Never carries a password.
 */
export const loginAccountSchema = z
  .object({
    device_id: z.string(),
    login_option: z.literal(0),
    user_id: id,
    user_type: z.number().int(),
    name: z.string(),
    email_id: z.string(),
    phone_no: z.string(),
    mobile_no: z.string(),
    account_id: id,
    /** Parent logins: the parent's own id and name. */
    parent_id: id.nullable(),
    parent_name: z.string().nullable(),
    institute_id: id,
    institute_name: z.string(),
    institute_logo_url: z.string(),
    inst_plan_det: instPlanSchema,
    acad_yr_id: z.number().int(),
    ay_start_date: z.string(),
    ay_end_date: z.string(),
    student_acad_year: z.array(studentAcadYearSchema),
    student_details: z.array(studentDetailSchema),
    enable_single_device_login: z.boolean(),
    enable_eLearn_feature: z.boolean(),
    enable_online_assignment_feature: z.boolean(),
    is_fee_struct_linked: z.boolean(),
    course_structure_flag: z.boolean(),
    institute_setup_type: z.number().int(),
    zoom_enabled: z.boolean(),
    prodUrl: z.string(),
    /** Base addresses of the exam desk, test panel and score panel (server config; extensions of the spec). */
    exam_desk_url: z.string().optional(),
    test_panel_url: z.string().optional(),
    score_panel_url: z.string().optional(),
    country_calling_code: z.string(),
    help_url: z.string().nullable(),
    privacy_url: z.string().nullable(),
    terms_url: z.string().nullable(),
    is_institute_type_school: z.boolean(),
    inst_announcement: z.string(),
    photo_url: z.string(),
    join_date: z.string(),
    language: languageSchema,
    time_zone: z.string(),
    /**
     * True when the session was started by a first-sign-in code of an account without a password:
     * the portal asks for a new password (changePwd without oldPassword) before anything else.
     * Absent otherwise (an extension of the spec).
     */
    must_choose_password: z.boolean().optional(),
    student_auth: z.string().optional(),
    examdesk_auth_token: z.string().optional(),
    scorecard_auth_token: z.string().optional(),
  })
  .extend(socialUrlsSchema.shape);
export type LoginAccount = z.infer<typeof loginAccountSchema>;

export const loginResultSchema = z.union([
  z.array(roleOptionSchema),
  loginOptionResultSchema,
  loginAccountSchema,
  z.null(),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginResponseSchema = envelopeSchema(loginResultSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutQuerySchema = z.object({
  deviceId: z.string().trim().min(1).max(128),
});
export const logoutResponseSchema = envelopeSchema(z.null());
