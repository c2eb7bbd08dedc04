import {
  linkedStudentsResponseSchema,
  switchStudentRequestSchema,
  switchStudentResponseSchema,
} from '@portal/shared/children/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { linkedStudents, switchStudent } from './service';

/** The header's child switcher (our own paths, beyond the spec). */
export async function childrenRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/portal/session/students',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shell'],
        summary: 'The students this session may act for, and the one it acts for now (the child switcher).',
        security: [{ studentToken: [] }],
        response: { 200: linkedStudentsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await linkedStudents(app.database.db, identityOf(request))),
  );

  app.put(
    '/api/v1/portal/session/student',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shell'],
        summary:
          "A parent's session acts for another linked child from now on, without signing in again (403 for anyone else's child, and for students).",
        security: [{ studentToken: [] }],
        body: switchStudentRequestSchema,
        response: { 200: switchStudentResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await switchStudent(app.database.db, identityOf(request), request.body.student_id)),
  );
}
