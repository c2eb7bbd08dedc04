import { z } from 'zod';
import { loginAccountSchema } from '@portal/shared/auth/schema';
import { academicYearSchema } from '@portal/shared/shell/schema';

const account = loginAccountSchema.shape;

/**
 * The session of spec section 3 as kept in localStorage (key `session`). It
 * never holds a password. For a parent with a chosen student the identity
 * fields are the student's; the parent's own id, name and number sit beside them.
 * Only code that already has zod loaded (sign-in) imports this at run time.
 */
export const sessionSchema = loginAccountSchema
  // Fields the login answer already defines, kept as they came.
  .pick({
    device_id: true,
    user_type: true,
    name: true,
    email_id: true,
    photo_url: true,
    join_date: true,
    phone_no: true,
    mobile_no: true,
    country_calling_code: true,
    parent_id: true,
    parent_name: true,
    institute_id: true,
    institute_name: true,
    is_institute_type_school: true,
    inst_announcement: true,
    prodUrl: true,
    exam_desk_url: true,
    test_panel_url: true,
    score_panel_url: true,
    help_url: true,
    privacy_url: true,
    terms_url: true,
    twitter_url: true,
    facebook_url: true,
    linkedin_url: true,
    whatsapp_url: true,
    youtube_url: true,
    instagram_url: true,
    enable_eLearn_feature: true,
    enable_online_assignment_feature: true,
    is_fee_struct_linked: true,
    course_structure_flag: true,
    institute_setup_type: true,
    zoom_enabled: true,
    language: true,
    time_zone: true,
    acad_yr_id: true,
    ay_start_date: true,
    ay_end_date: true,
    student_acad_year: true,
    must_choose_password: true,
  })
  .extend({
    // Identity: a parent with a chosen student acts with the student's ids.
    user_id: z.number().int(),
    account_id: z.number().int(),
    student_id: z.number().int().nullable(),
    stud_id: z.number().int().nullable(),
    student_display_id: z.string().nullable(),
    parentslogin: z.boolean(),
    parent_num: z.string().nullable(),
    // Institute
    logo_url: z.string(),
    fav_icon_url: z.string().nullable(),
    inst_set_up: account.inst_plan_det,
    /** The login day, YYYY-MM-DD in the institute's time zone. */
    logindatetime: z.string(),
    // Academic year
    acad_year_list: z.array(academicYearSchema),
    selectedAcadYear: z.string().nullable(),
    selectedAcadYrId: z.number().int().nullable(),
    // Tokens
    student_auth: z.string().min(1),
    examdesk_auth_token: z.string(),
    scorecard_auth_token: z.string(),
  });
export type Session = z.infer<typeof sessionSchema>;
