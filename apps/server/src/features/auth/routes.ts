import {
  loginRequestSchema,
  loginResponseSchema,
  logoutQuerySchema,
  logoutResponseSchema,
} from '@portal/shared/auth/schema';
import type { App } from '../../app';
import { identityOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../lib/envelope';
import { instituteOf } from '../../plugins/tenant';
import { AUTH_MESSAGES, login, logout } from './service';

export async function authRoutes(app: App): Promise<void> {
  app.post(
    '/api/v2/user/v3/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or phone and password; the institute comes from the Host.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const institute = await instituteOf(app, request);
      const answer = await login(
        {
          db: app.database.db,
          institute,
          clientAddress: request.ip,
          now: app.clock(),
          services: app.config.services,
        },
        request.body,
      );
      return ok(answer.result, answer.message);
    },
  );

  app.get(
    '/api/v1/alternateLogin/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the calling session.',
        security: [{ studentToken: [] }],
        querystring: logoutQuerySchema,
        response: { 200: logoutResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await logout(app.database.db, identityOf(request).sessionId, app.clock());
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );
}
