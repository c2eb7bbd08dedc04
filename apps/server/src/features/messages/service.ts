import { and, eq, sql } from 'drizzle-orm';
import type { AlertMessage } from '@portal/shared/messages/schema';
import type { PhoneClaim } from '@portal/shared/messages/rules';
import type { Db } from '../../db/client';
import { alertMessages, institutes, users } from '../../db/schema';

/** The signed-in user's own number (a parent's own, not a child's) with the institute's calling code. */
export async function ownPhone(db: Db, userId: number, instituteId: number): Promise<PhoneClaim | null> {
  const [row] = await db
    .select({ phone: users.phone, callingCode: institutes.countryCallingCode })
    .from(users)
    .innerJoin(institutes, eq(institutes.id, users.instituteId))
    .where(and(eq(users.id, userId), eq(users.instituteId, instituteId)))
    .limit(1);
  if (!row?.phone) return null;
  return { phone: row.phone, callingCode: row.callingCode };
}

export function samePhone(a: PhoneClaim, b: PhoneClaim): boolean {
  return a.phone === b.phone && a.callingCode === b.callingCode;
}

/**
 * One page of the messages sent to a phone, newest first. The filter and the
 * order are those of alert_messages_phone_time_idx, so Postgres reads the page
 * straight from the index.
 */
export function messagesQuery(
  db: Db,
  instituteId: number,
  phone: string,
  startIndex: number,
  batchSize: number,
) {
  return (
    db
      .select({ message: alertMessages.message, createdAt: alertMessages.createdAt })
      .from(alertMessages)
      .where(and(eq(alertMessages.instituteId, instituteId), eq(alertMessages.phone, phone)))
      // NULLS LAST as the index is built (Postgres' DESC alone means NULLS FIRST and would need a sort).
      .orderBy(sql`${alertMessages.createdAt} desc nulls last`, sql`${alertMessages.id} desc nulls last`)
      .offset(startIndex)
      .limit(batchSize)
  );
}

export async function messagesByPhone(
  db: Db,
  instituteId: number,
  phone: string,
  startIndex: number,
  batchSize: number,
): Promise<AlertMessage[]> {
  const rows = await messagesQuery(db, instituteId, phone, startIndex, batchSize);
  return rows.map((row) => ({ message: row.message, createdDateTime: row.createdAt.toISOString() }));
}
