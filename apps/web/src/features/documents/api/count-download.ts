import type { Session } from '@/lib/session';
import { api } from '@/lib/api-client';
import { loadDocumentsSchemas } from './load-schemas';

/**
 * POST /api/v1/instFileSystem/fileDownloadCount (token): a Vimeo document's download link was
 * opened (the server streams nothing then, so this call counts it). File downloads are counted by
 * downloadFile itself and are not sent here. The result is not shown.
 */
export async function countVimeoDownload(session: Session, documentId: number): Promise<void> {
  const { downloadCountRequestSchema, downloadCountResponseSchema } = await loadDocumentsSchemas();
  const body = downloadCountRequestSchema.parse({
    document_id: documentId,
    institute_id: session.institute_id,
  });
  await api.post('/api/v1/instFileSystem/fileDownloadCount', body, {
    auth: true,
    schema: downloadCountResponseSchema,
  });
}
