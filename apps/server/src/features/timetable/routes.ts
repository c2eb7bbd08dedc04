import { z } from 'zod';
import {
  attendanceParamsSchema,
  attendanceRequestSchema,
  attendanceResponseSchema,
  feedRequestSchema,
  feedResponseSchema,
  holidaysRequestSchema,
  holidaysResponseSchema,
  sessionStartParamsSchema,
  sessionStartQuerySchema,
  sessionStartResponseSchema,
  timetableRequestSchema,
  timetableResponseSchema,
  yearCountRequestSchema,
  yearCountResponseSchema,
} from '@portal/shared/timetable/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { assertInstitute, identityOf } from '../../plugins/auth';
import { attendanceRecords } from './attendance';
import { FEED_PATH, feedCalendar, feedLink } from './feed';
import { holidays } from './holidays';
import { monthTimetable } from './month';
import { startSession } from './session-start';
import { yearCount } from './year-count';

const tags = ['timetable'];
const security = [{ studentToken: [] }];

/** Timetable: month entries, holidays, year counts, attendance, live-session start and the calendar feed. */
export async function timetableRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.post(
    '/api/v2/timeTable/v3',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The caller's classes, live classes and exams that start in a range of up to 62 days, keyed by date, with the recording flags and the server's time.",
        security,
        body: timetableRequestSchema,
        response: { 200: timetableResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const result = await monthTimetable(db(), identityOf(request), request.body);
      return { ...ok(result), time: app.clock().toISOString() };
    },
  );

  app.post(
    '/api/v1/holiday_manager/event_for_timetable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Holidays of the school's event calendar overlapping the range (none for coaching institutes).",
        security,
        body: holidaysRequestSchema,
        response: { 200: holidaysResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await holidays(db(), identityOf(request), request.body)),
  );

  app.post(
    '/api/v2/timeTable/year-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Number of the caller's schedules in each month ('1'-'12') of a calendar year.",
        security,
        body: yearCountRequestSchema,
        response: { 200: yearCountResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await yearCount(db(), identityOf(request), request.body)),
  );

  app.post(
    '/api/v1/reports/Student/attendance/:student_id/:batch_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The student's attendance at the classes of one of their batches, newest first.",
        security,
        params: attendanceParamsSchema,
        body: attendanceRequestSchema,
        response: { 200: attendanceResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await attendanceRecords(db(), identityOf(request), request.params, request.body)),
  );

  app.get(
    '/api/v1/meeting_manager/session/start/:institute_id/:session_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Whether the caller may join the live class now (10 minutes before its start until its end; its own students or product owners; never parents), and its link then.',
        security,
        params: sessionStartParamsSchema,
        querystring: sessionStartQuerySchema,
        response: { 200: sessionStartResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const identity = assertInstitute(request, request.params.institute_id);
      return ok(await startSession(db(), identity, request.params.session_id, app.clock()));
    },
  );

  app.post(
    FEED_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A private iCalendar feed URL of the caller's timetable (its own random token); regenerate revokes the earlier links.",
        security,
        body: feedRequestSchema,
        response: { 200: feedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await feedLink(
          db(),
          identityOf(request),
          request.body,
          `${request.protocol}://${request.host}`,
          app.clock(),
        ),
      ),
  );

  app.get(
    `${FEED_PATH}/:file`,
    {
      schema: {
        tags,
        summary:
          'The iCalendar feed ({token}.ics, no session): classes, live classes and exams from 30 days back to 90 days ahead. Unknown or revoked token: 404.',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const text = await feedCalendar(db(), request.params.file, request.hostname, app.clock());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
}
