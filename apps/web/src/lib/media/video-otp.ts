import { api, ApiError } from '../api-client';
import { loadMediaSchemas } from './load-schemas';

export interface VideoOtpRequest {
  /** The stored video's id. */
  videoId: string;
  instituteId: number;
  /** The signed-in user's own id (a parent's too). */
  userId: number;
  /** Study material: the study file's id. */
  fileId?: number;
  /** The screen's `source` query value. */
  source: string;
}

/** The server refused the video (403) or answered without an OTP: its message is shown in the viewer. */
export class VideoRefusedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Video refused');
    this.name = 'VideoRefusedError';
  }
}

/** The JSON playbackInfo carries, base64-encoded: the signed stream URL. */
export function decodePlaybackInfo(playbackInfo: string): { videoId: string; url: string } | null {
  try {
    const bytes = Uint8Array.from(atob(playbackInfo), (c) => c.charCodeAt(0));
    const info = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    if (info && typeof info === 'object') {
      const { videoId, url } = info as Record<string, unknown>;
      if (typeof videoId === 'string' && typeof url === 'string') return { videoId, url };
    }
  } catch {
    // Not base64 JSON: treated as no playback info.
  }
  return null;
}

/**
 * POST /api/v1/instFileSystem/videoOTP?source=… (token): an OTP and the playback info of a protected
 * video, a signed stream URL valid 5 minutes for this user from this address. A 403 or an answer
 * without an OTP throws VideoRefusedError with the server's message (spec section 8: shown, the
 * user stays signed in); a network failure throws the usual ApiError.
 */
export async function requestVideoOtp(
  request: VideoOtpRequest,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  const { videoOtpRequestSchema, videoOtpResponseSchema } = await loadMediaSchemas();
  const body = videoOtpRequestSchema.parse({
    videoID: request.videoId,
    institute_id: request.instituteId,
    user_id: request.userId,
    ...(request.fileId === undefined ? {} : { file_id: request.fileId }),
  });
  let answer;
  try {
    answer = await api.post('/api/v1/instFileSystem/videoOTP', body, {
      auth: true,
      signal,
      query: { source: request.source },
      schema: videoOtpResponseSchema,
      skipForbiddenHandler: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw new VideoRefusedError(error.serverMessage);
    throw error;
  }
  const info = answer.result.otp ? decodePlaybackInfo(answer.result.playbackInfo) : null;
  if (!info) throw new VideoRefusedError(answer.message);
  return { url: info.url };
}
