import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { productUrl } from '../../../lib/service-urls';

/**
 * GET {product host}/api/v1/instFileSystem/{institute_id}/files/download?fileId= (token): a
 * study file's bytes to show in the viewer (read-only ones too: viewing is what they allow).
 */
export function viewFile(session: Session, fileId: number): Promise<Blob> {
  return api.blob(`${productUrl(session)}/api/v1/instFileSystem/${session.institute_id}/files/download`, {
    auth: true,
    query: { fileId },
  });
}
