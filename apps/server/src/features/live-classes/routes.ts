import { z } from 'zod';
import {
  meetingParamsSchema,
  meetingRequestSchema,
  meetingResponseSchema,
  recordingDownloadParamsSchema,
  recordingDownloadQuerySchema,
  recordingPlaybackResponseSchema,
} from '@portal/shared/live-classes/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { servicePath } from '../../lib/service-path';
import { assertInstitute, fileLinkCookie, identityOf } from '../../plugins/auth';
import { sendStoredFile } from '../media/send-stored-file';
import { createVideoGrant, VIDEO_GRANT_TTL_MS, videoStreamPath } from '../media/video-grants';
import { recordingFile } from './recording-download';
import { listMeetings } from './service';

const tags = ['live-classes'];
const security = [{ studentToken: [] }];

/** Live classes (getMeetingV2), recording downloads. */
export async function liveClassesRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.post(
    '/api/v1/meeting_manager/getMeetingV2/:institute_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The caller's live classes: today's and the next 7 days' (live_future_past 1) or the ended ones of a date range, newest first (2), with recordings, the recording flags and the server's time.",
        security,
        params: meetingParamsSchema,
        body: meetingRequestSchema,
        response: { 200: meetingResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      const now = app.clock();
      const result = await listMeetings(db(), identity, request.params.institute_id, request.body, now);
      return { ...ok(result), time: now.toISOString() };
    },
  );

  app.get(
    '/api/v1/meeting_manager/recording/download/:institute_id/:download_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A live class recording kept by the server: the file (attachment, Range supported), or with type=1 a 5-minute stream URL bound to the caller (their session's file key cookie, set with it) and their address. A Vimeo-only recording: 404 'No Download Link Found'.",
        security,
        params: recordingDownloadParamsSchema,
        querystring: recordingDownloadQuerySchema,
        response: {
          200: {
            description:
              'The file (application/octet-stream and its stored type), or with type=1 { video_url }.',
            content: {
              'application/json': { schema: recordingPlaybackResponseSchema },
              'application/octet-stream': { schema: z.file().describe('The recording') },
            },
          },
          206: {
            description: 'The asked byte range (Range: bytes=a-b), with Content-Range.',
            content: { 'application/octet-stream': { schema: z.file().describe('Part of the recording') } },
          },
          ...errorResponses(400, 401, 403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      assertInstitute(request, request.params.institute_id);
      const identity = identityOf(request);
      const play = request.query.type === '1';
      const file = await recordingFile(
        db(),
        identity,
        request.params.download_id,
        play ? 'play' : 'download',
      );
      if (!play) return sendStoredFile(app, request, reply, file, 'attachment');
      const streamBase = servicePath(app.config.services.video);
      const grant = await createVideoGrant(
        db(),
        { userId: identity.userId, fileId: file.fileId, clientIp: request.ip },
        app.clock(),
        streamBase,
      );
      // The stream opens for this user only: their session's file key, for the stream's path (issue 28).
      reply.header('set-cookie', fileLinkCookie(request, videoStreamPath(streamBase), VIDEO_GRANT_TTL_MS));
      return reply.type('application/json').send(ok({ video_url: grant.url }));
    },
  );
}
