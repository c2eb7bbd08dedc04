import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { instituteHosts, institutes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createInstitute, InstituteInputError } from './institutes';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

describe('npm run institute:create', () => {
  it('an institute with its host, language and kind, and the plainest settings', async () => {
    const id = await createInstitute(db, {
      host: 'Riverside.Example:8080',
      name: ' Riverside High ',
      language: 'hi',
      kind: 'coaching',
    });
    const [row] = await db.select().from(institutes).where(eq(institutes.id, id));
    expect(row).toMatchObject({
      name: 'Riverside High',
      language: 'hi',
      kind: 'coaching',
      timeZone: 'Asia/Kolkata',
      slug: 'riverside-example',
      storeEnabled: false,
    });
    expect(await db.select().from(instituteHosts).where(eq(instituteHosts.instituteId, id))).toEqual([
      { host: 'riverside.example', instituteId: id },
    ]);
  });

  it.each([
    [{ host: 'localhost' }, 'The host localhost already belongs to institute 1.'],
    [{ host: 'bad host!' }, '"bad host!" is not a host name.'],
    [{ name: ' ' }, 'The name is empty.'],
    [{ language: 'es' }, '"es" is not a language of the portal: use en, fr, hi or de.'],
    [{ kind: 'college' }, '"college" must be school or coaching.'],
    [{ timeZone: 'Mars/Olympus' }, '"Mars/Olympus" is not a time zone.'],
  ])('refuses %j: %s', async (change, message) => {
    const input = { host: 'another.example', name: 'Another', language: 'en', kind: 'school', ...change };
    await expect(createInstitute(db, input as Parameters<typeof createInstitute>[1])).rejects.toThrow(
      new InstituteInputError(message),
    );
    expect(await db.select().from(instituteHosts).where(eq(instituteHosts.host, 'another.example'))).toEqual(
      [],
    );
  });
});
