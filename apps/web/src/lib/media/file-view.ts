import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Session } from '../session';
import { productUrl } from '../service-urls';

/**
 * GET {product file host}/api/v1/instFileSystem/{institute_id}/files/download?fileId= (token): a
 * shared document's or study file's bytes to show in the media viewer (read-only files too).
 */
export function fetchFileView(session: Session, fileId: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(`${productUrl(session)}/api/v1/instFileSystem/${session.institute_id}/files/download`, {
    auth: true,
    signal,
    query: { fileId },
  });
}

export const fileViewQuery = (session: Session, fileId: number) =>
  queryOptions({
    queryKey: ['media', 'file-view', session.institute_id, session.user_id, fileId],
    queryFn: ({ signal }) => fetchFileView(session, fileId, signal),
    // Bytes are not kept around once the viewer closes.
    gcTime: 0,
    staleTime: Infinity,
  });

/** The bytes of the file the viewer shows (null: none open). */
export function useFileView(session: Session, fileId: number | null) {
  return useQuery({ ...fileViewQuery(session, fileId ?? 0), enabled: fileId !== null });
}
