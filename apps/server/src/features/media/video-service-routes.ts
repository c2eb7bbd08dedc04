import { eq } from 'drizzle-orm';
import {
  downloadLinksParamsSchema,
  downloadLinksResponseSchema,
  videoStreamParamsSchema,
} from '@portal/shared/media/schema';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { storedFiles } from '../../db/schema';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { sameHash, sha256 } from '../../lib/tokens';
import { assertInstitute, fileLinkUser } from '../../plugins/auth';
import { fileResponses, sendStoredFile } from './send-stored-file';
import { downloadLinks, MEDIA_MESSAGES } from './service';
import { findVideoGrant } from './video-grants';

const tags = ['media'];

/** The institute id header of the video service's calls: x-prod-inst-id, or institute_id. */
function instituteHeader(request: FastifyRequest): number {
  const raw = request.headers['x-prod-inst-id'] ?? request.headers['institute_id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^\d{1,9}$/.test(value.trim()))
    throw new HttpError(400, 'x-prod-inst-id: Expected the institute id');
  return Number(value);
}

/** The video service ({video} base address): protected video streams and Vimeo download links. */
export async function videoServiceRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  // A <video> element cannot send the token header: the random, 5-minute token is granted only
  // after the access check (videoOTP, downloadFile, a recording's play link), and opens the file only
  // for the user it was granted to (their session's file key cookie, set with the grant, or their
  // token header) and from the address that asked for it (issue 28).
  app.get(
    '/stream/:token',
    {
      schema: {
        tags,
        summary:
          "A protected video's (or an attachment's) bytes for a grant (HTTP Range supported), to the user it was granted to: their session's file key cookie (portal_file_key, set by the granting call) or their token header. Refused (403) when expired, unknown, without that user's live session, or asked from another address.",
        params: videoStreamParamsSchema,
        response: { ...fileResponses, ...errorResponses(400, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const grant = await findVideoGrant(db(), request.params.token, app.clock());
      if (!grant || !sameHash(sha256(request.ip), grant.clientHash))
        throw new HttpError(403, MEDIA_MESSAGES.streamRefused);
      if ((await fileLinkUser(app, request)) !== grant.userId)
        throw new HttpError(403, MEDIA_MESSAGES.streamRefused);
      const [file] = await db()
        .select({
          storageKey: storedFiles.storageKey,
          fileName: storedFiles.fileName,
          contentType: storedFiles.contentType,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, grant.fileId))
        .limit(1);
      if (!file) throw new HttpError(404, MESSAGES.notFound);
      return sendStoredFile(app, request, reply, file);
    },
  );

  app.get(
    '/download-links/:vimeo_video_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Download renditions (width, height, size, link) the caller's institute registered for a Vimeo video; the institute id in the x-prod-inst-id (or institute_id) header.",
        security: [{ studentToken: [] }],
        params: downloadLinksParamsSchema,
        response: { 200: downloadLinksResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, instituteHeader(request));
      return ok(await downloadLinks(db(), identity.instituteId, request.params.vimeo_video_id));
    },
  );
}
