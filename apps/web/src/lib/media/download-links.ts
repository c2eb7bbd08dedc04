import { queryOptions } from '@tanstack/react-query';
import type { VimeoDownloadLink } from '@portal/shared/media/schema';
import { api } from '../api-client';
import { loadMediaSchemas } from './load-schemas';
import { VIDEO_SERVICE_URL } from './video-service';

export type { VimeoDownloadLink };

/**
 * GET {video}/download-links/{vimeo_video_id} (token, institute id header): the download renditions
 * (width, height, size, link) of a Vimeo video; an empty list means 'No Download Link Found'.
 */
export async function getVimeoDownloadLinks(
  instituteId: number,
  vimeoVideoId: string,
  signal?: AbortSignal,
): Promise<VimeoDownloadLink[]> {
  const { downloadLinksResponseSchema } = await loadMediaSchemas();
  const answer = await api.get(`${VIDEO_SERVICE_URL}/download-links/${encodeURIComponent(vimeoVideoId)}`, {
    auth: true,
    signal,
    headers: { 'x-prod-inst-id': String(instituteId) },
    schema: downloadLinksResponseSchema,
  });
  return answer.result;
}

export const vimeoDownloadLinksQuery = (instituteId: number, vimeoVideoId: string) =>
  queryOptions({
    queryKey: ['media', 'vimeo-download-links', instituteId, vimeoVideoId],
    queryFn: ({ signal }) => getVimeoDownloadLinks(instituteId, vimeoVideoId, signal),
  });
