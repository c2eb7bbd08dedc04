import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  profileDetailResponseSchema,
  profileUpdateBodySchema,
  profileUpdateParamsSchema,
  profileUpdateResponseSchema,
  studentDetailParamsSchema,
} from '@portal/shared/profile/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { assertInstitute, assertStudent } from '../../plugins/auth';
import { instituteOf } from '../../plugins/tenant';
import { openUserProfile, studentProfile } from './detail';
import { forgotPassword } from './forgot-password';
import { changePassword } from './password';
import { OPEN_USER_TYPE, updateProfile } from './update';

/** A base64 photo of 2 MB is about 2.8 MB of text: room for it, and for zod to answer 400 a little beyond. */
const UPDATE_BODY_LIMIT = 4 * 1024 * 1024;

export async function profileRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/students/get-student-detail/:institute_id/:stud_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Profile of the student (themself or a linked student of a parent), or of the open user.',
        security: [{ studentToken: [] }],
        params: studentDetailParamsSchema,
        response: { 200: profileDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { institute_id: instituteId, stud_id: studId } = request.params;
      const identity = assertInstitute(request, instituteId);
      let detail;
      if (identity.userType === OPEN_USER_TYPE) {
        // Open users have no student record: they use their user id where students use student_id.
        if (studId !== identity.userId) throw new HttpError(403, MESSAGES.notYours);
        detail = await openUserProfile(app.database.db, instituteId, studId);
      } else {
        assertStudent(request, studId);
        detail = await studentProfile(app.database.db, instituteId, studId);
      }
      if (!detail) throw new HttpError(404, MESSAGES.notFound);
      return ok(detail);
    },
  );

  app.put(
    '/api/v1/profiles/update/:institute_id/:user_id',
    {
      onRequest: app.authenticate,
      bodyLimit: UPDATE_BODY_LIMIT,
      schema: {
        tags: ['profile'],
        summary:
          'A student changes one field of their own profile: address, birth_place, blood_group, dob or photo.',
        security: [{ studentToken: [] }],
        params: profileUpdateParamsSchema,
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateResponseSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const { message, result } = await updateProfile(
        { db: app.database.db, storage: app.storage, now: app.clock() },
        identity,
        request.params.user_id,
        request.body,
      );
      return ok(result, message);
    },
  );

  app.post(
    '/api/v1/changePwd',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          "Change the caller's own password (a parent: the parent's); other sessions end. Without oldPassword: the first password of an account whose session a first-sign-in code started, once.",
        security: [{ studentToken: [] }],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.body.institute_id);
      const message = await changePassword(
        { db: app.database.db, now: app.clock(), clientAddress: request.ip },
        identity,
        request.body,
      );
      return ok(null, message);
    },
  );

  app.post(
    '/api/v2/user/forgotPassword',
    {
      schema: {
        tags: ['profile'],
        summary: 'Accounts with this phone number to choose from, or a new password sent by text message.',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 403, 404, 429, 501, 503) },
      },
    },
    async (request) => {
      const { message, result } = await forgotPassword(
        {
          db: app.database.db,
          institute: await instituteOf(app, request),
          now: app.clock(),
          clientAddress: request.ip,
          sms: app.sms,
          log: request.log,
        },
        request.body,
      );
      return ok(result, message);
    },
  );
}
