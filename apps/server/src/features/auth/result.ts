import type { InstPlan, LoginAccount, RoleOption, StudentAcadYear } from '@portal/shared/auth/schema';
import type { ServiceUrls } from '../../config';
import type { AcademicYearRow } from '../../lib/academic-years';
import { instituteImagePath, type Institute } from '../../lib/institutes';
import type { Account, StudentRecord } from './accounts';
import type { SessionTokens } from './sessions';

const ROLE_LABEL: Record<Account['role'], string> = {
  student: 'Student',
  parent: 'Parent',
  open: 'Open user',
  admin: 'Administrator',
};

export function roleOption(institute: Institute, account: Account): RoleOption {
  return {
    user_id: account.id,
    user_type: account.userType,
    institute_id: institute.id,
    institute_name: institute.name,
    display: ROLE_LABEL[account.role],
    name: account.name,
    student_name: account.role === 'student' ? account.name : null,
    multi_user_type: 'student',
  };
}

export function instPlan(institute: Institute): InstPlan {
  return {
    classes: institute.classesMode,
    exam: institute.examMode,
    file_manager_study_material: institute.fileManagerSetting,
    store: institute.storeEnabled,
    twitter_url: institute.twitterUrl,
    is_fee_struct_linked: institute.feeStructLinked,
    student_fee_receipt_option: institute.feeReceiptsEnabled,
    is_fine_configured: institute.fineConfigured,
    marketing_banner: institute.marketingBanner,
  };
}

/** The years any of the students is enrolled in, each once, in the students' order. */
function unionOfYears(students: StudentRecord[]): StudentAcadYear[] {
  const seen = new Map<number, StudentAcadYear>();
  for (const { detail } of students)
    for (const year of detail.student_acad_year) seen.set(year.acad_yr_id, year);
  return [...seen.values()];
}

export interface AccountResultInput {
  institute: Institute;
  account: Account;
  students: StudentRecord[];
  currentYear: AcademicYearRow;
  deviceId: string;
  services: ServiceUrls;
  tokens: SessionTokens | null;
}

/** The signed-in account of spec section 3. Never carries a password or hash. */
export function accountResult(input: AccountResultInput): LoginAccount {
  const { institute, account, students, currentYear } = input;
  const isParent = account.role === 'parent';
  return {
    device_id: input.deviceId,
    login_option: 0,
    user_id: account.id,
    user_type: account.userType,
    name: account.name,
    email_id: account.email ?? '',
    phone_no: account.phone ?? '',
    mobile_no: account.phone ?? '',
    account_id: account.accountId,
    parent_id: isParent ? account.id : null,
    parent_name: isParent ? account.name : null,
    institute_id: institute.id,
    institute_name: institute.name,
    institute_logo_url: instituteImagePath(institute, 'logo.svg'),
    inst_plan_det: instPlan(institute),
    acad_yr_id: currentYear.id,
    ay_start_date: currentYear.startDate,
    ay_end_date: currentYear.endDate,
    student_acad_year: unionOfYears(students),
    student_details: students.map((student) => student.detail),
    enable_single_device_login: account.devicePolicy === 'single',
    enable_eLearn_feature: institute.eLearnEnabled,
    enable_online_assignment_feature: institute.assignmentsEnabled,
    is_fee_struct_linked: institute.feeStructLinked,
    course_structure_flag: institute.courseStructure,
    institute_setup_type: institute.setupType,
    zoom_enabled: institute.zoomEnabled,
    prodUrl: input.services.productApi,
    exam_desk_url: input.services.examDesk,
    test_panel_url: input.services.testPanel,
    score_panel_url: input.services.scorePanel,
    country_calling_code: institute.countryCallingCode,
    help_url: institute.helpUrl,
    privacy_url: institute.privacyUrl,
    terms_url: institute.termsUrl,
    twitter_url: institute.twitterUrl,
    facebook_url: institute.facebookUrl,
    linkedin_url: institute.linkedinUrl,
    whatsapp_url: institute.whatsappUrl,
    youtube_url: institute.youtubeUrl,
    instagram_url: institute.instagramUrl,
    is_institute_type_school: institute.kind === 'school',
    inst_announcement: institute.announcement,
    photo_url: account.photoUrl,
    join_date: account.joinDate,
    language: institute.language,
    time_zone: institute.timeZone,
    ...(input.tokens ?? {}),
  };
}
