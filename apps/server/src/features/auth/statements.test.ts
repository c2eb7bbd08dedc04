import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { postLogin } from '../../test/requests';
import { statementsDuring, type Statement } from '../../test/statements';

/*
 * Issue 27, result day: thousands sign in at once, so a sign-in makes a few statements (it made
 * about fifteen: the throttle's window, prune deletes, a transaction around the session insert),
 * and it never holds a pooled connection or a transaction while argon2id verifies the password.
 */

/** What was open on the database when each password check started and ended. */
const probes = vi.hoisted(() => ({
  read: null as null | (() => { transactions: number; checkedOut: number }),
  seen: [] as Array<{ transactions: number; checkedOut: number }>,
}));

vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords')>();
  const probe = () => {
    if (probes.read) probes.seen.push(probes.read());
  };
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      probe();
      const matches = await original.verifyPassword(password, stored);
      probe();
      return matches;
    },
  };
});

let t: TestApp;
let openTransactions = 0;
let transactionsStarted = 0;
beforeAll(async () => {
  t = await createTestApp();
  // One moment for the whole file: no session is idle long enough to be noted again.
  t.clock.now = new Date();
  // The institute behind the Host is cached (lib/institutes.ts), as it is for all but the first sign-in.
  expect((await postLogin(t.app, { user_name: 'dev@greenfield.test', password: 'x' })).status).toBe(401);
  const db = t.database.db;
  const transaction = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementation((async (...args: Parameters<Db['transaction']>) => {
    openTransactions++;
    transactionsStarted++;
    try {
      return await transaction(...args);
    } finally {
      openTransactions--;
    }
  }) as Db['transaction']);
  const pool = (t.database as { pool?: pg.Pool }).pool;
  probes.read = () => ({
    transactions: openTransactions,
    checkedOut: pool ? pool.totalCount - pool.idleCount : 0,
  });
});
afterAll(() => t.close());

const isBoundary = (statement: Statement) => /^\s*(begin|commit|rollback)\b/i.test(statement.sql);

/** One sign-in's statements: those it sent, and round trips (each transaction's begin and commit too). */
async function measure(body: { user_name: string; password?: string }, from: string) {
  probes.seen = [];
  const before = transactionsStarted;
  const { result, statements } = await statementsDuring(t.database, () =>
    postLogin(t.app, body, { remoteAddress: from }),
  );
  const queries = statements.filter((statement) => !isBoundary(statement));
  const transactions = transactionsStarted - before;
  return {
    status: result.status,
    queries: queries.map((statement) => statement.sql),
    transactions,
    roundTrips: queries.length + 2 * transactions,
  };
}

describe('the statements of one sign-in', () => {
  // The throttle's transaction (begin, lock, check and count, commit), the accounts of the login,
  // forgetting the account's failures, the institute's years, the students with their years, the session.
  it('a student with the right password: at most 9 round trips, one short transaction, none open while the password is checked', async () => {
    const signIn = await measure({ user_name: 'aarav@greenfield.test' }, '198.51.100.200');
    expect(signIn.status).toBe(200);
    expect(probes.seen.length).toBeGreaterThanOrEqual(2);
    for (const seen of probes.seen) expect(seen).toEqual({ transactions: 0, checkedOut: 0 });
    expect(signIn.roundTrips, signIn.queries.join('\n')).toBeLessThanOrEqual(9);
    expect(signIn.transactions).toBe(1);
  });

  it('a parent with two children, and a wrong password: as few', async () => {
    const parent = await measure({ user_name: '9000000002' }, '198.51.100.201');
    expect(parent.status).toBe(200);
    expect(parent.roundTrips, parent.queries.join('\n')).toBeLessThanOrEqual(9);
    // The throttle's transaction, the accounts, the address's failure.
    const wrong = await measure(
      { user_name: 'diya@greenfield.test', password: 'not-her-password' },
      '198.51.100.202',
    );
    expect(wrong.status).toBe(401);
    expect(wrong.roundTrips, wrong.queries.join('\n')).toBeLessThanOrEqual(6);
    for (const seen of probes.seen) expect(seen).toEqual({ transactions: 0, checkedOut: 0 });
  });
});
