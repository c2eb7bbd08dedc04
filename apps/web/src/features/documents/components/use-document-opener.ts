import { useCallback } from 'react';
import { decodeProcId, documentActions } from '@portal/shared/documents/rules';
import type { SharedDocument } from '@portal/shared/documents/schema';
import type { MediaItem } from '@/components/ui/media-viewer';
import { useMediaOpener } from '@/components/ui/media-viewer/use-media-opener';
import { downloadFile, fetchFileView } from '@/lib/media';
import type { Session } from '@/lib/session';

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
  return useMediaOpener<SharedDocument>({
    keyOf: useCallback((doc) => doc.document_id, []),
    itemOf: useCallback((doc) => mediaItemOf(session, doc, vimeoDownloadable), [session, vimeoDownloadable]),
    fileOf: useCallback(
      async (doc) =>
        doc.file_id === null
          ? null
          : { blob: await downloadFile(session, doc.file_id), fileName: doc.file_name ?? doc.title },
      [session],
    ),
  });
}
