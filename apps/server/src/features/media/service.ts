import { and, asc, eq, sql } from 'drizzle-orm';
import type { VideoOtp, VideoOtpRequest, VimeoDownloadLink } from '@portal/shared/media/schema';
import { sizeShort } from '@portal/shared/media/rules';
import type { Db } from '../../db/client';
import {
  storedFiles,
  studyFiles,
  videoWatchCounts,
  videoWatchHistory,
  vimeoDownloadLinks,
} from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { fileAccess, type FileAccess } from './file-access';
import { createVideoGrant } from './video-grants';

export const MEDIA_MESSAGES = {
  notAVideo: 'This file is not a video that can be played here.',
  notPlayable: 'You are not allowed to play this video.',
  streamRefused: 'This video link has expired or is not valid for you. Please open the video again.',
} as const;

export interface StoredFileRow {
  id: number;
  storageKey: string;
  fileName: string;
  contentType: string;
}

/**
 * A stored file of the caller's institute with the caller's access to it; 403 when it was
 * not shared with them (an unknown id answers the same, so ids cannot be probed).
 */
export async function accessibleFile(
  db: Db,
  identity: Identity,
  fileId: number,
): Promise<{ file: StoredFileRow; access: Exclude<FileAccess, 'none'> }> {
  const access = await fileAccess(db, identity, fileId);
  const [file] =
    access === 'none'
      ? []
      : await db
          .select({
            id: storedFiles.id,
            storageKey: storedFiles.storageKey,
            fileName: storedFiles.fileName,
            contentType: storedFiles.contentType,
          })
          .from(storedFiles)
          .where(and(eq(storedFiles.id, fileId), eq(storedFiles.instituteId, identity.instituteId)))
          .limit(1);
  if (!file || access === 'none') throw new HttpError(403, MESSAGES.notYours);
  return { file, access };
}

/**
 * videoOTP: checks the caller may play the stored video (their own user id, a file shared with
 * them, a video), then grants this user at this address 5 minutes of its stream.
 */
export async function videoOtp(
  db: Db,
  identity: Identity,
  body: VideoOtpRequest,
  context: { clientIp: string; now: Date; streamBase: string },
): Promise<VideoOtp> {
  if (body.user_id !== identity.userId) throw new HttpError(403, MESSAGES.notYours);
  const fileId = Number(body.videoID);
  if (body.file_id !== undefined && body.file_id !== fileId) {
    // Study material names its study file: it must be the one holding this video.
    const [studyFile] = await db
      .select({ fileId: studyFiles.fileId })
      .from(studyFiles)
      .where(eq(studyFiles.id, body.file_id))
      .limit(1);
    if (studyFile?.fileId !== fileId) throw new HttpError(403, MEDIA_MESSAGES.notPlayable);
  }
  const access = await fileAccess(db, identity, fileId);
  if (access === 'none') throw new HttpError(403, MEDIA_MESSAGES.notPlayable);
  const [file] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.instituteId, identity.instituteId)))
    .limit(1);
  if (!file) throw new HttpError(403, MEDIA_MESSAGES.notPlayable);
  if (!file.contentType.startsWith('video/')) throw new HttpError(403, MEDIA_MESSAGES.notAVideo);

  const grant = await createVideoGrant(
    db,
    { userId: identity.userId, fileId, clientIp: context.clientIp },
    context.now,
    context.streamBase,
  );
  const playbackInfo = Buffer.from(JSON.stringify({ videoId: body.videoID, url: grant.url })).toString(
    'base64',
  );
  return { otp: grant.token, playbackInfo, status: 200 };
}

/** One more start of a video by the caller (update-watch-count); the new count. */
export async function addWatchCount(db: Db, identity: Identity, videoId: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(videoWatchCounts)
    .values({
      userId: identity.userId,
      instituteId: identity.instituteId,
      videoId,
      count: 1,
      lastWatchedAt: now,
    })
    .onConflictDoUpdate({
      target: [videoWatchCounts.userId, videoWatchCounts.videoId],
      set: { count: sql`${videoWatchCounts.count} + 1`, lastWatchedAt: now },
    })
    .returning({ count: videoWatchCounts.count });
  return row!.count;
}

/** One viewing's length (allocateWatchHistory). */
export async function addWatchHistory(
  db: Db,
  identity: Identity,
  videoId: string,
  seconds: number,
  now: Date,
): Promise<void> {
  await db
    .insert(videoWatchHistory)
    .values({ userId: identity.userId, videoId, watchDuration: seconds, watchedAt: now });
}

/** The renditions the caller's institute registered for a Vimeo video, smallest first. */
export async function downloadLinks(
  db: Db,
  instituteId: number,
  vimeoVideoId: string,
): Promise<VimeoDownloadLink[]> {
  const rows = await db
    .select({
      width: vimeoDownloadLinks.width,
      height: vimeoDownloadLinks.height,
      link: vimeoDownloadLinks.link,
      size: vimeoDownloadLinks.sizeBytes,
    })
    .from(vimeoDownloadLinks)
    .where(
      and(eq(vimeoDownloadLinks.instituteId, instituteId), eq(vimeoDownloadLinks.vimeoVideoId, vimeoVideoId)),
    )
    .orderBy(asc(vimeoDownloadLinks.width));
  return rows.map((row) => ({ ...row, size_short: sizeShort(row.size) }));
}
