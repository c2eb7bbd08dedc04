import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * The live-class calls of spec learning-content section 7. Field names are the wire contract.
 * Instants are ISO 8601; `date` is the start day in the institute's time zone ('YYYY-MM-DD').
 */

const id = z.number().int().positive();
/** DD-MM-YYYY (spec section 9). */
export const ddmmyyyy = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Expected a date DD-MM-YYYY');

/** live_future_past: 1 today's and upcoming classes, 2 past classes. */
export const LIVE_TODAY_UPCOMING = 1;
export const LIVE_PAST = 2;
/** The live meeting category (spec section 9). */
export const LIVE_CATEGORY = 3;

// --- POST /api/v1/meeting_manager/getMeetingV2/{institute_id} -----------------

export const meetingParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
});

export const meetingRequestSchema = z.object({
  institution_id: id,
  /**
   * Whose classes: the caller's own user id (a student, an open user) or, for a parent, the
   * user id of the chosen child (the session's user_id after choosing a student).
   */
  user_id: id,
  page_offset: z.literal(0),
  /** -1: all of them. */
  page_size: z.literal(-1),
  live_future_past: z.union([z.literal(LIVE_TODAY_UPCOMING), z.literal(LIVE_PAST)]),
  category: z.literal(LIVE_CATEGORY),
  /** Past classes only: the range (both or neither); null or absent means the last 30 days. */
  from_date: ddmmyyyy.nullable().optional(),
  to_date: ddmmyyyy.nullable().optional(),
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

/** spec section 3, recording. */
export const liveRecordingSchema = z.object({
  /** The recording's id: the download call takes it. */
  download_id: id,
  /** The stored file's id as a string when the server keeps the video (protected play), else null. */
  video_id: z.string().nullable(),
  vimeo_video_id: z.string().nullable(),
  /** 'Vimeo' or another store ('stored'). */
  recording_uploaded_on: z.string(),
  /** ISO 8601 instant. */
  recording_date_time: z.string(),
  /** Seconds. */
  video_duration: z.number().int().nonnegative(),
  /** Megabytes, two decimals. */
  video_size: z.number().nonnegative(),
  session_name: z.string(),
});
export type LiveRecording = z.infer<typeof liveRecordingSchema>;

/** spec section 3, live class. */
export const liveClassSchema = z.object({
  /** The id the session-start call takes. */
  session_id: id,
  session_name: z.string(),
  /** ISO 8601 instants. */
  start_datetime: z.string(),
  end_datetime: z.string(),
  /** The start day in the institute's time zone, 'YYYY-MM-DD' (the lists are grouped by it). */
  date: z.string(),
  /** 'Class 8 - A' (standard or course and section or batch), or the product's name for open users. */
  course_list: z.array(z.object({ course_name: z.string() })),
  teachersName: z.string().nullable(),
  /** Comma-separated photo URLs; the first valid one is shown, else a default picture. */
  t_photo_url: z.string().nullable(),
  /** 'Zoom', 'Webex' or 'other'. */
  live_meeting_with: z.string(),
  /** Never sent in the list: the link comes from the session-start call, and only in the class's window. */
  session_link: z.string().nullable(),
  download_links: z.array(liveRecordingSchema),
});
export type LiveClass = z.infer<typeof liveClassSchema>;

export const meetingResultSchema = z.object({
  /** live_future_past 1: today's classes (ended ones too, for their recordings) and the next 7 days', by start. */
  upcomingLiveClasses: z.array(liveClassSchema),
  /** live_future_past 2: ended classes in the range, newest first. */
  pastLiveClasses: z.array(liveClassSchema),
  /** Recording visibility code: 1, 3, 5, 7 stored-video play; 4-7 Vimeo play; 7 protected play. */
  view_proctur_live_recorded_session: z.number().int(),
  vimeo_video_downlodable: z.boolean(),
  /** Whether recordings may be viewed ('view'), downloaded ('download') or both. */
  proctur_live_view_or_download_visibility: z.enum(['view', 'download', 'both']),
});
export type MeetingResult = z.infer<typeof meetingResultSchema>;
export type RecordingSettings = Pick<
  MeetingResult,
  | 'view_proctur_live_recorded_session'
  | 'vimeo_video_downlodable'
  | 'proctur_live_view_or_download_visibility'
>;

/** The answer carries the server's current time: the countdowns run on it, not on the device's clock. */
export const meetingResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  result: meetingResultSchema,
  /** ISO 8601 instant. */
  time: z.string(),
});

// --- GET /api/v1/meeting_manager/recording/download/{institute_id}/{download_id} ---

export const recordingDownloadParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  download_id: z.coerce.number().int().positive(),
});
export const recordingDownloadQuerySchema = z.object({
  /** 1: answer a playback URL instead of the file. */
  type: z.enum(['1']).optional(),
});
/** type=1: a signed stream URL, valid 5 minutes, for this user from this address only. */
export const recordingPlaybackResponseSchema = envelopeSchema(z.object({ video_url: z.string() }));

/** GET {video}/download-links/{vimeo_video_id} is the media area's: @portal/shared/media/schema. */
