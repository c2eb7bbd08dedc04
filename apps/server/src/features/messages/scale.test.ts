import { sql } from 'drizzle-orm';
import type { AlertMessage } from '@portal/shared/messages/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';

/*
 * Issue 27, result day at scale: the inbox's first page is the session's statement, the caller's
 * own number and the page read from the (institute, phone, time, id) index, whatever the number of
 * messages sent to this phone and to everyone else.
 */

let t: TestApp;
let tokens: Record<string, string>;
const GF = 1;
const PHONE = '9000000001';
const URL = `/api/v1/alerts/config/messagesByPhoneNo/${GF}/%2B91-${PHONE}?start_index=0&batch_size=1000`;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  tokens = await signInAll(t.app, ['aarav']);
});
afterAll(() => t.close());

async function inbox(): Promise<{ result: AlertMessage[]; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<AlertMessage[]>(t.app, 'GET', URL, { token: tokens.aarav }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

describe('GET /api/v1/alerts/config/messagesByPhoneNo/{institute_id}/{phone} at scale', () => {
  it('is three statements, the same with thousands more messages here and to other phones', async () => {
    const before = await inbox();
    expect(before.statements.length).toBeLessThanOrEqual(3);
    await t.database.db.execute(sql`insert into alert_messages (institute_id, phone, message, created_at)
      select ${GF}, case when n % 4 = 0 then ${PHONE} else '8' || lpad(n::text, 9, '0') end, 'Extra ' || n,
             ${t.clock.now!}::timestamptz - n * interval '1 minute'
        from generate_series(1, 8000) n`);
    await t.database.db.execute(sql`analyze alert_messages`);
    const after = await inbox();
    // The page stops at its batch size: 1000 of the phone's 2000-odd messages, newest first.
    expect(after.result.length).toBe(1000);
    expect(after.result[0]!.message).toBe('Extra 4');
    expect(after.statements.length).toBe(before.statements.length);
    const plan = await planOf(t.database, after.statements.at(-1)!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('alert_messages_phone_time_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});
