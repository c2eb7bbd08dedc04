import { api } from '../api-client';
import { loadMediaSchemas } from './load-schemas';

/** The most seconds one viewing may record (the server's limit: a day). */
const MAX_SECONDS = 86_400;

/** PUT /api/v1/instFileSystem/update-watch-count (token): one more start of the video. Result not shown. */
export async function updateWatchCount(target: { videoId: string; instituteId: number }): Promise<void> {
  const { watchCountResponseSchema } = await loadMediaSchemas();
  await api.put(
    '/api/v1/instFileSystem/update-watch-count',
    { video_id: target.videoId, institute_id: target.instituteId },
    { auth: true, schema: watchCountResponseSchema },
  );
}

/** POST /api/v1/instFileSystem/allocateWatchHistory (token): how long a viewing lasted. Result not shown. */
export async function allocateWatchHistory(videoId: string, seconds: number): Promise<void> {
  const { watchHistoryResponseSchema } = await loadMediaSchemas();
  await api.post(
    '/api/v1/instFileSystem/allocateWatchHistory',
    { video_id: videoId, watch_duration: Math.min(MAX_SECONDS, Math.max(0, Math.round(seconds))) },
    { auth: true, schema: watchHistoryResponseSchema },
  );
}
