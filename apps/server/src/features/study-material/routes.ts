import {
  ecoursesParamsSchema,
  ecoursesQuerySchema,
  ecoursesResponseSchema,
  studyMaterialRequestSchema,
  studyMaterialResponseSchema,
} from '@portal/shared/study-material/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { assertInstitute, identityOf } from '../../plugins/auth';
import { studentEcourses, studyMaterial } from './service';

const tags = ['study-material'];
const security = [{ studentToken: [] }];

/** Study material (e-courses, subjects and topics). */
export async function studyMaterialRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.get(
    '/api/v1/instFileSystem/get-student-ecourses/:institute_id/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The caller's e-courses (course types): free ones of the student's courses or of every student, and paid ones whose product the caller owns. The id is the caller's own student id (students) or user id (open users); parents: 403.",
        security,
        params: ecoursesParamsSchema,
        querystring: ecoursesQuerySchema,
        response: { 200: ecoursesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      return ok(await studentEcourses(db(), identity, request.params.id));
    },
  );

  app.post(
    '/api/v1/instFileSystem/get-study-material',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "One of the caller's e-courses: its subjects, their topics nested to any depth and the study files of each, grouped by type. An e-course the caller may not see, or a product id that is not its own: 403.",
        security,
        body: studyMaterialRequestSchema,
        response: { 200: studyMaterialResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await studyMaterial(db(), identityOf(request), request.body)),
  );
}
