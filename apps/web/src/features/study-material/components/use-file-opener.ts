import { useCallback, useEffect, useRef, useState } from 'react';
import { fileActions } from '@portal/shared/study-material/rules';
import type { StudyFile } from '@portal/shared/study-material/schema';
import type { MediaItem, WatchTarget } from '../../../components/ui/media-viewer';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { downloadFile } from '../api/download-file';
import { fetchFileView } from '../../../lib/media';

/** The videoOTP call's source on this screen (spec section 7: it differs between screens). */
export const VIDEO_SOURCE = 'STUDENT_PORTAL';

function showFailure(error: unknown): void {
  // A 403 has already logged out with the server's message.
  if (error instanceof ApiError && error.handled) return;
  notify.error(errorText(error));
}

/** Saves bytes under a file name through a short-lived object address. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the address when the download starts, after this click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
  const [item, setItem] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const open = useCallback(
    async (file: StudyFile) => {
      setBusy(file.study_file_id);
      try {
        const next = await mediaItemOf(session, file);
        if (live.current) setItem(next);
      } catch (error) {
        showFailure(error);
      } finally {
        if (live.current) setBusy(null);
      }
    },
    [session],
  );

  const download = useCallback(
    async (file: StudyFile) => {
      if (file.file_id === null) return;
      setBusy(file.study_file_id);
      try {
        saveFile(await downloadFile(session, file.file_id), file.file_name ?? file.title);
      } catch (error) {
        showFailure(error);
      } finally {
        if (live.current) setBusy(null);
      }
    },
    [session],
  );

  const close = useCallback(() => {
    setItem((current) => {
      if (current?.kind === 'video' && current.source.startsWith('blob:'))
        URL.revokeObjectURL(current.source);
      return null;
    });
  }, []);

  return { item, busy, open, download, close };
}
