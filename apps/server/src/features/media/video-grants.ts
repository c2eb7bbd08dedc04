import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videoGrants } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

/** A protected video's stream URL works for 5 minutes (issue 11: short-lived). */
export const VIDEO_GRANT_TTL_MS = 5 * 60 * 1000;

/** Where the stream URLs live under the video service's path (the file key cookie's Path). */
export const videoStreamPath = (streamBase: string) => `${streamBase}/stream`;

export interface VideoGrantRequest {
  userId: number;
  fileId: number;
  /** The asking client's address (request.ip): the stream refuses any other. */
  clientIp: string;
}

/**
 * Grants one user, from one address, 5 minutes to stream a stored video (or any stored file: an
 * assignment's attachment). The caller has already checked the user may see the file, and sets the
 * file key cookie (plugins/auth.ts fileLinkCookie) with its answer: the stream asks for the user's
 * session beside the token (issue 28). Only the token's sha256 is kept, so the table leaks no
 * playable URL. Expired grants are swept here, when a new one is made.
 */
export async function createVideoGrant(
  db: Db,
  grant: VideoGrantRequest,
  now: Date,
  streamBase: string,
): Promise<{ url: string; token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + VIDEO_GRANT_TTL_MS);
  await db.delete(videoGrants).where(lt(videoGrants.expiresAt, now));
  await db.insert(videoGrants).values({
    tokenHash: sha256(token),
    userId: grant.userId,
    fileId: grant.fileId,
    clientHash: sha256(grant.clientIp),
    expiresAt,
  });
  return { url: `${videoStreamPath(streamBase)}/${token}`, token, expiresAt };
}

/** The grant a stream token names, if it is still valid at `now` (null: unknown or expired). */
export async function findVideoGrant(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; fileId: number; clientHash: string } | null> {
  const [row] = await db
    .select({ userId: videoGrants.userId, fileId: videoGrants.fileId, clientHash: videoGrants.clientHash })
    .from(videoGrants)
    .where(and(eq(videoGrants.tokenHash, sha256(token)), gt(videoGrants.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
