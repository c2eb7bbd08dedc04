import {
  videoOtpQuerySchema,
  videoOtpRequestSchema,
  videoOtpResponseSchema,
  watchCountRequestSchema,
  watchCountResponseSchema,
  watchHistoryRequestSchema,
  watchHistoryResponseSchema,
} from '@portal/shared/media/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { servicePath } from '../../lib/service-path';
import { assertInstitute, fileLinkCookie, identityOf } from '../../plugins/auth';
import { addWatchCount, addWatchHistory, videoOtp } from './service';
import { VIDEO_GRANT_TTL_MS, videoStreamPath } from './video-grants';

const tags = ['media'];
const security = [{ studentToken: [] }];

/** Protected video OTPs, watch counts and history (the stream itself: video-service-routes.ts). */
export async function mediaRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.post(
    '/api/v1/instFileSystem/videoOTP',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "An OTP and playback info for a protected video shared with the caller: a signed stream URL valid 5 minutes, for this user (the answer sets the session's file key cookie for the stream's path) from this address only.",
        security,
        querystring: videoOtpQuerySchema,
        body: videoOtpRequestSchema,
        response: { 200: videoOtpResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const identity = assertInstitute(request, request.body.institute_id);
      const streamBase = servicePath(app.config.services.video);
      const otp = await videoOtp(db(), identity, request.body, {
        clientIp: request.ip,
        now: app.clock(),
        streamBase,
      });
      reply.header('set-cookie', fileLinkCookie(request, videoStreamPath(streamBase), VIDEO_GRANT_TTL_MS));
      return ok(otp);
    },
  );

  app.put(
    '/api/v1/instFileSystem/update-watch-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Counts one more start of a video by the caller (the portal does not show the result).',
        security,
        body: watchCountRequestSchema,
        response: { 200: watchCountResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.body.institute_id);
      return ok({ count: await addWatchCount(db(), identity, request.body.video_id, app.clock()) });
    },
  );

  app.post(
    '/api/v1/instFileSystem/allocateWatchHistory',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Records how many seconds the caller watched a video (the portal does not show the result).',
        security,
        body: watchHistoryRequestSchema,
        response: { 200: watchHistoryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { video_id, watch_duration } = request.body;
      await addWatchHistory(db(), identityOf(request), video_id, watch_duration, app.clock());
      return ok(null);
    },
  );
}
