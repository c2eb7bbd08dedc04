/**
 * The report calls read only: served from DATABASE_REPLICA_URL pointed at the same server as
 * a user who may only SELECT, in read-only transactions, they answer in full. A write from
 * either would fail (permission denied, read-only transaction) and answer an error.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OfflineReport, TestReport } from '@portal/shared/reports/schema';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres, rowsOf, type Database } from '../../db/client';
import { onServer, templateCopyUrl } from '../../test/database';
import { call, signIn } from '../../test/requests';

const AARAV = { user: 101, account: 5101, student: 1001 };
const READER = 'portal_report_reader';

describe.skipIf(!process.env.DATABASE_URL)('the report calls on a read-only replica connection', () => {
  let copy: Awaited<ReturnType<typeof templateCopyUrl>>;
  let database: Database;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    copy = await templateCopyUrl(inject('serverTemplate'));
    const name = new URL(copy.url).pathname.slice(1);
    await onServer(copy.url, async (client) => {
      await client.query(`do $$ begin
          if not exists (select 1 from pg_roles where rolname = '${READER}') then
            create role ${READER} login;
          end if;
        end $$`);
      await client.query(`alter role ${READER} set default_transaction_read_only = on`);
      await client.query(`grant connect on database "${name}" to ${READER}`);
      await client.query(`grant usage on schema public to ${READER}`);
      await client.query(`grant select on all tables in schema public to ${READER}`);
    });
    const replicaUrl = new URL(copy.url);
    replicaUrl.username = READER;
    database = openPostgres(copy.url, 4);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-replica-test-'));
    app = await buildApp({
      config: {
        ...loadConfig({}),
        dataDir,
        webDist: '/nonexistent/web-dist',
        databaseUrl: copy.url,
        databaseReplicaUrl: replicaUrl.toString(),
      },
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await onServer(copy.url, async (client) => {
      const name = new URL(copy.url).pathname.slice(1);
      await client.query(`revoke all on all tables in schema public from ${READER}`);
      await client.query(`revoke usage on schema public from ${READER}`);
      await client.query(`revoke connect on database "${name}" from ${READER}`);
    }).catch(() => undefined);
    await copy?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the replica connection is the read-only user and refuses writes', async () => {
    expect(app.readDb).not.toBe(database.db);
    const [who] = await rowsOf<{ user: string }>(app.readDb, sql`select current_user as user`);
    expect(who!.user).toBe(READER);
    await expect(app.readDb.execute(sql`update tests set name = name`)).rejects.toThrow();
  });

  it('answers the offline report and every published test report of a student in full', async () => {
    const aarav = await signIn(app, { user_name: 'aarav@greenfield.test' });
    const offline = await call<OfflineReport>(app, 'GET', `/api/v1/reports/Student/${AARAV.student}`, {
      token: aarav.student_auth,
    });
    expect(offline.status, offline.body.message).toBe(200);
    const ranked = offline.body.result.pastCourseExamSchdJson
      .flatMap((group) => group.pastCourseExamList)
      .filter((exam) => exam.courseLevelRank !== null);
    expect(ranked.length).toBeGreaterThan(0);

    const published = await rowsOf<{ test_id: number }>(
      database.db,
      sql`select distinct a.test_id from attempts a join tests t on t.id = a.test_id
          where a.user_id = ${AARAV.user} and t.result_published and a.status <> 'in_progress'`,
    );
    expect(published.length).toBeGreaterThan(0);
    // An attempt whose time ran out and that the sweeper has not closed yet: the report must
    // not close it itself (a write); it counts once the sweeper (on the primary) has.
    const expiredAt = new Date(Date.UTC(2026, 0, 5, 5, 0));
    await database.db.execute(
      sql`insert into attempts (test_id, institute_id, user_id, student_id, status, started_at, deadline_at)
          values (${published[0]!.test_id}, 1, ${AARAV.user}, ${AARAV.student}, 'in_progress',
                  ${new Date(expiredAt.getTime() - 3_600_000)}, ${expiredAt})`,
    );
    for (const { test_id } of published) {
      const report = await call<TestReport>(
        app,
        'GET',
        `/api/v1/studentdashboard/testReports/${AARAV.account}/${AARAV.user}/${test_id}/-1`,
        { token: aarav.scorecard_auth_token! },
      );
      expect(report.status, report.body.message).toBe(200);
      expect(report.body.result.report_status).toBe('attempted_n_result_published');
      expect(report.body.result.test_report?.rank).toBeGreaterThanOrEqual(1);
    }
  });
});
