import {
  academicYearParamsSchema,
  academicYearsResponseSchema,
  logoQuerySchema,
  logoResponseSchema,
} from '@portal/shared/shell/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { assertInstitute } from '../../plugins/auth';
import { instituteAt } from '../../plugins/tenant';
import { childrenRoutes } from '../children/routes';
import { academicYearsOf, logoOf } from './service';

export async function shellRoutes(app: App): Promise<void> {
  await app.register(childrenRoutes);
  app.get(
    '/api/v1/academicYear/all/:instituteId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shell'],
        summary: "The institute's academic years, oldest first.",
        security: [{ studentToken: [] }],
        params: academicYearParamsSchema,
        response: { 200: academicYearsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      assertInstitute(request, request.params.instituteId);
      return ok(await academicYearsOf(app.database.db, request.params.instituteId));
    },
  );

  app.get(
    '/api/v1/institutes/getLogoAndFavIcon',
    {
      schema: {
        tags: ['shell'],
        summary: 'Logo and favicon of the institute served at a host name.',
        querystring: logoQuerySchema,
        response: { 200: logoResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(logoOf(await instituteAt(app, request.query.virtualHostUrl))),
  );
}
