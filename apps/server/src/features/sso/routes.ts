import {
  SSO_SECRET_HEADER,
  ssoLoginBodySchema,
  ssoLoginResponseSchema,
  ssoTokenBodySchema,
  ssoTokenResponseSchema,
} from '@portal/shared/sso/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { addressThrottleKeys, takeAttempt } from '../../lib/throttle';
import { sameHash, sha256 } from '../../lib/tokens';
import { instituteOf } from '../../plugins/tenant';
import { SSO_MESSAGES, issueSsoToken, ssoLogin } from './service';

export async function ssoRoutes(app: App): Promise<void> {
  app.post(
    '/prod/ext/sso/login',
    {
      schema: {
        tags: ['sso'],
        summary: 'Follow a login link: spends its token and returns a one-time key to sign in with.',
        body: ssoLoginBodySchema,
        response: { 200: ssoLoginResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const institute = await instituteOf(app, request);
      return ok(
        await ssoLogin(app.database.db, institute, request.body.token, app.clock()),
        SSO_MESSAGES.success,
      );
    },
  );

  app.post(
    '/prod/ext/sso/token',
    {
      schema: {
        tags: ['sso'],
        summary: `Issue a login link token (5 minutes, one use); needs the institute's secret in ${SSO_SECRET_HEADER}.`,
        body: ssoTokenBodySchema,
        response: { 200: ssoTokenResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const db = app.database.db;
      const now = app.clock();
      const institute = await instituteOf(app, request);
      if (!institute.ssoSecretHash) throw new HttpError(403, SSO_MESSAGES.notEnabled);
      // Wrong secrets count as failed sign-ins of the address.
      const attempt = await takeAttempt(db, [], now, addressThrottleKeys(request.ip));
      const secret = request.headers[SSO_SECRET_HEADER];
      if (typeof secret !== 'string' || !sameHash(sha256(secret), institute.ssoSecretHash)) {
        await attempt.failed();
        throw new HttpError(401, SSO_MESSAGES.badSecret);
      }
      await attempt.succeeded();
      const issued = await issueSsoToken(db, institute, request.body, now);
      return ok(
        {
          token: issued.token,
          user_id: issued.userId,
          expires_at: issued.expiresAt.toISOString(),
          redirect_url: issued.redirectUrl,
        },
        SSO_MESSAGES.issued,
      );
    },
  );
}
