import multipart from '@fastify/multipart';
import {
  assignmentDetailResponseSchema,
  assignmentListRequestSchema,
  assignmentListResponseSchema,
  assignmentParamsSchema,
  assignmentQuerySchema,
  downloadFileRequestSchema,
  downloadFileResponseSchema,
  solutionsResponseSchema,
  studentAssignmentParamsSchema,
  studentAttachmentsResponseSchema,
  updateAssignmentResponseSchema,
} from '@portal/shared/assignments/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { servicePath } from '../../lib/service-path';
import { assertInstitute, fileLinkCookie } from '../../plugins/auth';
import { createVideoGrant, VIDEO_GRANT_TTL_MS, videoStreamPath } from '../media/video-grants';
import {
  assignmentDetail,
  assignmentList,
  attachmentFile,
  findAssignment,
  readableStudent,
  studentAttachments,
  teacherAttachments,
} from './service';
import { UPLOAD_LIMITS, updateAssignment } from './update';

const tags = ['assignments'];
const security = [{ studentToken: [] }];
const BASE = '/api/v2/onlineAssignment';

/** Assignments (homework): lists, detail, solutions, attachments, download links and submissions. */
export async function assignmentsRoutes(app: App): Promise<void> {
  // Here only (this plugin is encapsulated): no other route takes multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const db = () => app.database.db;

  app.post(
    `${BASE}/student/getAssignmentsDetail`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The student's assignments (homework), ongoing and past, with days and time left and the student's and teacher's status; another student or institute: 403.",
        security,
        body: assignmentListRequestSchema,
        response: { 200: assignmentListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.body.institute_id);
      const studentId = readableStudent(identity, request.body.student_id);
      return ok(await assignmentList(db(), identity.instituteId, studentId, app.clock()));
    },
  );

  app.get(
    `${BASE}/get/:institute_id/:file_id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "One assignment of the caller's (or a parent's child's) batch: details, sanitised description, the teacher's files and links, the student's status and the evaluation; any other file id: 403.",
        security,
        params: assignmentParamsSchema,
        querystring: assignmentQuerySchema,
        response: { 200: assignmentDetailResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const students =
        request.query.student_id === undefined
          ? identity.studentIds
          : [readableStudent(identity, request.query.student_id)];
      const row = await findAssignment(db(), identity.instituteId, students, request.params.file_id);
      return ok(await assignmentDetail(db(), row, app.clock()));
    },
  );

  app.get(
    `${BASE}/getAssignmentSolution/:institute_id/:student_id/:file_id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The teacher's solutions (files and links) once the student's submission is evaluated (empty before); another student's or batch's: 403.",
        security,
        params: studentAssignmentParamsSchema,
        response: { 200: solutionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const studentId = readableStudent(identity, request.params.student_id);
      const row = await findAssignment(db(), identity.instituteId, [studentId], request.params.file_id);
      return ok(row.teacher_status === 'Evaluated' ? await teacherAttachments(db(), row.id, 'solution') : []);
    },
  );

  app.get(
    `${BASE}/studentAttachmentsDetail/:institute_id/:student_id/:file_id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The student's own files and links of their submission; another student's or batch's: 403.",
        security,
        params: studentAssignmentParamsSchema,
        response: { 200: studentAttachmentsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const studentId = readableStudent(identity, request.params.student_id);
      const row = await findAssignment(db(), identity.instituteId, [studentId], request.params.file_id);
      return ok({ student_attachment: await studentAttachments(db(), row.id, studentId) });
    },
  );

  app.post(
    `${BASE}/downloadFile`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A 5-minute link to one attachment file (an attachment id names one file: the teacher's question file, a solution once evaluated, or the student's own; attachment_type is not needed); anything else: 403. The link opens for this user only (the answer sets the session's file key cookie for its path) and from this address.",
        security,
        body: downloadFileRequestSchema,
        response: { 200: downloadFileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const identity = assertInstitute(request, request.body.institute_id);
      const [attachmentId] = request.body.attachmentId_array;
      const fileId = await attachmentFile(db(), identity, attachmentId!);
      // The video service's stream route serves any granted stored file inline, with Range.
      const streamBase = servicePath(app.config.services.video);
      const grant = await createVideoGrant(
        db(),
        { userId: identity.userId, fileId, clientIp: request.ip },
        app.clock(),
        streamBase,
      );
      reply.header('set-cookie', fileLinkCookie(request, videoStreamPath(streamBase), VIDEO_GRANT_TTL_MS));
      return ok({ body: grant.url });
    },
  );

  app.post(
    `${BASE}/student/updateAssignment`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Saves (Draft) or submits the caller's assignment: multipart/form-data with repeated `files` parts and a `fileJson` part (the submission payload). Files are checked by content; at most 20 files, 150 MB, 5 links, a 200-character remark (400 with the spec's message). Parents, another student or batch: 403; already submitted, past without late submission or a stale version: 409. All or nothing.",
        security,
        consumes: ['multipart/form-data'],
        response: { 200: updateAssignmentResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const result = await updateAssignment(app, request);
      return ok(result, result.student_status === 'Submitted' ? 'submitted successfully' : 'saved as draft');
    },
  );
}
