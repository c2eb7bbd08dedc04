import {
  downloadCountRequestSchema,
  downloadCountResponseSchema,
  downloadFileQuerySchema,
  instituteParamsSchema,
  subjectFilesQuerySchema,
  subjectFilesResponseSchema,
  subjectListQuerySchema,
  subjectListResponseSchema,
} from '@portal/shared/documents/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { assertInstitute, identityOf } from '../../plugins/auth';
import { fileResponses, sendStoredFile } from '../media/send-stored-file';
import { countDownload, countFileDownload, downloadableFile } from './download';
import { subjectFiles, subjectList } from './listing';
import { readerOf } from './reader';

const tags = ['documents'];
const security = [{ studentToken: [] }];

/** Shared documents (fileShare), file downloads and their count. */
export async function documentsRoutes(app: App): Promise<void> {
  const db = () => app.database.db;
  const fileViewBase = app.config.services.productApi.replace(/\/+$/, '');

  app.get(
    '/api/v1/fileShare/:institute_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The subjects that have documents shared with the student (student_id, the caller's own), or the e-courses with documents shared with the open user's products (user_id, the caller's own). Parents: 403.",
        security,
        params: instituteParamsSchema,
        querystring: subjectListQuerySchema,
        response: { 200: subjectListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const reader = readerOf(identityOf(request), request.params.institute_id, {
        studentId: request.query.student_id,
        userId: request.query.user_id,
      });
      return ok({ subject_list: await subjectList(db(), reader) });
    },
  );

  app.get(
    '/api/v1/fileShare/subject-level/:institute_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The documents of one subject (student_id, subject_id) or e-course (open users: user_id, eCourse_id) shared with the caller directly, with their section or batch, its course, or a product they own; grouped by type, newest first. Another institute's subject: 403; parents: 403.",
        security,
        params: instituteParamsSchema,
        querystring: subjectFilesQuerySchema,
        response: { 200: subjectFilesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { student_id, subject_id, user_id, eCourse_id } = request.query;
      const reader = readerOf(identityOf(request), request.params.institute_id, {
        studentId: student_id,
        userId: user_id,
      });
      return ok(await subjectFiles(db(), reader, (subject_id ?? eCourse_id)!, fileViewBase));
    },
  );

  app.get(
    '/api/v1/instFileSystem/downloadFile/:institute_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Downloads a shared document or study file (fileId: the stored file) with its stored type, as an attachment, and counts the download. Not shared with the caller or another institute\'s: 403; read-only: 403 ("This file is read-only: it can be viewed, not downloaded."); parents: 403.',
        security,
        params: instituteParamsSchema,
        querystring: downloadFileQuerySchema,
        response: { ...fileResponses, ...errorResponses(400, 401, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const { fileId } = request.query;
      const file = await downloadableFile(db(), identity, fileId);
      // Counted when the download starts, before the answer (so whoever reads the count after it
      // sees it); a resumed part (Range) or a HEAD is the same download.
      if (request.method === 'GET' && !request.headers.range) await countFileDownload(db(), identity, fileId);
      return sendStoredFile(app, request, reply, file, 'attachment');
    },
  );

  app.post(
    '/api/v1/instFileSystem/fileDownloadCount',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Counts the download of a Vimeo document (document_id) whose link the portal opened. A stored file (file_id) was counted by downloadFile and is not counted again (counted: false). Not shared with the caller: 403.',
        security,
        body: downloadCountRequestSchema,
        response: { 200: downloadCountResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await countDownload(db(), identityOf(request), request.body)),
  );
}
