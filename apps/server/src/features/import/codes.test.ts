import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { institutes, loginKeys, smsOutbox } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { postLogin } from '../../test/requests';
import { AUTH_MESSAGES } from '../auth/service';
import { accountsForLetters, SIGN_IN_CODE_LIFETIME_MS } from './codes';
import { memorySet } from './files';
import { lettersPdf } from './letters-pdf';
import { runImport } from './service';
import { newSchool, sampleFiles } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterEach(() => {
  t.clock.now = null;
});
afterAll(() => t.close());

let addresses = 0;
async function importSample(files = sampleFiles()) {
  const school = await newSchool(db);
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, school.id));
  const report = await runImport(db, institute!, memorySet(files), {
    dryRun: false,
    actor: 'test',
    now: t.app.clock(),
    sms: t.app.sms,
  });
  expect(report.problems).toEqual([]);
  return { ...school, institute: institute!, report };
}

/** The code in the newest text to the phone. */
async function textedCode(phone: string): Promise<string> {
  const [message] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /code ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(message!.text)?.[1];
  expect(code, message!.text).toBeDefined();
  return code!;
}

const signInWith = (host: string, user: string, password: string) =>
  postLogin<{ student_auth?: string; login_option?: number }>(
    t.app,
    { user_name: user, password },
    { host, remoteAddress: `10.32.0.${++addresses}` },
  );

describe('first-sign-in codes', () => {
  it('each new account with a phone gets a text; the code signs in once, only that account, then never again', async () => {
    const school = await importSample();
    expect(school.report.texted).toBe(5);
    const texts = await db
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.phone, ['9811100001', '9811100101']));
    expect(texts).toHaveLength(2);
    expect(texts[0]!.text).toContain(`${school.institute.name}: your portal account is ready.`);

    const meera = await textedCode('9811100001');
    const kabir = await textedCode('9811100002');
    // Kabir's code is no password of Meera's.
    expect((await signInWith(school.host, '9811100001', kabir)).status).toBe(401);
    const first = await signInWith(school.host, '9811100001', meera.toLowerCase().replaceAll('-', ''));
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.student_auth).toBeTypeOf('string');
    const again = await signInWith(school.host, '9811100001', meera);
    expect(again).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidLogin } });
    // Kabir's own code still works for him.
    expect((await signInWith(school.host, '9811100002', kabir)).status).toBe(200);

    // Only the hash is kept.
    const [key] = await db
      .select()
      .from(loginKeys)
      .where(eq(loginKeys.keyHash, sha256(meera)));
    expect(key).toMatchObject({ instituteId: school.id });
    expect(await db.select().from(loginKeys).where(eq(loginKeys.keyHash, meera))).toEqual([]);
  });

  it('works for 7 days, not a minute more', async () => {
    const school = await importSample();
    const start = t.app.clock();
    const lakshmi = await textedCode('9811100101');
    const vikram = await textedCode('9811100102');
    t.clock.now = new Date(start.getTime() + SIGN_IN_CODE_LIFETIME_MS + 60_000);
    expect((await signInWith(school.host, '9811100101', lakshmi)).status).toBe(401);
    t.clock.now = new Date(start.getTime() + SIGN_IN_CODE_LIFETIME_MS - 60_000);
    const parent = await signInWith(school.host, '9811100102', vikram);
    expect(parent.status, parent.body.message).toBe(200);
  });

  it('a withdrawn student cannot sign in with her code', async () => {
    const school = await importSample();
    const ishaan = await textedCode('9811100004');
    const files = {
      'manifest.csv': 'propertyName,value\noneroster.version,1.2\nfile.users,delta\nfile.roles,delta\n',
      'users.csv':
        'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName\nstu-1004,active,2026-11-20T09:00:00Z,false,ishaan.rao,Ishaan,Rao\n',
      'roles.csv':
        'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId\nrole-1004,active,2026-11-20T09:00:00Z,stu-1004,primary,student,org-riverside\n',
    };
    const report = await runImport(db, school.institute, memorySet(files), {
      dryRun: false,
      actor: 'test',
      now: t.app.clock(),
    });
    expect(report.counts.users).toMatchObject({ removed: 1 });
    const answer = await signInWith(school.host, '9811100004', ishaan);
    expect(answer.body).toMatchObject({ message: AUTH_MESSAGES.blocked, result: { login_option: 13 } });
    expect(answer.body.result.student_auth).toBeUndefined();
  });

  it('letters: a page per new account with a fresh code (the texted one stops working), none twice', async () => {
    const school = await importSample();
    const texted = await textedCode('9811100001');
    const accounts = await accountsForLetters(db, school.id, t.app.clock());
    expect(accounts.map((a) => a.name).sort()).toEqual([
      'Ishaan Rao',
      'Kabir Sethi',
      'Lakshmi Iyer',
      'Meera Iyer',
      'Tara Sethi',
      'Vikram Sethi',
    ]);
    // Tara has no phone: her letter names no login to type, but her code is hers.
    const meera = accounts.find((a) => a.name === 'Meera Iyer')!;
    expect(meera.login).toBe('9811100001');
    expect((await signInWith(school.host, '9811100001', texted)).status).toBe(401);
    expect((await signInWith(school.host, '9811100001', meera.code)).status).toBe(200);
    expect(await accountsForLetters(db, school.id, t.app.clock())).toEqual([]);

    const pdf = await lettersPdf(school.institute, accounts, { host: school.host, validUntil: '2026-12-02' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(6);
    const unused = await db
      .select()
      .from(loginKeys)
      .where(
        and(
          eq(loginKeys.instituteId, school.id),
          inArray(
            loginKeys.keyHash,
            accounts.map((a) => sha256(a.code)),
          ),
        ),
      );
    expect(unused).toHaveLength(6);
  });
});
