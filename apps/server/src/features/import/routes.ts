import { eq } from 'drizzle-orm';
import { importParamsSchema, importQuerySchema, importResponseSchema } from '@portal/shared/import/schema';
import type { App } from '../../app';
import { institutes } from '../../db/schema';
import { errorResponses } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { addressThrottleKeys, takeAttempt } from '../../lib/throttle';
import { tokenFromHeader } from '../../lib/tokens';
import { FileSetError, openZipBuffer } from './files';
import { findApiKey } from './institutes';
import { runImport } from './service';

export const IMPORT_MESSAGES = {
  noKey: "Send the institute's import key as a bearer token (npm run institute:key -- <host>).",
  badKey: 'This import key is not valid.',
  otherInstitute: 'This import key belongs to another institute.',
  notZip: 'Send the files as one zip (Content-Type: application/zip).',
  done: 'Imported.',
  dryRun: 'Checked: nothing was written (dry run).',
  refused: 'Nothing was imported: the files have problems (see result.problems).',
} as const;

/** Uploads larger than this are refused; a OneRoster zip of 50,000 people is about 5 MB. */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

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
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw new HttpError(401, IMPORT_MESSAGES.noKey);
      // Wrong keys count as failed sign-ins of the address, so keys cannot be guessed here.
      const attempt = await takeAttempt(db, [], now, addressThrottleKeys(request.ip));
      const key = await findApiKey(db, token);
      if (!key) {
        await attempt.failed();
        throw new HttpError(401, IMPORT_MESSAGES.badKey);
      }
      await attempt.succeeded();
      if (key.instituteId !== request.params.instituteId)
        throw new HttpError(403, IMPORT_MESSAGES.otherInstitute);
      const [institute] = await db
        .select()
        .from(institutes)
        .where(eq(institutes.id, key.instituteId))
        .limit(1);
      if (!institute) throw new HttpError(404, IMPORT_MESSAGES.otherInstitute);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpError(400, IMPORT_MESSAGES.notZip);
      const files = await openZipBuffer(request.body).catch((error: unknown) => {
        throw error instanceof FileSetError ? new HttpError(400, IMPORT_MESSAGES.notZip) : error;
      });
      const dryRun = request.query.dry_run === 'true';
      const report = await runImport(db, institute, files, {
        dryRun,
        actor: `api key ${key.id}`,
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
}
