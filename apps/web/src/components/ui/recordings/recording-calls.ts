import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const path = (instituteId: number, downloadId: number) =>
  `/api/v1/meeting_manager/recording/download/${instituteId}/${downloadId}`;

/**
 * GET /api/v1/meeting_manager/recording/download/{institute_id}/{download_id}?type=1 (token): a
 * signed stream URL of the recording, valid 5 minutes for this user from this address.
 */
export async function recordingPlaybackUrl(instituteId: number, downloadId: number): Promise<string> {
  const { recordingPlaybackResponseSchema } = await import('@portal/shared/live-classes/schema');
  const answer = await api.get(path(instituteId, downloadId), {
    auth: true,
    query: { type: 1 },
    schema: recordingPlaybackResponseSchema,
  });
  return answer.result.video_url;
}

const EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
};

/** The same call without type: the file itself, saved under the session's name. */
export async function downloadRecording(
  instituteId: number,
  downloadId: number,
  name: string,
): Promise<void> {
  const blob = await api.blob(path(instituteId, downloadId), { auth: true });
  const extension = EXTENSIONS[blob.type.split(';')[0]!.trim()] ?? 'mp4';
  saveFile(blob, `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'recording'}.${extension}`);
}
