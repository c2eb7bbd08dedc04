import { randomToken, sha256 } from '../../lib/tokens';
import type { Db } from '../client';
import { sessions } from '../schema';

/** Kavya (single-device login) is signed in on another device, so her first sign-in asks to confirm. */
export const KAVYA_OTHER_DEVICE = 'kavya-other-phone-0001';

export async function seedSessions(db: Db, now: Date): Promise<void> {
  await db.insert(sessions).values({
    id: randomToken(16),
    // Nobody holds these secrets: the session exists only to be found and ended.
    secretHash: sha256(randomToken()),
    examdeskTokenHash: sha256(randomToken()),
    scorecardTokenHash: sha256(randomToken()),
    userId: 111,
    instituteId: 1,
    studentIds: [1007],
    deviceId: KAVYA_OTHER_DEVICE,
    createdAt: now,
    lastSeenAt: now,
  });
}
