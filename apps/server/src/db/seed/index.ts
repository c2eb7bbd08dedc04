import { DEMO_SSO_SECRET } from '../../config';
import type { Db } from '../client';
import { institutes } from '../schema';
import { hashDemoPasswords, seedAccounts } from './accounts';
import { seedAssignments } from './assignments';
import { seedBatches } from './batches';
import { seedClassmates } from './classmates';
import { seedDashboard } from './dashboard';
import { seedDocuments } from './documents';
import { seedEvents } from './events';
import { seedExams } from './exams';
import { seedFees } from './fees';
import { APEX, GREENFIELD, LERNWERK, resetSequences, seedInstitutes } from './institutes';
import { seedLiveClasses } from './live-classes';
import { seedMedia } from './media';
import { seedMessages } from './messages';
import { seedProducts } from './products';
import { seedOfflineReports } from './reports-offline';
import { seedReportAttempts } from './reports-attempts';
import { seedSessions } from './sessions';
import { seedSso } from './sso';
import { seedStudyMaterial } from './study-material';
import { seedTimetable } from './timetable';

/** Sections and batches without a demo student, for content addressed elsewhere. */
const EXTRA_BATCHES: Array<[number, string, string]> = [
  [GREENFIELD, 'Class 8', 'B'],
  [GREENFIELD, 'Class 10', 'C'],
  [APEX, 'JEE Advanced 2027', 'Evening Batch B'],
  [APEX, 'NEET 2027', 'Weekend Batch'],
  [LERNWERK, 'Mathematik', 'Morgen'],
];

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
    const batches = await seedBatches(tx as unknown as Db, EXTRA_BATCHES);
    await seedClassmates(tx as unknown as Db, years, batches);
    await seedDashboard(tx as unknown as Db, now, batches);
    await seedMessages(tx as unknown as Db, now);
    await seedEvents(tx as unknown as Db, now, batches);
    const products = await seedProducts(tx as unknown as Db, now);
    await seedTimetable(tx as unknown as Db, now, batches, products);
    await seedOfflineReports(tx as unknown as Db, now, batches);
    await seedLiveClasses(tx as unknown as Db, now, batches, products);
    await seedDocuments(tx as unknown as Db, now, batches, products);
    await seedStudyMaterial(tx as unknown as Db, now, batches, products);
    await seedMedia(tx as unknown as Db);
    await seedAssignments(tx as unknown as Db, now, batches);
    await seedFees(tx as unknown as Db, now);
    const papers = await seedExams(tx as unknown as Db, now, batches, products);
    await seedReportAttempts(tx as unknown as Db, now, papers);
    await seedSessions(tx as unknown as Db, now);
    await seedSso(tx as unknown as Db, now, ssoSecret);
    await resetSequences(tx as unknown as Db);
  });
}
