import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createLoginKey } from '../../lib/login-keys';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/app';
import { postLogin, signIn } from '../../test/requests';
import { replacePasswordHash } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 'demo1234' in the earlier scrypt format (N=2^10 rather than 2^17 to keep the test fast). */
const OLD_HASH = 'scrypt$1024$8$1$jAQIgO-VepKDshyx202p4Q$9L948HtYGl8y83Jl9OoaDd-Eneajcj3_hf-N2HQB5DU';
const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

const setHash = (ids: number[], passwordHash: string) =>
  t.database.db.update(users).set({ passwordHash }).where(inArray(users.id, ids));
const hashOf = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash!;

describe('scrypt hashes become argon2id at sign-in', () => {
  it('a wrong password is refused and leaves the old hash', async () => {
    await setHash([101], OLD_HASH);
    const { status } = await postLogin(t.app, { user_name: 'aarav@greenfield.test', password: 'demo12345' });
    expect(status).toBe(401);
    expect(await hashOf(101)).toBe(OLD_HASH);
  });

  it('the right one signs in and stores an argon2id hash of the same password', async () => {
    await setHash([101], OLD_HASH);
    expect((await signIn(t.app, { user_name: 'aarav@greenfield.test' })).user_id).toBe(101);
    const upgraded = await hashOf(101);
    expect(upgraded).toMatch(CURRENT);
    expect(await verifyPassword('demo1234', upgraded)).toBe(true);
    // Already current: the next sign-in leaves it alone.
    await signIn(t.app, { user_name: 'aarav@greenfield.test' });
    expect(await hashOf(101)).toBe(upgraded);
  });

  it('a shared phone upgrades every account the password matched, even when it answers a profile list', async () => {
    const onPhone = [108, 109, 110];
    await setHash(onPhone, OLD_HASH);
    const { status, body } = await postLogin(t.app, { user_name: '9000000005' });
    expect(status).toBe(200);
    expect(body.result).toHaveLength(3);
    for (const id of onPhone) expect(await hashOf(id)).toMatch(CURRENT);
  });

  it('a one-time sign-on key is not a password: the hash stays', async () => {
    await setHash([101], OLD_HASH);
    const key = await createLoginKey(t.database.db, { userId: 101, instituteId: 1, now: new Date() });
    await signIn(t.app, { user_name: 'aarav@greenfield.test', password: key });
    expect(await hashOf(101)).toBe(OLD_HASH);
  });

  it('the upgrade does not overwrite a password changed since the check', async () => {
    await setHash([102], 'changed-meanwhile');
    await replacePasswordHash(t.database.db, 102, OLD_HASH, '$argon2id$new');
    expect(await hashOf(102)).toBe('changed-meanwhile');
    await replacePasswordHash(t.database.db, 102, 'changed-meanwhile', '$argon2id$new');
    expect(await hashOf(102)).toBe('$argon2id$new');
  });
});
