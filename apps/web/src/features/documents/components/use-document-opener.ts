import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeProcId, documentActions } from '@portal/shared/documents/rules';
import type { SharedDocument } from '@portal/shared/documents/schema';
import type { MediaItem } from '../../../components/ui/media-viewer';
import { ApiError, errorText } from '../../../lib/api-client';
import { fetchFileView } from '../../../lib/media';
import type { Session } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { downloadFile } from '../api/download-file';

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

/** The media item of View or Play; a read-only file's bytes come from the product file host's view route. */
async function mediaItemOf(
  session: Session,
  doc: SharedDocument,
  vimeoDownloadable: boolean,
): Promise<MediaItem> {
  const actions = documentActions(doc, vimeoDownloadable);
  const title = doc.title;
  const instituteId = session.institute_id;
  if (actions.play === 'youtube') {
    const youtubeId = decodeProcId(doc.proc_id);
    if (youtubeId) return { kind: 'youtube', title, youtubeId, watch: { videoId: youtubeId, instituteId } };
  }
  if (actions.play === 'vimeo' && doc.vimeo_video_id) {
    const vimeoId = doc.vimeo_video_id;
    return { kind: 'vimeo', title, vimeoId, watch: { videoId: vimeoId, instituteId } };
  }
  const view = actions.view;
  if (doc.file_id !== null && (view === 'file' || view === 'image' || view === 'audio'))
    return { kind: view, title, source: await fetchFileView(session, doc.file_id) };
  return { kind: 'unsupported', title };
}

/** View, Play and Download of a document card, and the item the viewer shows. */
export function useDocumentOpener(session: Session, vimeoDownloadable: boolean) {
  const [item, setItem] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // Buttons stay enabled while bytes come (a disabled button would drop the focus the viewer gives
  // back on close): a second press meanwhile is ignored here instead.
  const pending = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const open = useCallback(
    async (doc: SharedDocument) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(doc.document_id);
      try {
        const next = await mediaItemOf(session, doc, vimeoDownloadable);
        if (live.current) setItem(next);
      } catch (error) {
        showFailure(error);
      } finally {
        pending.current = false;
        if (live.current) setBusy(null);
      }
    },
    [session, vimeoDownloadable],
  );

  const download = useCallback(
    async (doc: SharedDocument) => {
      if (doc.file_id === null || pending.current) return;
      pending.current = true;
      setBusy(doc.document_id);
      try {
        saveFile(await downloadFile(session, doc.file_id), doc.file_name ?? doc.title);
      } catch (error) {
        showFailure(error);
      } finally {
        pending.current = false;
        if (live.current) setBusy(null);
      }
    },
    [session],
  );

  const close = useCallback(() => setItem(null), []);
  return { item, busy, open, download, close };
}
