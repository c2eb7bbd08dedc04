import { eq } from 'drizzle-orm';
import {
  importParamsSchema,
  importQuerySchema,
  importResponseSchema,
  importRunsQuerySchema,
  importRunsResponseSchema,
} from '@portal/shared/import/schema';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { institutes } from '../../db/schema';
import { errorResponses } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { addressThrottleKeys, takeAttempt } from '../../lib/throttle';
import { tokenFromHeader } from '../../lib/tokens';
import { FileSetError, openZipBuffer } from './files';
import { findApiKey } from './institutes';
import { listImportRuns } from './log';
import { runImport } from './service';

export const IMPORT_MESSAGES = {
  noKey: "Send the institute's import key as a bearer token (npm run institute:key -- <host>).",
  badKey: 'This import key is not valid.',
  otherInstitute: 'This import key belongs to another institute.',
  notZip: 'Send the files as one zip (Content-Type: application/zip).',
  done: 'Imported.',
  dryRun: 'Checked: nothing was written (dry run).',
  refused: 'Nothing was imported: the files have problems (see result.problems).',
  log: "The institute's imports, newest first.",
} as const;

/** Uploads larger than this are refused; a OneRoster zip of 50,000 people is about 5 MB. */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * The institute whose import key the request carries as a bearer token, when it is the one the path
 * names: no key or an unknown or revoked one 401, another institute's 403.
 */
async function instituteOfKey(app: App, request: FastifyRequest, instituteId: number) {
  const db = app.database.db;
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new HttpError(401, IMPORT_MESSAGES.noKey);
  // Wrong keys count as failed sign-ins of the address, so keys cannot be guessed here.
  const attempt = await takeAttempt(db, [], app.clock(), addressThrottleKeys(request.ip));
  const key = await findApiKey(db, token);
  if (!key) {
    await attempt.failed();
    throw new HttpError(401, IMPORT_MESSAGES.badKey);
  }
  await attempt.succeeded();
  if (key.instituteId !== instituteId) throw new HttpError(403, IMPORT_MESSAGES.otherInstitute);
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, key.instituteId)).limit(1);
  if (!institute) throw new HttpError(404, IMPORT_MESSAGES.otherInstitute);
  return { institute, keyId: key.id };
}

export async function importRoutes(app: App): Promise<void> {
  app.addContentTypeParser(
    ['application/zip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/v1/institutes/:instituteId/imports',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['import'],
        summary:
          "Import a OneRoster 1.2 CSV zip (bulk or delta) for the institute, all or nothing; dry_run=true only checks. Needs the institute's import key as a bearer token.",
        security: [{ instituteKey: [] }],
        params: importParamsSchema,
        querystring: importQuerySchema,
        response: {
          200: importResponseSchema,
          422: importResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const now = app.clock();
      const { institute, keyId } = await instituteOfKey(app, request, request.params.instituteId);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpError(400, IMPORT_MESSAGES.notZip);
      const files = await openZipBuffer(request.body).catch((error: unknown) => {
        throw error instanceof FileSetError ? new HttpError(400, IMPORT_MESSAGES.notZip) : error;
      });
      const dryRun = request.query.dry_run === 'true';
      const report = await runImport(db, institute, files, {
        dryRun,
        actor: `api key ${keyId}`,
        now,
        sms: app.sms,
      });
      const result = {
        ok: report.ok,
        dry_run: report.dryRun,
        counts: report.counts,
        problems: report.problems,
        texted: report.texted,
        run_id: report.runId,
      };
      if (!report.ok)
        return reply.code(422).send({ statusCode: 422, message: IMPORT_MESSAGES.refused, result });
      return {
        statusCode: 200 as const,
        message: dryRun ? IMPORT_MESSAGES.dryRun : IMPORT_MESSAGES.done,
        result,
      };
    },
  );
  app.get(
    '/api/v1/institutes/:instituteId/imports',
    {
      schema: {
        tags: ['import'],
        summary:
          "The institute's import log, newest first: who imported what and when, the counts and the problems; limit runs a page, before (a run id) the next page. Needs the institute's import key as a bearer token.",
        security: [{ instituteKey: [] }],
        params: importParamsSchema,
        querystring: importRunsQuerySchema,
        response: { 200: importRunsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { institute } = await instituteOfKey(app, request, request.params.instituteId);
      const { limit, before } = request.query;
      // One more than asked says whether an older page is there.
      const runs = await listImportRuns(app.database.db, institute.id, limit + 1, before);
      const page = runs.slice(0, limit);
      return {
        statusCode: 200 as const,
        message: IMPORT_MESSAGES.log,
        result: {
          runs: page.map((run) => ({
            id: run.id,
            actor: run.actor,
            source: run.source,
            dry_run: run.dryRun,
            ok: run.ok,
            counts: run.counts,
            problems: run.problems,
            started_at: run.startedAt.toISOString(),
            finished_at: run.finishedAt.toISOString(),
          })),
          next_before: runs.length > limit ? page[page.length - 1]!.id : null,
        },
      };
    },
  );
}
