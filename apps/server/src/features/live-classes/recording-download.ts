import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordings, storedFiles, timetableEntries } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { fileAccess } from '../media/file-access';
import { recordingPolicy, timetableInstitute } from '../timetable/audience';
import { mayWatch } from './audience';

/** spec section 8: a recording without a copy on this server (Vimeo only). */
export const NO_DOWNLOAD_LINK = 'No Download Link Found';
export const DOWNLOAD_NOT_ALLOWED = 'The institute does not allow downloading recordings.';
export const VIEW_NOT_ALLOWED = 'The institute does not allow playing recordings here.';

export interface RecordingFile {
  fileId: number;
  storageKey: string;
  fileName: string;
  contentType: string;
}

/**
 * The stored file of a recording the caller may have, for playing (`play`) or downloading. A
 * recording of another institute or of a class the caller does not attend is 403 (the id is a
 * claim); the stored file goes through fileAccess too, the one rule for stored files. The
 * institute's visibility flags decide whether it may be played or downloaded at all.
 */
export async function recordingFile(
  db: Db,
  identity: Identity,
  downloadId: number,
  use: 'play' | 'download',
): Promise<RecordingFile> {
  const [row] = await db
    .select({
      storedFileId: recordings.storedFileId,
      instituteId: timetableEntries.instituteId,
      batchId: timetableEntries.batchId,
      productId: timetableEntries.productId,
    })
    .from(recordings)
    .innerJoin(timetableEntries, eq(timetableEntries.id, recordings.entryId))
    .where(eq(recordings.id, downloadId))
    .limit(1);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  if (!(await mayWatch(db, identity, row))) throw new HttpError(403, MESSAGES.notYours);

  const policy = recordingPolicy(await timetableInstitute(db, row.instituteId));
  const visibility: string = policy.proctur_live_view_or_download_visibility;
  // Today's policy never answers 'download' alone; the check stays for when institutes get the setting.
  if (use === 'download' && visibility === 'view') throw new HttpError(403, DOWNLOAD_NOT_ALLOWED);
  if (use === 'play' && visibility === 'download') throw new HttpError(403, VIEW_NOT_ALLOWED);

  if (row.storedFileId === null) throw new HttpError(404, NO_DOWNLOAD_LINK);
  if ((await fileAccess(db, identity, row.storedFileId)) === 'none')
    throw new HttpError(403, MESSAGES.notYours);
  const [file] = await db
    .select({
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, row.storedFileId))
    .limit(1);
  if (!file) throw new HttpError(404, NO_DOWNLOAD_LINK);
  return { fileId: row.storedFileId, ...file };
}
