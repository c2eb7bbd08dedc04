import { sql } from 'drizzle-orm';
import type { Announcement, Banners } from '@portal/shared/dashboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';

/*
 * Issue 27, result day at scale: the home screen's calls are one statement each after the session's,
 * whatever the number of banners, notices and the sections they are addressed to.
 */

let t: TestApp;
let tokens: Record<string, string>;
const GF = 1;
const AARAV = 1001;
const MORE = 30;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  tokens = await signInAll(t.app, ['aarav', 'meera']);
});
afterAll(() => t.close());

async function counted<T>(who: string, url: string): Promise<{ result: T; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<T>(t.app, 'GET', url, { token: tokens[who] }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

const BANNERS = '/api/v1/banner-prom/for_student/1';
const NOTICES = `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${GF}?is_active=true&student_id=${AARAV}`;

describe('GET /api/v1/banner-prom/for_student/{user_type} at scale', () => {
  it('is one statement after the session, the same with many more banners and promos', async () => {
    const before = await counted<Banners>('aarav', BANNERS);
    // The session, then the banners and promos with the institute's setting (was: the setting, then each kind).
    expect(before.statements.length).toBeLessThanOrEqual(2);
    await t.database.db
      .execute(sql`insert into banners (institute_id, kind, image_url, position, user_type, is_active)
      select ${GF}, kind, '/extra-' || kind || '-' || n || '.svg', n, case when n % 3 = 0 then 99 end, n % 5 <> 0
        from generate_series(1, ${MORE}) n, (values ('banner'), ('promo')) k(kind)`);
    await t.database.db.execute(sql`analyze banners`);
    const after = await counted<Banners>('aarav', BANNERS);
    expect(after.result.prom.length).toBeGreaterThan(before.result.prom.length);
    expect(after.statements.length).toBe(before.statements.length);
    // Each kind's first rows, read in the (institute, kind, position) index.
    const plan = await planOf(t.database, after.statements.at(-1)!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('banners_institute_kind_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});

describe('GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/{institute_id} at scale', () => {
  it('is one statement after the session, the same with more notices addressed to more sections', async () => {
    const before = await counted<Announcement[]>('aarav', NOTICES);
    const parentBefore = await counted<Announcement[]>('meera', NOTICES);
    // The session, then the notices with the institute's time zone and the sections they name.
    expect(before.statements.length).toBeLessThanOrEqual(2);
    expect(parentBefore.statements.length).toBeLessThanOrEqual(2);
    const db = t.database.db;
    // Newer notices, each to Aarav's section and the institute's other sections too.
    await db.execute(sql`with made as (
        insert into announcements (institute_id, title, posted_by, announced_at)
        select ${GF}, 'Extra notice ' || n, 'Office', ${t.clock.now!}::timestamptz - n * interval '1 minute'
          from generate_series(1, ${MORE}) n returning id)
      insert into announcement_batches (announcement_id, batch_id)
      select made.id, b.id from made, batches b where b.institute_id = ${GF}`);
    await db.execute(sql`analyze`);
    const after = await counted<Announcement[]>('aarav', NOTICES);
    const parentAfter = await counted<Announcement[]>('meera', NOTICES);
    expect(after.result[0]!.ancmnt_title).toBe('Extra notice 1');
    expect(after.result[0]!.batch_sec_names.split(', ').length).toBeGreaterThan(2);
    expect(after.statements.length).toBe(before.statements.length);
    expect(parentAfter.statements.length).toBe(parentBefore.statements.length);
    const plan = await planOf(t.database, after.statements.at(-1)!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('announcements_institute_time_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});

describe('GET /api/v1/academicYear/all/{instituteId} at scale', () => {
  it('is one statement after the session, the same with many more years, read in index order', async () => {
    const url = `/api/v1/academicYear/all/${GF}`;
    const before = await counted<unknown[]>('aarav', url);
    expect(before.statements.length).toBeLessThanOrEqual(2);
    await t.database.db.execute(sql`insert into academic_years (institute_id, name, start_date, end_date)
      select ${GF}, 'Year ' || (1900 + n), make_date(1900 + n, 4, 1), make_date(1901 + n, 3, 31)
        from generate_series(1, ${MORE}) n`);
    await t.database.db.execute(sql`analyze academic_years`);
    const after = await counted<unknown[]>('aarav', url);
    expect(after.result.length).toBe(before.result.length + MORE);
    expect(after.statements.length).toBe(before.statements.length);
    const plan = await planOf(t.database, after.statements.at(-1)!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('academic_years_institute_start_key');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});
