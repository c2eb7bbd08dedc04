import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import { todayParamsSchema, todayResponseSchema } from '@portal/shared/today/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { assertStudent, identityOf } from '../../plugins/auth';
import { TODAY_MESSAGES, todayFor } from './service';

export const TODAY_PATH = '/api/v1/portal/today/:student_id';

/** The home screen's Today panel (issue 15): one call for the day's classes, tests, homework, fees and events. */
export async function todayRoutes(app: App): Promise<void> {
  app.get(
    TODAY_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary:
          "Today for a student (or a parent's chosen child), in the institute's time zone: classes, live classes (join_open: the session-start call's answer now), online tests open now, homework not submitted due within 2 days, fee installments due within 7 days (token's academic year) and the school's events covering today, each with the portal route showing it. Built by the screens' own services. Another student or an open user: 403.",
        security: [{ studentToken: [] }],
        params: todayParamsSchema,
        response: { 200: todayResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      // Open users (user_type 99) have no student: like Fees, refused before the id is looked at.
      if (identityOf(request).userType === USER_TYPE_OPEN) throw new HttpError(403, TODAY_MESSAGES.openUser);
      const identity = assertStudent(request, request.params.student_id);
      const now = app.clock();
      const result = await todayFor(app.database.db, identity, request.params.student_id, now);
      return { ...ok(result), time: now.toISOString() };
    },
  );
}
