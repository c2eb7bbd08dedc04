import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicYears, instituteHosts, institutes } from '../../db/schema';
import { instituteApiKeys } from '../../db/schema/imports';
import { normaliseHost } from '../../lib/institutes';
import { randomToken, sha256 } from '../../lib/tokens';

export interface NewInstitute {
  host: string;
  name: string;
  language: 'en' | 'fr' | 'hi' | 'de';
  kind: 'school' | 'coaching';
  timeZone?: string;
  countryCallingCode?: string;
}

export class InstituteInputError extends Error {}

/** `npm run institute:create`: an institute with one host and the portal's plainest settings. */
export async function createInstitute(db: Db, input: NewInstitute): Promise<number> {
  const host = normaliseHost(input.host);
  if (!/^[a-z0-9.-]+$/.test(host)) throw new InstituteInputError(`"${input.host}" is not a host name.`);
  if (input.name.trim() === '') throw new InstituteInputError('The name is empty.');
  if (!['en', 'fr', 'hi', 'de'].includes(input.language)) {
    throw new InstituteInputError(
      `"${input.language}" is not a language of the portal: use en, fr, hi or de.`,
    );
  }
  if (!['school', 'coaching'].includes(input.kind))
    throw new InstituteInputError(`"${input.kind}" must be school or coaching.`);
  const timeZone = input.timeZone ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new InstituteInputError(`"${timeZone}" is not a time zone.`);
  }
  const [taken] = await db.select().from(instituteHosts).where(eq(instituteHosts.host, host)).limit(1);
  if (taken)
    throw new InstituteInputError(`The host ${host} already belongs to institute ${taken.instituteId}.`);
  const slug = host.replace(/[^a-z0-9]+/g, '-');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(institutes)
      .values({
        slug,
        name: input.name.trim(),
        kind: input.kind,
        language: input.language,
        timeZone,
        countryCallingCode: input.countryCallingCode ?? '+91',
        classesMode: 'OFFLINE',
        examMode: 'OFFLINE',
        fileManagerSetting: 'NONE',
        showExamRank: input.kind === 'school',
      })
      .returning({ id: institutes.id });
    await tx.insert(instituteHosts).values({ host, instituteId: row!.id });
    return row!.id;
  });
}

export async function hasAcademicYear(db: Db, instituteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.instituteId, instituteId))
    .limit(1);
  return row !== undefined;
}

const KEY_PREFIX = 'pik_';

/** A new import key for the institute: shown once; only its sha256 is kept. */
export async function createApiKey(
  db: Db,
  instituteId: number,
  now: Date,
): Promise<{ id: number; key: string }> {
  const key = `${KEY_PREFIX}${randomToken(32)}`;
  const [row] = await db
    .insert(instituteApiKeys)
    .values({ instituteId, keyHash: sha256(key), createdAt: now })
    .returning({ id: instituteApiKeys.id });
  return { id: row!.id, key };
}

/** The key's id and institute, when it is one of ours and not revoked. */
export async function findApiKey(db: Db, key: string): Promise<{ id: number; instituteId: number } | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({ id: instituteApiKeys.id, instituteId: instituteApiKeys.instituteId })
    .from(instituteApiKeys)
    .where(and(eq(instituteApiKeys.keyHash, sha256(key)), isNull(instituteApiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}
