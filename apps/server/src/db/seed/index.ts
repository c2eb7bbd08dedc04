import { DEMO_SSO_SECRET } from '../../config';
import type { Db } from '../client';
import { institutes } from '../schema';
import { hashDemoPasswords, seedAccounts } from './accounts';
import { resetSequences, seedInstitutes } from './institutes';
import { seedSessions } from './sessions';
import { seedSso } from './sso';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: institutes.id }).from(institutes).limit(1);
  return rows.length > 0;
}

/** Demo data, with dates relative to `now` so there is always a current academic year. */
export async function seedDemoData(db: Db, now = new Date(), ssoSecret = DEMO_SSO_SECRET): Promise<void> {
  // Hash before opening the transaction: it takes seconds.
  const hashes = await hashDemoPasswords();
  await db.transaction(async (tx) => {
    const years = await seedInstitutes(tx as unknown as Db, now);
    await seedAccounts(tx as unknown as Db, years, hashes);
    await seedSessions(tx as unknown as Db, now);
    await seedSso(tx as unknown as Db, now, ssoSecret);
    await resetSequences(tx as unknown as Db);
  });
}
