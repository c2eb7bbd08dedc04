import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const institutes = pgTable(
  'institutes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Folder name of the institute's images under assets/institutes. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['school', 'coaching'] }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'hi', 'de'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    countryCallingCode: text('country_calling_code').notNull(),
    classesMode: text('classes_mode', { enum: ['ONLINE', 'OFFLINE', 'HYBRID_BLENDED'] }).notNull(),
    examMode: text('exam_mode', { enum: ['ONLINE', 'OFFLINE', 'HYBRID_BLENDED'] }).notNull(),
    fileManagerSetting: text('file_manager_setting', {
      enum: ['STUDY_MATERIAL', 'FILE_MANAGER', 'BOTH', 'NONE'],
    }).notNull(),
    storeEnabled: boolean('store_enabled').notNull().default(false),
    assignmentsEnabled: boolean('assignments_enabled').notNull().default(false),
    eLearnEnabled: boolean('elearn_enabled').notNull().default(false),
    feeStructLinked: boolean('fee_struct_linked').notNull().default(false),
    fineConfigured: boolean('fine_configured').notNull().default(false),
    feeReceiptsEnabled: boolean('fee_receipts_enabled').notNull().default(false),
    /** Postal address, printed on fee receipts. */
    address: text('address'),
    marketingBanner: boolean('marketing_banner').notNull().default(false),
    courseStructure: boolean('course_structure').notNull().default(false),
    zoomEnabled: boolean('zoom_enabled').notNull().default(false),
    /** Offline exam reports show ranks (spec: show_exam_rank); when off the server sends none. */
    showExamRank: boolean('show_exam_rank').notNull().default(false),
    /** Bit mask of enabled modules; the meaning of each bit is not specified yet. */
    setupType: integer('setup_type').notNull().default(0),
    announcement: text('announcement').notNull().default(''),
    helpUrl: text('help_url'),
    privacyUrl: text('privacy_url'),
    termsUrl: text('terms_url'),
    twitterUrl: text('twitter_url'),
    facebookUrl: text('facebook_url'),
    linkedinUrl: text('linkedin_url'),
    whatsappUrl: text('whatsapp_url'),
    youtubeUrl: text('youtube_url'),
    instagramUrl: text('instagram_url'),
    /** sha256 of the secret that lets a trusted system issue single sign-on links; null: SSO issuing off. */
    ssoSecretHash: text('sso_secret_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('institutes_slug_key').on(t.slug)],
);

/** Host names (without port, lower case) that select an institute. */
export const instituteHosts = pgTable(
  'institute_hosts',
  {
    host: text('host').primaryKey(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('institute_hosts_institute_idx').on(t.instituteId)],
);

export const academicYears = pgTable(
  'academic_years',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('academic_years_institute_start_key').on(t.instituteId, t.startDate),
    check('academic_years_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Every sign-in identity: students, parents, open users and institute administrators. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    role: text('role', { enum: ['student', 'parent', 'open', 'admin'] }).notNull(),
    /** Wire user_type: 1 student, 99 open user, anything else a parent. */
    userType: integer('user_type').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** argon2id PHC string (or scrypt until a sign-in); null for people who cannot sign in themselves. */
    passwordHash: text('password_hash'),
    blocked: boolean('blocked').notNull().default(false),
    /** any: no rule; single: one device at a time; registered: only registered device ids. */
    devicePolicy: text('device_policy', { enum: ['any', 'single', 'registered'] })
      .notNull()
      .default('any'),
    photoUrl: text('photo_url').notNull().default(''),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_id_key').on(t.accountId),
    index('users_institute_email_idx').on(t.instituteId, sql`lower(${t.email})`),
    index('users_institute_phone_idx').on(t.instituteId, t.phone),
    check(
      'users_role_type_check',
      sql`(${t.role} = 'student') = (${t.userType} = 1)
      and (${t.role} = 'open') = (${t.userType} = 99)`,
    ),
  ],
);

/** Student records with their profile (spec section 3, student detail). */
export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    /** False while fees are due: the student (or their parent acting for them) may not sign in. */
    loginAllowed: boolean('login_allowed').notNull().default(true),
    profileUpdateRestricted: boolean('profile_update_restricted').notNull().default(false),
    standard: text('standard'),
    section: text('section'),
    course: text('course'),
    batch: text('batch'),
    rollNo: text('roll_no'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    currentAddress: text('current_address'),
    permanentAddress: text('permanent_address'),
    motherTongue: text('mother_tongue'),
    country: text('country'),
    state: text('state'),
    birthPlace: text('birth_place'),
    religion: text('religion'),
    bloodGroup: text('blood_group'),
    aadhar: text('aadhar'),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    parentProfession: text('parent_profession'),
    parentPhone: text('parent_phone'),
    parentAadhar: text('parent_aadhar'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    guardianEmail: text('guardian_email'),
  },
  (t) => [
    uniqueIndex('students_user_key').on(t.userId),
    uniqueIndex('students_institute_display_key').on(t.instituteId, t.displayId),
  ],
);

export const parentStudents = pgTable(
  'parent_students',
  {
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentUserId, t.studentId] }),
    index('parent_students_student_idx').on(t.studentId),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.academicYearId] }),
    index('enrolments_year_idx').on(t.academicYearId),
  ],
);

export const registeredDevices = pgTable(
  'registered_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/** Signed-in sessions. Only hashes of the token secrets are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    examdeskTokenHash: text('examdesk_token_hash').notNull(),
    scorecardTokenHash: text('scorecard_token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** Students the caller may act for: a student themself, or a parent's linked students. */
    studentIds: integer('student_ids').array().notNull(),
    /**
     * A parent's chosen child (the header's switcher): while set, the session acts for this one of
     * studentIds only. Null: every linked student (a student's own session, or a parent before choosing).
     */
    activeStudentId: integer('active_student_id'),
    /**
     * Started by a first-sign-in code for an account without a password: until it chooses one
     * (changePwd without oldPassword, once), the portal asks for that before anything else.
     */
    mustChoosePassword: boolean('must_choose_password').notNull().default(false),
    deviceId: text('device_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sessions_open_by_user_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('sessions_examdesk_token_key').on(t.examdeskTokenHash),
    uniqueIndex('sessions_scorecard_token_key').on(t.scorecardTokenHash),
    // The purge: a session unused past the idle limit (an ended one stops being used) is deleted.
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Failed sign-in attempts, per account key and per client address (throttling). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_time_idx').on(t.key, t.failedAt),
    index('login_failures_time_idx').on(t.failedAt),
  ],
);

/** Courses an open user (user_type 99) is enrolled in; shown on the profile instead of standard and batch. */
export const assignedCourses = pgTable(
  'assigned_courses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course: text('course').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.course] })],
);

/** Forgot-password resets, for the per-account hourly limit. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_time_idx').on(t.userId, t.createdAt)],
);

/** Text messages handed to the outbox SMS sender (the default; a gateway may replace it). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_time_idx').on(t.createdAt)],
);

/** Single sign-on link tokens: usable once, until expires_at. Only sha256 of the token is stored. */
export const ssoTokens = pgTable(
  'sso_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** A path on the portal (starting with a single '/'), or null for /dashboard. */
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sso_tokens_expires_idx').on(t.expiresAt)],
);

/** One-time keys a single sign-on hands out, accepted once by the login call in place of a password. */
export const loginKeys = pgTable(
  'login_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('login_keys_expires_idx').on(t.expiresAt)],
);
