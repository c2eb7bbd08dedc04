import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { submissionPayloadSchema } from '@portal/shared/assignments/schema';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES as M,
  submissionError,
} from '@portal/shared/assignments/rules';
import type { z } from 'zod';
import type { App } from '../../app';
import { assignmentSubmissions, storedFiles, submissionAttachments } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { identityOf } from '../../plugins/auth';
import { assertMaySubmit, findAssignment, writableStudent } from './service';
import { checkName, checkUpload, Inspector } from './sniff';

/** Multipart limits: one file more than allowed, so the 21st gets the spec's message. */
export const UPLOAD_LIMITS = {
  files: ASSIGNMENT_LIMITS.maxFiles + 1,
  fileSize: ASSIGNMENT_LIMITS.maxTotalBytes,
  fields: 4,
  fieldSize: 64 * 1024,
  parts: ASSIGNMENT_LIMITS.maxFiles + 6,
  headerPairs: 20,
};

interface Upload {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** The library's limit errors as the spec's messages. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, M.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(400, M.tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, 'Too many form parts.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(400, 'Content-Type: Expected multipart/form-data');
  // The form parser's own complaints about a cut or broken body (it gives them no code).
  const message = (error as { message?: string }).message ?? '';
  if (
    !(error instanceof HttpError) &&
    /unexpected end of multipart|Malformed part header|Boundary not found/i.test(message)
  )
    return new HttpError(400, 'body: The form data is incomplete or malformed.');
  return error;
}

type Payload = z.output<typeof submissionPayloadSchema>;

/** The fileJson part, with the spec's messages for its limits. */
function parsePayload(text: string | null): Payload {
  if (text === null) throw new HttpError(400, 'fileJson: Required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'fileJson: Invalid JSON');
  }
  const parsed = submissionPayloadSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const [field, , inner] = issue.path;
  if (field === 'student_comment' && issue.code === 'too_big') throw new HttpError(400, M.remarkTooLong);
  if (field === 'url_lists' && issue.path.length === 1 && issue.code === 'too_big')
    throw new HttpError(400, M.tooManyLinks);
  if (field === 'url_lists' && inner === 'display_name')
    throw new HttpError(400, issue.code === 'too_big' ? M.urlNameTooLong : M.badUrlName);
  if (field === 'url_lists' && inner === 'url') throw new HttpError(400, M.badUrl);
  throw new HttpError(400, `fileJson.${issue.path.join('.')}: ${issue.message}`);
}

/** Streams one file part to storage under a fresh key, checking the running total and its type by content. */
async function storeFile(
  app: App,
  part: Multipart & { type: 'file' },
  instituteId: number,
  total: { bytes: number },
) {
  const name = checkName(part.filename);
  const key = `institutes/${instituteId}/submissions/${randomUUID()}`;
  const inspector = new Inspector(total);
  const upload: Upload = { key, name, type: '', size: 0 };
  // pipeline: an aborted request destroys the inspector too, so put() fails and removes its partial file.
  pipeline(part.file, inspector, () => {});
  return {
    upload,
    done: (async () => {
      await app.storage.put(key, inspector, 'application/octet-stream');
      upload.size = inspector.size;
      upload.type = await checkUpload({ name, declared: part.mimetype, inspector });
    })(),
  };
}

/**
 * POST updateAssignment: all or nothing. Files go to fresh storage keys while they stream in
 * (never whole in memory), are checked by content, then one transaction re-checks the state and
 * writes the submission, its files and links, and removes the removed attachments. Any failure
 * (a limit, a type, a claim, the state, a cut connection, the database) deletes every file this
 * request wrote, and the old draft stays as it was.
 */
export async function updateAssignment(app: App, request: FastifyRequest) {
  const identity = identityOf(request);
  assertMaySubmit(identity);
  const written: Upload[] = [];
  const removedKeys: string[] = [];
  try {
    let json: string | null = null;
    const total = { bytes: 0 };
    try {
      // preservePath: the raw name reaches checkName, so a name with folders is refused, not trimmed.
      for await (const part of request.parts({ limits: UPLOAD_LIMITS, preservePath: true })) {
        if (part.type === 'field') {
          if (part.fieldname !== 'fileJson') continue;
          if (part.valueTruncated) throw new HttpError(400, 'fileJson: Too large');
          json = String(part.value);
          continue;
        }
        if (part.filename === '' || part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        if (written.length === ASSIGNMENT_LIMITS.maxFiles) throw new HttpError(400, M.tooManyFiles);
        const { upload, done } = await storeFile(app, part, identity.instituteId, total);
        written.push(upload);
        await done;
      }
    } catch (error) {
      throw limitError(error);
    }

    const payload = parsePayload(json);
    if (payload.institute_id !== identity.instituteId) throw new HttpError(403, MESSAGES.notYours);
    const studentId = writableStudent(identity, payload.studentId_array[0]!);
    const db = app.database.db;
    const row = await findAssignment(db, identity.instituteId, [studentId], payload.file_id);
    const now = app.clock();

    const version = await db.transaction(async (tx) => {
      // One save of this student's submission at a time: the limits below count what is stored.
      await tx.execute(sql`select pg_advisory_xact_lock(${row.id}, ${studentId})`);
      const [current] = await tx
        .select({ status: assignmentSubmissions.status, version: assignmentSubmissions.version })
        .from(assignmentSubmissions)
        .where(
          and(eq(assignmentSubmissions.assignmentId, row.id), eq(assignmentSubmissions.studentId, studentId)),
        )
        .for('update');
      if (current?.status === 'Submitted') throw new HttpError(409, M.alreadySubmitted);
      if (row.ends_at <= now && !row.allow_late) throw new HttpError(409, M.closed);
      if (payload.version !== undefined && payload.version !== (current?.version ?? 0))
        throw new HttpError(409, M.stale);

      const existing = await tx
        .select({
          id: submissionAttachments.id,
          fileId: submissionAttachments.fileId,
          url: submissionAttachments.url,
        })
        .from(submissionAttachments)
        .where(
          and(eq(submissionAttachments.assignmentId, row.id), eq(submissionAttachments.studentId, studentId)),
        );
      const removed = new Set(payload.attachmentId_array);
      if ([...removed].some((id) => !existing.some((e) => e.id === id)))
        throw new HttpError(403, MESSAGES.notYours);
      const kept = existing.filter((e) => !removed.has(e.id));
      const error = submissionError({
        newFileSizes: written.map((w) => w.size),
        keptFiles: kept.filter((e) => e.fileId !== null).length,
        keptLinks: kept.filter((e) => e.url !== null).length,
        links: payload.url_lists,
        comment: payload.student_comment ?? '',
      });
      if (error) throw new HttpError(400, error);

      const submitted = payload.student_status === 'Submitted';
      const values = {
        status: payload.student_status,
        studentComment: payload.student_comment,
        updatedAt: now,
        submittedAt: submitted ? now : null,
      };
      const [saved] = await tx
        .insert(assignmentSubmissions)
        .values({ assignmentId: row.id, studentId, ...values, version: 1 })
        .onConflictDoUpdate({
          target: [assignmentSubmissions.assignmentId, assignmentSubmissions.studentId],
          set: { ...values, version: sql`${assignmentSubmissions.version} + 1` },
          where: sql`${assignmentSubmissions.status} = 'Draft'`,
        })
        .returning({ version: assignmentSubmissions.version });
      if (!saved) throw new HttpError(409, M.alreadySubmitted);

      if (removed.size > 0) {
        const fileIds = existing.filter((e) => removed.has(e.id) && e.fileId !== null).map((e) => e.fileId!);
        await tx
          .delete(submissionAttachments)
          .where(
            and(
              inArray(submissionAttachments.id, [...removed]),
              eq(submissionAttachments.studentId, studentId),
            ),
          );
        if (fileIds.length > 0) {
          const files = await tx
            .delete(storedFiles)
            .where(and(inArray(storedFiles.id, fileIds), eq(storedFiles.instituteId, identity.instituteId)))
            .returning({ key: storedFiles.storageKey });
          removedKeys.push(...files.map((f) => f.key));
        }
      }
      for (const upload of written) {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            instituteId: identity.instituteId,
            storageKey: upload.key,
            fileName: upload.name,
            contentType: upload.type,
            sizeBytes: upload.size,
          })
          .returning({ id: storedFiles.id });
        await tx.insert(submissionAttachments).values({
          assignmentId: row.id,
          studentId,
          displayName: upload.name,
          fileId: file!.id,
          sizeBytes: upload.size,
        });
      }
      for (const link of payload.url_lists) {
        await tx.insert(submissionAttachments).values({
          assignmentId: row.id,
          studentId,
          displayName: link.display_name,
          url: link.url.trim(),
        });
      }
      return saved.version;
    });
    // Removed files go once the change is committed (the shipped sample files are never deleted).
    for (const key of removedKeys) {
      if (!key.startsWith('demo/')) await app.storage.delete(key).catch(() => undefined);
    }
    return { student_status: payload.student_status, version };
  } catch (error) {
    await Promise.all(written.map((w) => app.storage.delete(w.key).catch(() => undefined)));
    throw error;
  }
}
