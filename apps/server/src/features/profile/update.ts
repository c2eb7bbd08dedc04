import { eq } from 'drizzle-orm';
import { DOB_ERROR_TEXT, PROFILE_SUCCESS_TEXT, validateDob } from '@portal/shared/profile/rules';
import type { ProfileUpdateBody } from '@portal/shared/profile/schema';
import type { Db } from '../../db/client';
import { institutes, students, users } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { deletePhoto, preparePhoto, storePhoto } from '../../lib/photos';
import type { FileStorage } from '../../lib/storage';
import type { Identity } from '../../plugins/auth';

export const STUDENT_USER_TYPE = 1;
export const OPEN_USER_TYPE = 99;

export const PROFILE_MESSAGES = {
  notStudent: 'Only students can update their profile.',
  notOwn: 'You can only update your own profile.',
  restricted: 'Profile updates are turned off for your account. Please contact your institute.',
  noRecord: 'No student record was found for this account.',
} as const;

export interface UpdateContext {
  db: Db;
  /** Where photos are kept (app.storage). */
  storage: FileStorage;
  now: Date;
}

type Field = keyof ProfileUpdateBody;

/** PUT /api/v1/profiles/update: one field of the caller's own student record. */
export async function updateProfile(
  ctx: UpdateContext,
  identity: Identity,
  userId: number,
  body: ProfileUpdateBody,
): Promise<{ message: string; result: { photo_url: string } | null }> {
  if (identity.userType !== STUDENT_USER_TYPE) throw new HttpError(403, PROFILE_MESSAGES.notStudent);
  if (userId !== identity.userId) throw new HttpError(403, PROFILE_MESSAGES.notOwn);
  const { db } = ctx;
  const [record] = await db
    .select({ id: students.id, restricted: students.profileUpdateRestricted, timeZone: institutes.timeZone })
    .from(students)
    .innerJoin(institutes, eq(institutes.id, students.instituteId))
    .where(eq(students.userId, userId))
    .limit(1);
  if (!record) throw new HttpError(404, PROFILE_MESSAGES.noRecord);
  if (record.restricted) throw new HttpError(403, PROFILE_MESSAGES.restricted);

  // The body schema lets exactly one field through.
  const field = (Object.keys(body) as Field[]).find((key) => body[key] !== undefined)!;
  const message = PROFILE_SUCCESS_TEXT[field];
  const setStudent = (values: Partial<typeof students.$inferInsert>) =>
    db.update(students).set(values).where(eq(students.id, record.id));

  switch (field) {
    case 'address':
      await setStudent({ currentAddress: body.address });
      return { message, result: null };
    case 'birth_place':
      await setStudent({ birthPlace: body.birth_place });
      return { message, result: null };
    case 'blood_group':
      await setStudent({ bloodGroup: body.blood_group });
      return { message, result: null };
    case 'dob': {
      const dob = body.dob!;
      const parts = {
        year: Number(dob.slice(0, 4)),
        month: Number(dob.slice(5, 7)),
        day: Number(dob.slice(8)),
      };
      const error = validateDob(parts, todayIn(record.timeZone, ctx.now));
      if (error) throw new HttpError(400, DOB_ERROR_TEXT[error]);
      await setStudent({ dob });
      return { message, result: null };
    }
    case 'photo':
      return { message, result: { photo_url: await replacePhoto(ctx, userId, body.photo!) } };
  }
}

/** Checks and stores the new picture, points the account at it, then removes the old file. */
async function replacePhoto(ctx: UpdateContext, userId: number, base64: string): Promise<string> {
  // Any failure up to here leaves nothing behind: no file, no change.
  const picture = await preparePhoto(base64);
  const url = await storePhoto(ctx.storage, picture);
  let previous: string;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photoUrl: users.photoUrl })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ photoUrl: url }).where(eq(users.id, userId));
      return row?.photoUrl ?? '';
    });
  } catch (error) {
    await deletePhoto(ctx.storage, url);
    throw error;
  }
  await deletePhoto(ctx.storage, previous).catch(() => undefined);
  return url;
}
