import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * The media calls of spec learning-content section 7: protected video (videoOTP and its
 * stream), watch counts and history, the video service's Vimeo download links and the
 * product file host's inline view of a shared file. Field names are the wire contract.
 */

/** A database id (int4), in a body. */
const id = z.number().int().positive().max(2_147_483_647);
/** A database id in a path or query string. */
const idText = z.coerce.number().int().positive().max(2_147_483_647);
/** A video as the watch calls name it: a stored file's id, a Vimeo or a YouTube id. */
const videoRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Expected a video id (letters, digits, - and _)');

// --- POST /api/v1/instFileSystem/videoOTP?source=… ------------------------------

export const videoOtpQuerySchema = z.object({
  /** Which screen asks (the spec leaves the values open); recorded, not checked. */
  source: z.string().max(40).optional(),
});

export const videoOtpRequestSchema = z.object({
  /** The protected video: the stored file's id, as text. */
  videoID: z.string().regex(/^\d{1,9}$/, 'Expected a stored file id'),
  institute_id: id,
  /** The caller's own user id (a parent's too): anyone else's is refused. */
  user_id: id,
  /** Study material: the study file's id (or the stored file's id again). */
  file_id: id.optional(),
});
export type VideoOtpRequest = z.infer<typeof videoOtpRequestSchema>;

export const videoOtpResultSchema = z.object({
  /** The grant's token: valid 5 minutes, for this user from this address. */
  otp: z.string(),
  /** base64 of the JSON `{ videoId, url }` (playbackInfoSchema): url is the signed stream URL. */
  playbackInfo: z.string(),
  status: z.number().int(),
});
export const videoOtpResponseSchema = envelopeSchema(videoOtpResultSchema);
export type VideoOtp = z.infer<typeof videoOtpResultSchema>;

/** What playbackInfo decodes to. */
export const playbackInfoSchema = z.object({ videoId: z.string(), url: z.string() });
export type PlaybackInfo = z.infer<typeof playbackInfoSchema>;

// --- GET {video}/stream/:token ------------------------------------------------------

export const videoStreamParamsSchema = z.object({
  /** The grant's token (base64url of 32 random bytes). */
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a stream token'),
});

// --- GET {video}/download-links/:vimeo_video_id -------------------------------------

export const downloadLinksParamsSchema = z.object({
  vimeo_video_id: z.string().regex(/^\d{1,20}$/, 'Expected a Vimeo video id'),
});

/** spec section 3, Vimeo download link. */
export const vimeoDownloadLinkSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  link: z.string(),
  /** '412.3 MB'. */
  size_short: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
});
export type VimeoDownloadLink = z.infer<typeof vimeoDownloadLinkSchema>;
export const downloadLinksResponseSchema = envelopeSchema(z.array(vimeoDownloadLinkSchema));

// --- PUT /api/v1/instFileSystem/update-watch-count ----------------------------------

export const watchCountRequestSchema = z.object({
  video_id: videoRef,
  institute_id: id,
});
export type WatchCountRequest = z.infer<typeof watchCountRequestSchema>;
/** The result is not shown (spec section 9); the new count, for tests and tools. */
export const watchCountResponseSchema = envelopeSchema(z.object({ count: z.number().int() }));

// --- POST /api/v1/instFileSystem/allocateWatchHistory -------------------------------

export const watchHistoryRequestSchema = z.object({
  video_id: videoRef,
  /** Seconds watched, at most a day. */
  watch_duration: z.number().int().min(0).max(86_400),
});
export type WatchHistoryRequest = z.infer<typeof watchHistoryRequestSchema>;
export const watchHistoryResponseSchema = envelopeSchema(z.null());

// --- GET {productApi}/api/v1/instFileSystem/:institute_id/files/download?fileId= ----

export const fileViewParamsSchema = z.object({ institute_id: idText });
export const fileViewQuerySchema = z.object({ fileId: idText });
