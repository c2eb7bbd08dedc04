import { fileViewParamsSchema, fileViewQuerySchema } from '@portal/shared/media/schema';
import type { App } from '../../app';
import { errorResponses } from '../../lib/envelope';
import { assertInstitute } from '../../plugins/auth';
import { fileResponses, sendStoredFile } from './send-stored-file';
import { accessibleFile } from './service';

/**
 * The product file host's inline view of a shared file (spec section 7, "file view URL"): read-only
 * files too, since viewing is what read-only allows; downloading them is the documents route's refusal.
 */
export async function productFileRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/instFileSystem/:institute_id/files/download',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary:
          'Shows a document or study file shared with the caller inline (read-only ones too), with its stored type and HTTP Range support.',
        security: [{ studentToken: [] }],
        params: fileViewParamsSchema,
        querystring: fileViewQuerySchema,
        response: { ...fileResponses, ...errorResponses(400, 401, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const { file } = await accessibleFile(app.database.db, identity, request.query.fileId);
      return sendStoredFile(app, request, reply, file);
    },
  );
}
