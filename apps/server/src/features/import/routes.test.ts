import { eq } from 'drizzle-orm';
import type { ImportReportWire, ImportRunsWire } from '@portal/shared/import/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { institutes, users } from '../../db/schema';
import { instituteApiKeys, importRuns } from '../../db/schema/imports';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { createApiKey } from './institutes';
import { IMPORT_MESSAGES } from './routes';
import { memorySet } from './files';
import { runImport } from './service';
import { newSchool, sampleFiles, withLine, zipOf } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let addresses = 0;
async function post(
  instituteId: number,
  body: Buffer | string,
  options: { key?: string; query?: string; type?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/institutes/${instituteId}/imports${options.query ?? ''}`,
    // Each call from its own address: the refusals below count as failed sign-ins of the address.
    remoteAddress: `10.31.0.${++addresses}`,
    headers: {
      host: 'localhost',
      'content-type': options.type ?? 'application/zip',
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
    },
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json() as { statusCode: number; message: string; result: ImportReportWire | null },
  };
}

describe('POST /api/v1/institutes/{id}/imports', () => {
  it('imports a OneRoster zip with the institute key; a dry run first writes nothing', async () => {
    const school = await newSchool(db);
    const { key } = await createApiKey(db, school.id, t.app.clock());
    const zip = zipOf(sampleFiles());

    const dry = await post(school.id, zip, { key, query: '?dry_run=true' });
    expect(dry.status, dry.body.message).toBe(200);
    expect(dry.body.message).toBe(IMPORT_MESSAGES.dryRun);
    expect(dry.body.result).toMatchObject({
      ok: true,
      dry_run: true,
      counts: { users: { added: 8 } },
      texted: 0,
    });
    expect(await db.select().from(users).where(eq(users.instituteId, school.id))).toEqual([]);

    const done = await post(school.id, zip, { key });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(IMPORT_MESSAGES.done);
    // Texts to the five new accounts with a phone (Tara has none); the teachers get no account.
    expect(done.body.result).toMatchObject({
      ok: true,
      dry_run: false,
      counts: { users: { added: 8 } },
      texted: 5,
    });
    expect(await db.select().from(users).where(eq(users.instituteId, school.id))).toHaveLength(6);

    const again = await post(school.id, zip, { key });
    expect(again.body.result!.counts.users).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 8 });
    expect(again.body.result!.texted).toBe(0);
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, again.body.result!.run_id));
    expect(run).toMatchObject({ instituteId: school.id, source: 'upload.zip', ok: true, dryRun: false });
    expect(run!.actor).toMatch(/^api key \d+$/);
  });

  it('refused files: 422 with every problem, nothing written', async () => {
    const school = await newSchool(db);
    const { key } = await createApiKey(db, school.id, t.app.clock());
    const files = sampleFiles();
    files['enrollments.csv'] = withLine(
      files['enrollments.csv']!,
      3,
      'enr-2,,,cls-8z,org-riverside,stu-1002,student,,,',
    );
    const answer = await post(school.id, zipOf(files), { key });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ statusCode: 422, message: IMPORT_MESSAGES.refused });
    expect(answer.body.result!.problems).toEqual([
      {
        file: 'enrollments.csv',
        line: 3,
        column: 'classSourcedId',
        message: 'no class (section) "cls-8z" in classes.csv or an earlier import.',
      },
    ]);
    expect(await db.select().from(users).where(eq(users.instituteId, school.id))).toEqual([]);
  });

  it("no key, a wrong key, a revoked key: 401; another institute's key: 403; not a zip: 400", async () => {
    const school = await newSchool(db);
    const other = await newSchool(db);
    const { key } = await createApiKey(db, school.id, t.app.clock());
    const { id: revokedId, key: revoked } = await createApiKey(db, school.id, t.app.clock());
    await db
      .update(instituteApiKeys)
      .set({ revokedAt: t.app.clock() })
      .where(eq(instituteApiKeys.id, revokedId));
    const zip = zipOf(sampleFiles());

    expect(await post(school.id, zip)).toMatchObject({
      status: 401,
      body: { message: IMPORT_MESSAGES.noKey },
    });
    expect(await post(school.id, zip, { key: `${key}x` })).toMatchObject({
      status: 401,
      body: { message: IMPORT_MESSAGES.badKey },
    });
    expect(await post(school.id, zip, { key: revoked })).toMatchObject({
      status: 401,
      body: { message: IMPORT_MESSAGES.badKey },
    });
    expect(await post(other.id, zip, { key })).toMatchObject({
      status: 403,
      body: { message: IMPORT_MESSAGES.otherInstitute },
    });
    expect(await post(school.id, 'sourcedId,status\n', { key })).toMatchObject({
      status: 400,
      body: { message: IMPORT_MESSAGES.notZip },
    });
    expect(await post(school.id, zip, { key, type: 'text/csv' })).toMatchObject({ status: 415 });
    expect(await post(0, zip, { key })).toMatchObject({ status: 400 });
    expect(await db.select().from(users).where(eq(users.instituteId, other.id))).toEqual([]);
  });

  it('the key is stored as its hash only, and the OpenAPI document describes the call', async () => {
    const school = await newSchool(db);
    const { id, key } = await createApiKey(db, school.id, t.app.clock());
    expect(key).toMatch(/^pik_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(instituteApiKeys).where(eq(instituteApiKeys.id, id));
    expect(row!.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'localhost' } });
    const spec = docs.json() as {
      paths: Record<string, Record<string, { security?: unknown; parameters?: Array<{ name: string }> }>>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    const call = spec.paths['/api/v1/institutes/{instituteId}/imports']!.post!;
    expect(call.security).toEqual([{ instituteKey: [] }]);
    expect(call.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['instituteId', 'dry_run']));
    expect(spec.components.securitySchemes.instituteKey!.scheme).toBe('bearer');
  });
});

async function getLog(instituteId: number, options: { key?: string; query?: string } = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/institutes/${instituteId}/imports${options.query ?? ''}`,
    remoteAddress: `10.31.1.${++addresses}`,
    headers: { host: 'localhost', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) },
  });
  return {
    status: response.statusCode,
    body: response.json() as { statusCode: number; message: string; result: ImportRunsWire | null },
  };
}

describe('GET /api/v1/institutes/{id}/imports', () => {
  it("reads the institute's own import log newest first, a page at a time", async () => {
    const school = await newSchool(db);
    const other = await newSchool(db);
    const { key } = await createApiKey(db, school.id, t.app.clock());
    const { key: otherKey } = await createApiKey(db, other.id, t.app.clock());
    const zip = zipOf(sampleFiles());
    expect((await post(school.id, zip, { key, query: '?dry_run=true' })).status).toBe(200);
    const broken = sampleFiles();
    broken['enrollments.csv'] = withLine(
      broken['enrollments.csv']!,
      3,
      'enr-2,,,cls-8z,org-riverside,stu-1002,student,,,',
    );
    expect((await post(school.id, zipOf(broken), { key })).status).toBe(422);
    const [institute] = await db.select().from(institutes).where(eq(institutes.id, school.id));
    await runImport(db, institute!, memorySet(sampleFiles(), 'docs/import/oneroster'), {
      dryRun: false,
      actor: 'cli',
      now: t.app.clock(),
    });
    expect((await post(other.id, zip, { key: otherKey })).status).toBe(200);

    const first = await getLog(school.id, { key, query: '?limit=2' });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(IMPORT_MESSAGES.log);
    const [cli, refused] = first.body.result!.runs;
    expect(first.body.result!.runs).toHaveLength(2);
    expect(cli).toMatchObject({
      actor: 'cli',
      source: 'docs/import/oneroster',
      ok: true,
      dry_run: false,
      problems: [],
    });
    expect(cli!.counts).toMatchObject({
      users: { added: 8, changed: 0, removed: 0, unchanged: 0 },
      texted: 0,
    });
    expect(refused).toMatchObject({ source: 'upload.zip', ok: false, dry_run: false });
    expect(refused!.actor).toMatch(/^api key \d+$/);
    expect(refused!.problems).toEqual([
      {
        file: 'enrollments.csv',
        line: 3,
        column: 'classSourcedId',
        message: 'no class (section) "cls-8z" in classes.csv or an earlier import.',
      },
    ]);
    expect(Date.parse(cli!.started_at)).not.toBeNaN();
    expect(first.body.result!.next_before).toBe(refused!.id);

    const second = await getLog(school.id, { key, query: `?limit=2&before=${refused!.id}` });
    expect(second.body.result!.runs.map((r) => [r.ok, r.dry_run])).toEqual([[true, true]]);
    expect(second.body.result!.next_before).toBeNull();
    // All of it (the default page), none of the other institute's; another institute's run id names no page.
    const all = await getLog(school.id, { key });
    expect(all.body.result!.runs).toHaveLength(3);
    const [otherRun] = (await getLog(other.id, { key: otherKey })).body.result!.runs;
    expect(all.body.result!.runs.map((r) => r.id)).not.toContain(otherRun!.id);
    expect((await getLog(school.id, { key, query: `?before=${otherRun!.id}` })).body.result!.runs).toEqual(
      [],
    );
  });

  it("no key or a wrong one: 401; another institute's key: 403; a limit out of range: 400", async () => {
    const school = await newSchool(db);
    const other = await newSchool(db);
    const { key } = await createApiKey(db, school.id, t.app.clock());
    const { key: otherKey } = await createApiKey(db, other.id, t.app.clock());
    expect((await post(school.id, zipOf(sampleFiles()), { key })).status).toBe(200);

    expect(await getLog(school.id)).toMatchObject({ status: 401, body: { message: IMPORT_MESSAGES.noKey } });
    expect(await getLog(school.id, { key: `${key}x` })).toMatchObject({
      status: 401,
      body: { message: IMPORT_MESSAGES.badKey },
    });
    expect(await getLog(school.id, { key: otherKey })).toMatchObject({
      status: 403,
      body: { message: IMPORT_MESSAGES.otherInstitute, result: null },
    });
    expect(await getLog(school.id, { key, query: '?limit=0' })).toMatchObject({ status: 400 });
    expect(await getLog(school.id, { key, query: '?limit=101' })).toMatchObject({ status: 400 });
    expect((await getLog(other.id, { key: otherKey })).body.result).toEqual({ runs: [], next_before: null });
  });

  it('is in the OpenAPI document with the institute key', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'localhost' } });
    const spec = docs.json() as {
      paths: Record<string, Record<string, { security?: unknown; parameters?: Array<{ name: string }> }>>;
    };
    const call = spec.paths['/api/v1/institutes/{instituteId}/imports']!.get!;
    expect(call.security).toEqual([{ instituteKey: [] }]);
    expect(call.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['instituteId', 'limit', 'before']),
    );
  });
});
