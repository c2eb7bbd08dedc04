import { api } from '../api-client';
import type { Session } from '../session';

/**
 * GET /api/v1/instFileSystem/downloadFile/{institute_id}?fileId= (token): a shared document's or
 * study file's bytes to save. The server counts the download as it sends it, and refuses read-only
 * files and any file not shared with the caller.
 */
export function downloadFile(session: Session, fileId: number): Promise<Blob> {
  return api.blob(`/api/v1/instFileSystem/downloadFile/${session.institute_id}`, {
    auth: true,
    query: { fileId },
  });
}
