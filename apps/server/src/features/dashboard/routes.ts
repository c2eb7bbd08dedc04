import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import {
  announcementParamsSchema,
  announcementQuerySchema,
  announcementsResponseSchema,
  bannerParamsSchema,
  bannersResponseSchema,
} from '@portal/shared/dashboard/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { assertInstitute, assertStudent, identityOf } from '../../plugins/auth';
import { announcementsFor } from './announcements';
import { bannersFor } from './banners';
import { todayRoutes } from '../today/routes';

export const STUDENT_ID_REQUIRED = 'student_id is required.';

/** Home: announcements (Notice board), banners and promo pictures, and the Today panel. */
export async function dashboardRoutes(app: App): Promise<void> {
  await app.register(todayRoutes);

  app.get(
    '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:institute_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary:
          "Active announcements for the student acted for (or, for an open user, those for everyone) in the caller's institute, newest first.",
        security: [{ studentToken: [] }],
        params: announcementParamsSchema,
        querystring: announcementQuerySchema,
        response: { 200: announcementsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const studentId = request.query.student_id;
      if (identity.userType === USER_TYPE_OPEN) {
        // Open users have no student record: a student id is never theirs.
        if (studentId !== undefined) throw new HttpError(403, MESSAGES.notYours);
        return ok(await announcementsFor(app.database.db, identity.instituteId, null));
      }
      if (studentId === undefined) throw new HttpError(400, STUDENT_ID_REQUIRED);
      assertStudent(request, studentId);
      return ok(await announcementsFor(app.database.db, identity.instituteId, studentId));
    },
  );

  app.get(
    '/api/v1/banner-prom/for_student/:user_type',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary:
          "The institute's home banners (at most 5) and promo pictures for the caller's user type; empty without the marketing and banner setting.",
        security: [{ studentToken: [] }],
        params: bannerParamsSchema,
        response: { 200: bannersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      // The path's user type is a claim: only the caller's own.
      if (request.params.user_type !== identity.userType) throw new HttpError(403, MESSAGES.notYours);
      return ok(await bannersFor(app.database.db, identity.instituteId, identity.userType));
    },
  );
}
