import { eq, sql } from 'drizzle-orm';
import { dayInZone } from '@portal/shared/messages/rules';
import { messagesResponseSchema, type AlertMessage } from '@portal/shared/messages/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages, smsOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { NOT_YOUR_PHONE } from './routes';
import { messagesQuery } from './service';

let t: TestApp;
const tokens: Record<string, string> = {};
const HOSTS: Record<string, string> = {
  apex: 'apex.localhost',
  vidya: 'vidya.localhost',
  lernwerk: 'lernwerk.localhost',
};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera', 'diya', 'riya', 'sam', 'ananya', 'jonas']));
});
afterAll(() => t.close());

const URL = '/api/v1/alerts/config/messagesByPhoneNo';
const messages = (who: string, path: string, options: { token?: string } = {}) =>
  call<AlertMessage[] | null>(t.app, 'GET', `${URL}/${path}`, {
    token: tokens[who],
    ...options,
  });
const QUERY = '?start_index=0&batch_size=1000';

describe('GET /api/v1/alerts/config/messagesByPhoneNo/{institute_id}/{callingcode-phone}', () => {
  it("Aarav reads the 12 messages sent to his phone, newest first, as the portal asks (encoded '+')", async () => {
    const { status, body } = await messages('aarav', `1/%2B91-9000000001${QUERY}`);
    expect(status).toBe(200);
    expect(body.statusCode).toBe(200);
    expect(messagesResponseSchema.parse(body)).toEqual(body);
    const list = body.result!;
    expect(list).toHaveLength(12);
    const times = list.map((m) => Date.parse(m.createdDateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // ISO 8601 instants in UTC; spread over the last three weeks, some today (in Kolkata).
    expect(list.every((m) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(m.createdDateTime))).toBe(
      true,
    );
    const today = dayInZone(new Date(), 'Asia/Kolkata');
    expect(list.filter((m) => dayInZone(m.createdDateTime, 'Asia/Kolkata') === today).length).toBeGreaterThan(
      0,
    );
    expect(Date.now() - times.at(-1)!).toBeLessThan(21 * 24 * 3600_000);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    expect(list.some((m) => m.message.includes('Fee reminder'))).toBe(true);
    // Only Greenfield's messages: Vidya's text to the same number stays at Vidya.
    expect(list.some((m) => m.message.includes('विद्या'))).toBe(false);
  });

  it("a literal '+' in the path and no query (defaults 0 and 1000) give the same list", async () => {
    const encoded = await messages('aarav', `1/%2B91-9000000001${QUERY}`);
    const plain = await messages('aarav', '1/+91-9000000001');
    expect(plain.status).toBe(200);
    expect(plain.body.result).toEqual(encoded.body.result);
  });

  it('start_index and batch_size page through the same order', async () => {
    const all = (await messages('aarav', '1/%2B91-9000000001')).body.result!;
    const first = await messages('aarav', '1/%2B91-9000000001?start_index=0&batch_size=5');
    const second = await messages('aarav', '1/%2B91-9000000001?start_index=5&batch_size=5');
    const beyond = await messages('aarav', '1/%2B91-9000000001?start_index=12&batch_size=1000');
    expect(first.body.result).toEqual(all.slice(0, 5));
    expect(second.body.result).toEqual(all.slice(5, 10));
    expect(beyond.status).toBe(200);
    expect(beyond.body.result).toEqual([]);
  });

  it("a parent reads the messages sent to the parent's own phone (Meera: 4), not a child's", async () => {
    const own = await messages('meera', `1/%2B91-9000000002${QUERY}`);
    expect(own.status).toBe(200);
    expect(own.body.result).toHaveLength(4);
    expect(own.body.result!.some((m) => m.message.startsWith('Dear Parent'))).toBe(true);
    const child = await messages('meera', `1/%2B91-9000000001${QUERY}`);
    expect(child.status).toBe(403);
  });

  it('other institutes: Riya (Apex, once she has a number), Ananya in Hindi (Vidya), Jonas in German with +49 (Lernwerk)', async () => {
    // The demo seeds Apex messages for 9000000021; people.ts does not give Riya that number yet.
    await t.database.db.update(users).set({ phone: '9000000021' }).where(eq(users.id, 201));
    const riya = await call<AlertMessage[]>(t.app, 'GET', `${URL}/2/%2B91-9000000021`, {
      token: tokens.riya,
      host: HOSTS.apex,
    });
    await t.database.db.update(users).set({ phone: null }).where(eq(users.id, 201));
    expect(riya.status).toBe(200);
    expect(riya.body.result).toHaveLength(4);
    expect(riya.body.result.some((m) => m.message.includes('Mock test'))).toBe(true);

    const ananya = await call<AlertMessage[]>(t.app, 'GET', `${URL}/4/%2B91-9000000011`, {
      token: tokens.ananya,
      host: HOSTS.vidya,
    });
    expect(ananya.status).toBe(200);
    expect(ananya.body.result).toHaveLength(3);
    expect(ananya.body.result.every((m) => /[\u0900-\u097F]/.test(m.message))).toBe(true);

    const jonas = await call<AlertMessage[]>(t.app, 'GET', `${URL}/5/%2B49-15112345678`, {
      token: tokens.jonas,
      host: HOSTS.lernwerk,
    });
    expect(jonas.status).toBe(200);
    expect(jonas.body.result).toHaveLength(4);
    expect(jonas.body.result.some((m) => m.message.includes('Probeklausur'))).toBe(true);
  });

  it('the forgot-password texts of the SMS outbox are not alert messages', async () => {
    await t.database.db.insert(smsOutbox).values({
      phone: '9000000001',
      text: 'Your new password for Greenfield Public School is abc123.',
    });
    const { body } = await messages('aarav', `1/%2B91-9000000001${QUERY}`);
    expect(body.result).toHaveLength(12);
    expect(body.result!.some((m) => m.message.includes('password'))).toBe(false);
  });

  it('message text comes back as stored: line breaks and markup untouched (the portal shows it as text)', async () => {
    await t.database.db.insert(alertMessages).values({
      instituteId: 1,
      phone: '9000000002',
      message: 'Line one\nLine <b>two</b>',
      createdAt: new Date(Date.now() - 1000),
    });
    const { body } = await messages('meera', `1/%2B91-9000000002${QUERY}`);
    expect(body.result![0]!.message).toBe('Line one\nLine <b>two</b>');
  });

  it.each([
    ["another student's phone", 'aarav', '1/%2B91-9000000005'],
    ["a parent's phone, asked by the student", 'aarav', '1/%2B91-9000000002'],
    ['the right digits with another calling code', 'aarav', '1/%2B44-9000000001'],
    ['another institute', 'aarav', '2/%2B91-9000000021'],
    ['an institute id beyond the integer range', 'aarav', '99999999999/%2B91-9000000001'],
    ['a student without a phone (Diya)', 'diya', '1/%2B91-9000000001'],
    ['an open user without a phone (Sam)', 'sam', '2/%2B91-9000000021'],
    ['a student without a phone (Riya, today)', 'riya', '2/%2B91-9000000021'],
  ])('%s: 403', async (_, who, path) => {
    const host = path.startsWith('2/') && who !== 'aarav' ? HOSTS.apex : undefined;
    const { status, body } = await call(t.app, 'GET', `${URL}/${path}`, { token: tokens[who], host });
    expect(status).toBe(403);
    expect(body).toEqual({ statusCode: 403, message: expect.any(String), result: null });
  });

  it("the 403 for someone else's phone says so", async () => {
    const { body } = await messages('aarav', `1/%2B91-9000000005${QUERY}`);
    expect(body.message).toBe(NOT_YOUR_PHONE);
  });

  it.each([
    ['batch_size 0', '1/%2B91-9000000001?start_index=0&batch_size=0'],
    ['batch_size 1001', '1/%2B91-9000000001?start_index=0&batch_size=1001'],
    ['batch_size not a number', '1/%2B91-9000000001?batch_size=all'],
    ['batch_size empty', '1/%2B91-9000000001?batch_size='],
    ['batch_size with a fraction', '1/%2B91-9000000001?batch_size=2.5'],
    ['batch_size twice', '1/%2B91-9000000001?batch_size=1&batch_size=2'],
    ['start_index negative', '1/%2B91-9000000001?start_index=-1'],
    ['start_index in exponent form', '1/%2B91-9000000001?start_index=1e3'],
    ['a phone without calling code', '1/9000000001'],
    ['a phone with a space for the dash', '1/%2B91%209000000001'],
    ['garbage', "1/%2B91-9000000001'%20or%201=1"],
    ['an institute id that is not a number', 'one/%2B91-9000000001'],
  ])('%s: 400', async (_, path) => {
    const { status, body } = await messages('aarav', path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, result: null });
  });

  it('no token: 401; a broken token: 403', async () => {
    expect((await messages('aarav', '1/%2B91-9000000001', { token: undefined })).status).toBe(401);
    const noToken = await call(t.app, 'GET', `${URL}/1/%2B91-9000000001`);
    expect(noToken.status).toBe(401);
    expect((await messages('aarav', '1/%2B91-9000000001', { token: 'x:y:1|12' })).status).toBe(403);
  });

  it('the page is read from the (institute, phone, time, id) index, without a sort', async () => {
    const query = messagesQuery(t.database.db, 1, '9000000001', 0, 1000).toSQL();
    const plan = await t.database.db.transaction(async (tx) => {
      // Twenty-odd demo rows make a scan cheaper than any index; ask what Postgres does at scale.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`));
      return (rows as unknown as { rows: Array<Record<string, string>> }).rows.map(
        (row) => row['QUERY PLAN'],
      );
    });
    expect(plan.join('\n')).toContain('Index Scan using alert_messages_phone_time_idx');
    expect(plan.filter((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line!))).toEqual([]);
  });

  it('the OpenAPI document lists the call with its query', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/v1/alerts/config/messagesByPhoneNo/{institute_id}/{phone}'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['institute_id', 'phone', 'start_index', 'batch_size']),
    );
  });
});

/** The query with its parameters written in, for EXPLAIN (test values only: numbers and digits). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value)}'`;
  });
}
