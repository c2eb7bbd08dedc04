import { sql } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  type DocumentSubject,
  type FileMap,
  type SharedDocument,
  type SubjectFiles,
} from '@portal/shared/documents/schema';
import { encodeProcId, megabytes } from '@portal/shared/documents/rules';
import type { Db } from '../../db/client';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { rowsOf, sharedWith, type Reader } from './reader';

/**
 * GET /api/v1/fileShare/{institute_id}: a student's subjects that have at least one document
 * shared with them; an open user's e-courses (course types) that have one shared with a
 * product they own. By name.
 */
export async function subjectList(db: Db, reader: Reader): Promise<DocumentSubject[]> {
  const rows = reader.open
    ? await rowsOf<DocumentSubject>(
        db.execute(sql`
          select c.id as subject_id, c.name as subject_name, c.course_id
            from course_types c
           where c.institute_id = ${reader.instituteId}
             and exists (select 1 from shared_documents d where d.course_type_id = c.id and ${sharedWith(reader)})
           order by c.name, c.id`),
      )
    : await rowsOf<DocumentSubject>(
        db.execute(sql`
          select sj.id as subject_id, sj.name as subject_name, sj.course_id
            from subjects sj
           where sj.institute_id = ${reader.instituteId}
             and exists (select 1 from shared_documents d where d.subject_id = sj.id and ${sharedWith(reader)})
           order by sj.name, sj.id`),
      );
  return rows.map((row) => ({ ...row, course_id: row.course_id ?? null }));
}

interface DocumentRow {
  id: number;
  title: string;
  category: SharedDocument['category_name'];
  file_id: number | null;
  file_name: string | null;
  size_bytes: number | string | null;
  youtube_id: string | null;
  vimeo_video_id: string | null;
  is_readonly: boolean;
  shared_at: Date | string;
  poster_url: string | null;
}

/**
 * GET /api/v1/fileShare/subject-level/{institute_id}: the documents of one subject (students)
 * or e-course (open users) shared with the reader, grouped by type, newest first. The subject
 * or e-course is a claim: unknown 404, another institute's 403.
 */
export async function subjectFiles(
  db: Db,
  reader: Reader,
  placeId: number,
  fileViewBase: string,
): Promise<SubjectFiles> {
  const place = reader.open
    ? await rowsOf<{ name: string; institute_id: number }>(
        db.execute(sql`select name, institute_id from course_types where id = ${placeId}`),
      )
    : await rowsOf<{ name: string; institute_id: number }>(
        db.execute(sql`select name, institute_id from subjects where id = ${placeId}`),
      );
  if (!place[0]) throw new HttpError(404, MESSAGES.notFound);
  if (place[0].institute_id !== reader.instituteId) throw new HttpError(403, MESSAGES.notYours);
  const placeName = place[0].name;

  const where = reader.open ? sql`d.course_type_id = ${placeId}` : sql`d.subject_id = ${placeId}`;
  const rows = await rowsOf<DocumentRow>(
    db.execute(sql`
      select d.id, d.title, d.category, d.file_id, f.file_name, f.size_bytes, d.youtube_id,
             d.vimeo_video_id, d.is_readonly, d.shared_at, d.poster_url
        from shared_documents d left join stored_files f on f.id = d.file_id
       where ${where} and ${sharedWith(reader)}
       order by d.shared_at desc, d.id desc`),
  );
  const [institute] = await rowsOf<{ elearn_enabled: boolean }>(
    db.execute(sql`select elearn_enabled from institutes where id = ${reader.instituteId}`),
  );

  const fileMap = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, []])) as unknown as FileMap;
  for (const row of rows) {
    fileMap[row.category].push(toDocument(row, placeName, reader.instituteId, fileViewBase));
  }
  // The institutes table has no own setting for it: like recordings, institutes with e-learning let Vimeo videos be downloaded.
  return { fileMap, vimeo_video_downlodable: institute?.elearn_enabled ?? false };
}

function toDocument(
  row: DocumentRow,
  placeName: string,
  instituteId: number,
  fileViewBase: string,
): SharedDocument {
  const video = row.category === 'Youtube' || row.category === 'Vimeo';
  const fileId = video ? null : row.file_id;
  return {
    document_id: row.id,
    title: row.title,
    file_name: fileId === null ? null : row.file_name,
    file_id: fileId,
    file_url:
      fileId === null
        ? null
        : `${fileViewBase}/api/v1/instFileSystem/${instituteId}/files/download?fileId=${fileId}`,
    proc_id: row.category === 'Youtube' && row.youtube_id ? encodeProcId(row.youtube_id) : null,
    vimeo_video_id: row.category === 'Vimeo' ? row.vimeo_video_id : null,
    size: fileId === null || row.size_bytes === null ? null : megabytes(Number(row.size_bytes)),
    student_file_share_date: new Date(row.shared_at).toISOString(),
    subject_name: placeName,
    category_name: row.category,
    is_readonly: row.is_readonly ? 'Y' : 'N',
    thumbnail_list: row.poster_url ? [{ posterUrl: row.poster_url }] : [],
  };
}
