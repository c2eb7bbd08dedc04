import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * The timetable calls of spec section 7 (schedule, exams and fees). Field names
 * are the wire contract. Dates are 'YYYY-MM-DD', times 'HH:mm' (24 h), both in
 * the institute's time zone.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');
const yesNo = z.enum(['Y', 'N']);
const id = z.number().int().positive();
/** '-1' (or -1) means "any": the portal always sends it so. */
const anyFilter = z.union([z.literal('-1'), z.literal(-1)]);

// --- POST /api/v2/timeTable/v3 ------------------------------------------------

export const timetableRequestSchema = z
  .object({
    batch_id: anyFilter,
    course_id: anyFilter,
    standard_id: anyFilter,
    subject_id: anyFilter,
    teacher_id: anyFilter,
    master_course: z.literal(''),
    startdate: isoDay,
    enddate: isoDay,
    institute_id: id,
    /** Y when classes mode is OFFLINE or HYBRID_BLENDED (classes in rooms). */
    isCourseStructureTimeTable: yesNo,
    /** Y when exam mode is OFFLINE or HYBRID_BLENDED (offline exams). */
    isExamIncludedInTimeTable: yesNo,
    /** Y when classes mode is ONLINE or HYBRID_BLENDED (live online classes). */
    is_included_online_class: yesNo,
    /** Y when exam mode is ONLINE or HYBRID_BLENDED (online exams). */
    is_included_online_exam: yesNo,
    /** Students and parents (the chosen child). */
    student_id: id.optional(),
    /** Open users (user_type 99) instead of student_id. */
    user_id: id.optional(),
  })
  .refine((body) => (body.student_id === undefined) !== (body.user_id === undefined), {
    message: 'Send exactly one of student_id and user_id',
  });
export type TimetableRequest = z.infer<typeof timetableRequestSchema>;

/** spec section 3, recording (download_links of a live class). */
export const recordingSchema = z.object({
  download_id: id,
  session_name: z.string(),
  /** 'Vimeo' or another store. */
  recording_uploaded_on: z.string(),
  /** Public URL to play it, or null (Vimeo). */
  video_url: z.string().nullable(),
  vimeo_video_id: z.string().nullable(),
  /** ISO 8601 instant. */
  recording_date_time: z.string(),
  /** Seconds. */
  video_duration: z.number().int().nonnegative(),
  /** Megabytes, two decimals. */
  video_size: z.number().nonnegative(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const CLASS_TYPES = ['Class', 'Online Class', 'Online Exam', 'Offline Exam'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** spec section 3, timetable entry. */
export const timetableEntrySchema = z.object({
  /** Stable id of the entry (also the calendar feed's UID). */
  entry_id: id,
  class_type: z.enum(CLASS_TYPES),
  date: isoDay,
  end_date: isoDay,
  start_time: z.string(),
  end_time: z.string(),
  /** Minutes. */
  duration: z.number().int().nonnegative(),
  subject_name: z.string().nullable(),
  /** Batch (coaching) or section (school) name: 'Class 8 - A'. */
  course: z.string().nullable(),
  topics_covered: z.string().nullable(),
  teacher_name: z.string().nullable(),
  /** Comma-separated photo URLs; the first valid one is used, else a default picture. */
  t_photo_url: z.string().nullable(),
  /** Present classes over all marked classes of this batch for the student, 0-100; null when none is marked. */
  student_attendance_percent: z.number().nullable(),
  batch_id: id.nullable(),
  /** Live classes: the id the session-start call takes (the entry's id). */
  session_id: id.nullable(),
  session_name: z.string().nullable(),
  session_link: z.string().nullable(),
  live_meeting_with: z.string().nullable(),
  /** Open users: the product the class or exam belongs to. */
  product_name: z.string().nullable(),
  /** Standard (school) or course (coaching) name. */
  master_course_name: z.string().nullable(),
  download_links: z.array(recordingSchema),
  /** Online exams. */
  test_id: z.number().int().nullable(),
  test_inst_id: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const timetableResultSchema = z.object({
  /** Date 'YYYY-MM-DD' to that day's entries, by start time. Days without entries are absent. */
  batchTimeTableList: z.record(z.string(), z.array(timetableEntrySchema)),
  /** Recording visibility code (spec learning-content section 4): 1, 3, 5, 7 stored-video play; 4-7 Vimeo play; 7 protected play. */
  view_proctur_live_recorded_session: z.number().int(),
  vimeo_video_downlodable: z.boolean(),
  /** Whether recordings may be viewed ('view'), downloaded ('download') or both. */
  proctur_live_view_or_download_visibility: z.enum(['view', 'download', 'both']),
});
export type TimetableResult = z.infer<typeof timetableResultSchema>;

/** The answer also carries the server's current time, which the cards use instead of the device clock. */
export const timetableResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  result: timetableResultSchema,
  /** ISO 8601 instant. */
  time: z.string(),
});

// --- POST /api/v1/holiday_manager/event_for_timetable -------------------------

export const holidaysRequestSchema = z.object({
  institution_id: id,
  year: z.number().int().min(2000).max(2100),
  student_id: id.optional(),
  user_id: id.optional(),
  event_start_Date: isoDay,
  event_end_date: isoDay,
});
export const holidaySchema = z.object({
  /** First and last day 'YYYY-MM-DD'. */
  holiday_start_date: isoDay,
  holiday_end_date: isoDay,
  holiday_name: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;
/** A list; the portal turns it into a date-keyed map. Empty for coaching institutes. */
export const holidaysResponseSchema = envelopeSchema(z.array(holidaySchema));

// --- POST /api/v2/timeTable/year-count ----------------------------------------

export const yearCountRequestSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    institute_id: id,
    student_id: id.optional(),
    user_id: id.optional(),
    /** Flags left out follow the institute's modes as inclusionFlags(…, 'year') gives them. */
    isCourseStructureTimeTable: yesNo.optional(),
    isExamIncludedInTimeTable: yesNo.optional(),
    is_included_online_class: yesNo.optional(),
    is_included_online_exam: yesNo.optional(),
  })
  .refine((body) => (body.student_id === undefined) !== (body.user_id === undefined), {
    message: 'Send exactly one of student_id and user_id',
  });
/** Month number '1'-'12' to its count of schedules; months without any are 0. */
export const yearCountResponseSchema = envelopeSchema(z.record(z.string(), z.number().int().nonnegative()));

// --- POST /api/v1/reports/Student/attendance/{student_id}/{batch_id} ---------

export const attendanceParamsSchema = z.object({
  student_id: z.coerce.number().int().positive(),
  batch_id: z.coerce.number().int().positive(),
});
export const attendanceRequestSchema = z.object({
  batch_id: z.union([id, z.string().regex(/^\d+$/)]),
  standard_id: anyFilter,
  subject_id: anyFilter,
  teacher_id: anyFilter,
  type: z.union([z.literal(1), z.literal('1')]),
  startdate: z.literal(''),
  enddate: z.literal(''),
  institute_id: id,
  student_id: id,
});
/** spec section 3, attendance record. */
export const attendanceRecordSchema = z.object({
  date: isoDay,
  start_time: z.string(),
  end_time: z.string(),
  /** 'P' present, else absent ('A') or late ('L'). */
  status: z.string(),
  custom_class_type: z.string(),
  home_work_status: z.string().nullable(),
  remark: z.string().nullable(),
  homework_assigned: z.string().nullable(),
  attendance_note: z.string().nullable(),
  topics_covered: z.string().nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
/** Newest first. */
export const attendanceResponseSchema = envelopeSchema(z.array(attendanceRecordSchema));

// --- GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id} -----

export const sessionStartParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  session_id: z.coerce.number().int().positive(),
});
export const sessionStartQuerySchema = z.object({
  isZoomLiveClass: z.enum(['1']).optional(),
  isWebexLiveClass: z.enum(['1']).optional(),
});
export const sessionStartResponseSchema = envelopeSchema(
  z.object({
    allow_start_session: z.boolean(),
    /** Only when allowed. */
    session_link: z.string().nullable(),
  }),
);

// --- Calendar feed (beyond the spec) -------------------------------------------

/**
 * POST /api/v1/timetable/feed (token): a working URL of the caller's feed. Only the token's
 * sha256 is kept, so an earlier URL cannot be shown again: each call without `regenerate`
 * mints another URL to the same feed (earlier ones keep working); `regenerate` revokes
 * every earlier URL. GET of the URL needs no session; unknown or revoked tokens get 404.
 */
export const feedRequestSchema = z
  .object({
    institute_id: id,
    student_id: id.optional(),
    user_id: id.optional(),
    /** true: revoke the current link and make a new one. */
    regenerate: z.boolean().optional(),
  })
  .refine((body) => (body.student_id === undefined) !== (body.user_id === undefined), {
    message: 'Send exactly one of student_id and user_id',
  });
export const feedResponseSchema = envelopeSchema(
  z.object({
    /** Absolute https/http URL of the iCalendar feed; its path ends in .ics. */
    feed_url: z.string(),
  }),
);
