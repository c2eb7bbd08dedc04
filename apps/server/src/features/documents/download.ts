import { sql } from 'drizzle-orm';
import { READ_ONLY_FILE, type DownloadCountRequest } from '@portal/shared/documents/schema';
import type { Db } from '../../db/client';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { fileAccess } from '../media/file-access';
import type { FileToSend } from '../media/send-stored-file';
import { callerReader, rowsOf, sharedWith, type Reader } from './reader';

/**
 * The stored file a download may send (GET /api/v1/instFileSystem/downloadFile): a document or
 * study file shared with the caller in their institute (media/file-access.ts decides), and not
 * read-only. Parents are refused outright (documents and study material are hidden for them;
 * the recording route has its own download rule, which this route must not bypass).
 */
export async function downloadableFile(db: Db, identity: Identity, fileId: number): Promise<FileToSend> {
  callerReader(identity);
  const access = await fileAccess(db, identity, fileId);
  if (access === 'none') throw new HttpError(403, MESSAGES.notYours);
  if (access === 'view') throw new HttpError(403, READ_ONLY_FILE);
  const [file] = await rowsOf<{
    storage_key: string;
    file_name: string;
    content_type: string;
    shared: boolean;
  }>(
    db.execute(sql`
      select f.storage_key, f.file_name, f.content_type,
             exists (select 1 from shared_documents d where d.file_id = f.id)
               or exists (select 1 from study_files s where s.file_id = f.id) as shared
        from stored_files f
       where f.id = ${fileId} and f.institute_id = ${identity.instituteId}`),
  );
  // A recording only (fileAccess lets its watchers have it): not this route's to send.
  if (!file?.shared) throw new HttpError(403, MESSAGES.notYours);
  return { storageKey: file.storage_key, fileName: file.file_name, contentType: file.content_type };
}

/**
 * "A download is counted on the server when it occurs" (spec section 6): downloadFile counts a
 * file download when it sends the bytes; one document counts it (the newest downloadable one of
 * that file shared with the caller). Study files have no count.
 */
export async function countFileDownload(db: Db, identity: Identity, fileId: number): Promise<void> {
  const reader = callerReader(identity);
  await db.execute(sql`
    update shared_documents set download_count = download_count + 1
     where id = (select d.id from shared_documents d
                  where d.file_id = ${fileId} and not d.is_readonly and ${sharedWith(reader)}
                  order by d.shared_at desc, d.id desc limit 1)`);
}

/**
 * POST /api/v1/instFileSystem/fileDownloadCount. A Vimeo document (document_id) is counted here
 * when its download link is opened: the server streams nothing then. A stored file (file_id) was
 * already counted by downloadFile, so it is checked and not counted again: one download, one count.
 */
export async function countDownload(
  db: Db,
  identity: Identity,
  body: DownloadCountRequest,
): Promise<{ counted: boolean }> {
  if (identity.instituteId !== body.institute_id) throw new HttpError(403, MESSAGES.notYours);
  const reader = callerReader(identity);
  if (body.file_id !== undefined) {
    if ((await fileAccess(db, identity, body.file_id)) === 'none')
      throw new HttpError(403, MESSAGES.notYours);
    return { counted: false };
  }
  await assertVimeoDownload(db, reader, body.document_id!);
  await db.execute(
    sql`update shared_documents set download_count = download_count + 1 where id = ${body.document_id!}`,
  );
  return { counted: true };
}

export const NOT_A_VIMEO_DOWNLOAD = 'Only Vimeo download links are counted by this call.';

async function assertVimeoDownload(db: Db, reader: Reader, documentId: number): Promise<void> {
  const [found] = await rowsOf<{ category: string; visible: boolean; downloadable: boolean }>(
    db.execute(sql`
      select d.category, ${sharedWith(reader)} as visible, i.elearn_enabled as downloadable
        from shared_documents d join institutes i on i.id = d.institute_id
       where d.id = ${documentId}`),
  );
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  if (!found.visible) throw new HttpError(403, MESSAGES.notYours);
  if (found.category !== 'Vimeo' || !found.downloadable) throw new HttpError(400, NOT_A_VIMEO_DOWNLOAD);
}
