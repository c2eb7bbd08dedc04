import { parsePhoneSegment } from '@portal/shared/messages/rules';
import {
  messagesParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
} from '@portal/shared/messages/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { assertInstitute } from '../../plugins/auth';
import { messagesByPhone, ownPhone, samePhone } from './service';

export const NOT_YOUR_PHONE = 'You can only read the messages sent to your own phone number.';

/** Messages: text messages (alerts) sent to the caller's phone. */
export async function messagesRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/alerts/config/messagesByPhoneNo/:institute_id/:phone',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary:
          "Text messages the institute sent to the caller's own phone (a parent: the parent's), newest first. " +
          'The phone segment is `{country_calling_code}-{phone}`, e.g. `%2B91-9000000001`; createdDateTime is an ISO 8601 instant.',
        security: [{ studentToken: [] }],
        params: messagesParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      // The schema checked the shape; the phone is still only a claim.
      const claimed = parsePhoneSegment(request.params.phone);
      if (!claimed) throw new HttpError(400, 'Bad Request');
      const db = app.database.db;
      const own = await ownPhone(db, identity.userId, identity.instituteId);
      if (!own || !samePhone(own, claimed)) throw new HttpError(403, NOT_YOUR_PHONE);
      const { start_index: startIndex, batch_size: batchSize } = request.query;
      return ok(await messagesByPhone(db, identity.instituteId, own.phone, startIndex, batchSize));
    },
  );
}
