import { eventCalendarBodySchema, eventCalendarResponseSchema } from '@portal/shared/events/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { assertInstitute, assertStudent } from '../../plugins/auth';
import { instituteKind, monthCalendar } from './calendar';

export const SCHOOLS_ONLY = 'The event calendar is available for school institutes only.';

/** Event calendar (schools): holidays, events and weekly offs by month. */
export async function eventsRoutes(app: App): Promise<void> {
  app.post(
    '/api/v1/holiday_manager/getDetail',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['events'],
        summary:
          "A month of the school's event calendar by start date: all events, or (My Event) those for the student and the caller's user type; weekly offs as type 3.",
        security: [{ studentToken: [] }],
        body: eventCalendarBodySchema,
        response: { 200: eventCalendarResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { institution_id: instituteId, month, year, student_id: studentId } = request.body;
      const identity = assertInstitute(request, instituteId);
      if ((await instituteKind(app.database.db, instituteId)) !== 'school')
        throw new HttpError(403, SCHOOLS_ONLY);
      assertStudent(request, studentId);
      const audience = request.body.is_all_event_for_student
        ? null
        : { studentId, userType: identity.userType };
      return ok(await monthCalendar(app.database.db, instituteId, { year, month }, audience));
    },
  );
}
