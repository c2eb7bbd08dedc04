import { useCallback } from 'react';
import { fileActions } from '@portal/shared/study-material/rules';
import type { StudyFile } from '@portal/shared/study-material/schema';
import type { MediaItem, WatchTarget } from '@/components/ui/media-viewer';
import { useMediaOpener } from '@/components/ui/media-viewer/use-media-opener';
import { downloadFile, fetchFileView } from '@/lib/media';
import type { Session } from '@/lib/session';

/** The videoOTP call's source on this screen (spec section 7: it differs between screens). */
export const VIDEO_SOURCE = 'STUDENT_PORTAL';

/** The media item that shows a study file; fetches its bytes when the viewer needs them. */
async function mediaItemOf(session: Session, file: StudyFile): Promise<MediaItem> {
  const { viewer } = fileActions(file);
  const title = file.title;
  const instituteId = session.institute_id;
  const watch = (videoId: string): WatchTarget => ({ videoId, instituteId });
  if (viewer === 'youtube' && file.youtubeVideoID)
    return { kind: 'youtube', title, youtubeId: file.youtubeVideoID, watch: watch(file.youtubeVideoID) };
  if (viewer === 'vimeo' && file.videoID)
    return { kind: 'vimeo', title, vimeoId: file.videoID, watch: watch(file.videoID) };
  if (viewer === 'vdo' && file.videoID)
    return {
      kind: 'vdo',
      title,
      videoId: file.videoID,
      instituteId,
      userId: session.user_id,
      fileId: file.file_id ?? undefined,
      source: VIDEO_SOURCE,
      watch: watch(file.videoID),
    };
  if (file.file_id !== null && (viewer === 'file' || viewer === 'image' || viewer === 'audio'))
    return { kind: viewer, title, source: await fetchFileView(session, file.file_id) };
  if (file.file_id !== null && viewer === 'video') {
    const blob = await fetchFileView(session, file.file_id);
    return { kind: 'video', title, source: URL.createObjectURL(blob), watch: watch(String(file.file_id)) };
  }
  return { kind: 'unsupported', title };
}

/** View, Play and Download of a study file card, and the item the viewer shows. */
export function useFileOpener(session: Session) {
  return useMediaOpener<StudyFile>({
    keyOf: useCallback((file) => file.study_file_id, []),
    itemOf: useCallback((file) => mediaItemOf(session, file), [session]),
    fileOf: useCallback(
      async (file) =>
        file.file_id === null
          ? null
          : { blob: await downloadFile(session, file.file_id), fileName: file.file_name ?? file.title },
      [session],
    ),
  });
}
