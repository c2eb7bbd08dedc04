import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SSO_SECRET_HEADER } from '@portal/shared/sso/schema';
import { DEMO_SSO_SECRET } from '../../config';
import { openPostgres, type Database } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { currentYearId } from '../../db/seed/institutes';
import { batchOf, insertFixtureTest, type FixtureTest } from '../../features/test-panel/testing';
import { startProxy, type NodeProxy } from '../../lib/proxy';
import { sha256 } from '../../lib/tokens';
import { startServer, templateCopyUrl, type ServerProcess } from '../processes';
import { send, until, type SendOptions } from './http';

/*
 * Issue 14, several nodes: two compiled server processes on one PostgreSQL database (a copy of
 * the seeded template) and one DATA_DIR, the proxy in front. Whatever one node did, the other
 * knows: sessions, sign-in throttling, single-use keys, receipt links, autosaves and files.
 */

const GREENFIELD = 1;
const AARAV = 1001;
const DEVICE = 'multi-node-test-device';
const ASSIGNMENTS = '/api/v2/onlineAssignment';

let a: ServerProcess;
let b: ServerProcess;
let proxy: NodeProxy;
let database: Database;
let dropCopy: () => Promise<void>;
let dataDir: string;

describe.skipIf(!process.env.DATABASE_URL)('several nodes on one PostgreSQL and one DATA_DIR', () => {
  beforeAll(async () => {
    const copy = await templateCopyUrl(inject('serverTemplate'));
    dropCopy = copy.drop;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-nodes-'));
    [a, b] = await Promise.all([
      startServer({ databaseUrl: copy.url, dataDir }),
      startServer({ databaseUrl: copy.url, dataDir }),
    ]);
    proxy = await startProxy({ nodes: [a.url, b.url], healthEveryMs: 250, logLevel: 'error' });
    database = openPostgres(copy.url, 2);
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await dropCopy?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const call = (node: { url: string }, url: string, token?: string, options: SendOptions = {}) =>
    send(node.url, url, {
      ...options,
      headers: {
        host: 'localhost',
        source: 'WEB',
        ...(token ? { authorization: token } : {}),
        ...options.headers,
      },
    });

  async function signIn(node: { url: string }, userName = 'aarav@greenfield.test', from?: string) {
    const answer = await call(node, '/api/v2/user/v3/login', undefined, {
      body: { device_id: DEVICE, source: 'WEB', user_name: userName, password: DEMO_PASSWORD },
      from,
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    return answer.json<{ result: { student_auth: string } }>().result.student_auth;
  }

  const years = (node: { url: string }, token: string) =>
    call(node, `/api/v1/academicYear/all/${GREENFIELD}`, token);

  it('a session made on one node works on the other and through the proxy; logout on B ends it on A', async () => {
    const token = await signIn(a);
    expect((await years(b, token)).status).toBe(200);
    // Twice through the proxy: once on each node.
    for (let i = 0; i < 2; i++) expect((await years(proxy, token)).status).toBe(200);
    expect(proxy.nodes().every((node) => node.served > 0)).toBe(true);

    const out = await call(b, `/api/v1/alternateLogin/logout?deviceId=${DEVICE}`, token);
    expect(out.status, out.body.toString()).toBe(200);
    for (const node of [a, b]) {
      const after = await years(node, token);
      expect(after.status).toBe(403);
      expect(after.json().message).toBe('Your session has expired. Please sign in again.');
    }
  });

  it('50 wrong passwords for one account split across both nodes at once: at most 10 answers other than 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 === 0 ? a : b, '/api/v2/user/v3/login', undefined, {
          body: { device_id: DEVICE, source: 'WEB', user_name: '9000000010', password: `wrong-${i}` },
          // Fifty clients: only the account's count can stop them (the nodes trust a loopback proxy).
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const notThrottled = statuses.filter((status) => status !== 429);
    expect(notThrottled.length, statuses.join(' ')).toBeLessThanOrEqual(10);
    expect(notThrottled).toContain(401);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Both nodes refused some: the count is shared, not per process.
    const refusedBy = (index: number) =>
      answers.filter((answer, i) => i % 2 === index && answer.status === 429);
    expect(refusedBy(0).length).toBeGreaterThan(0);
    expect(refusedBy(1).length).toBeGreaterThan(0);
  });

  it('an SSO token spent on one node is refused on the other', async () => {
    const issue = async () => {
      const issued = await call(a, '/prod/ext/sso/token', undefined, {
        body: { user_name: 'aarav@greenfield.test' },
        headers: { [SSO_SECRET_HEADER]: DEMO_SSO_SECRET },
      });
      expect(issued.status, issued.body.toString()).toBe(200);
      return issued.json<{ result: { token: string } }>().result.token;
    };
    const follow = (node: { url: string }, token: string) =>
      call(node, '/prod/ext/sso/login', undefined, { body: { token } });
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const token = await issue();
      const used = await follow(first, token);
      expect(used.status, used.body.toString()).toBe(200);
      expect(used.json<{ result: { email_id: string } }>().result.email_id).toBe('aarav@greenfield.test');
      expect((await follow(second, token)).status).toBe(401);
    }
  });

  describe('the test panel', () => {
    let fixture: FixtureTest;
    let token: string;
    beforeAll(async () => {
      fixture = await insertFixtureTest(database.db, {
        instituteId: GREENFIELD,
        now: new Date(),
        batchId: await batchOf(database.db, AARAV),
      });
      token = await signIn(a);
    });

    const launchKey = async (node: { url: string }) => {
      const launched = await call(node, '/test-panel/api/launch', token, {
        body: { test_id: fixture.testId },
      });
      expect(launched.status, launched.body.toString()).toBe(200);
      return launched.json<{ result: { url: string } }>().result.url.split('/launch/')[1]!;
    };
    const open = (node: { url: string }, key: string) =>
      call(node, '/test-panel/api/open', undefined, { body: { key } });

    it('a launch key redeemed on one node is refused on the other', async () => {
      for (const [first, second] of [
        [a, b],
        [b, a],
      ] as const) {
        const key = await launchKey(first);
        expect((await open(first, key)).status).toBe(200);
        expect((await open(second, key)).status).toBe(401);
      }
    });

    it('autosaves sent to both nodes out of order keep the newest answer of each question', async () => {
      const opened = await open(a, await launchKey(b));
      const panel = opened.json<{ result: { token: string } }>().result.token;
      const [first, , , , , subjective] = fixture.questionIds as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const save = (node: { url: string }, quesId: number, seq: number, answer: unknown) =>
        send(node.url, '/test-panel/api/answers', {
          method: 'PUT',
          headers: { host: 'localhost', authorization: panel },
          body: { answers: [{ ques_id: quesId, answer, seq, marked_for_review: false }] },
        });
      // One by one, alternating nodes, in the order 3 1 5 2 4: the answer of seq 5 stays.
      for (const [i, seq] of [3, 1, 5, 2, 4].entries()) {
        const saved = await save(i % 2 === 0 ? a : b, subjective, seq, { text: `written at seq ${seq}` });
        expect(saved.status, saved.body.toString()).toBe(200);
      }
      // All at once, alternating nodes, seq shuffled: the greatest seq wins whatever arrives last.
      const seqs = [7, 2, 9, 4, 1, 8, 3, 6, 5, 10, 12, 11];
      const batch = await Promise.all(
        seqs.map((seq, i) => save(i % 2 === 0 ? b : a, first, seq, { option: seq % 3 })),
      );
      expect(batch.map((answer) => answer.status)).toEqual(seqs.map(() => 200));

      for (const node of [a, b]) {
        const paper = await send(node.url, '/test-panel/api/paper', {
          headers: { host: 'localhost', authorization: panel },
        });
        expect(paper.status).toBe(200);
        const answers = paper.json<{
          result: { answers: Array<{ ques_id: number; seq: number; answer: unknown }> };
        }>().result.answers;
        expect(answers.find((one) => one.ques_id === subjective)).toMatchObject({
          seq: 5,
          answer: { text: 'written at seq 5' },
        });
        expect(answers.find((one) => one.ques_id === first)).toMatchObject({
          seq: 12,
          answer: { option: 0 },
        });
      }
    });
  });

  // A link opens for the user who asked (here their token header; the portal's browser sends the file
  // key cookie the link's answer set, issue 28), from the asking address, for 5 minutes.
  describe('fee receipt links (5 minutes, for the asking user and address; not single-use by design)', () => {
    let token: string;
    let receiptPath: string;
    beforeAll(async () => {
      token = await signIn(a);
      const year = currentYearId(GREENFIELD);
      const summary = await call(a, `/api/v1/studentWise/fee/${GREENFIELD}/students/${AARAV}/${year}`, token);
      expect(summary.status).toBe(200);
      const payment = summary
        .json<{ result: { p_install_li: Array<{ f_rec_no: string; financial_yr: string }> } }>()
        .result.p_install_li.at(0)!;
      receiptPath = `/api/v1/studentWise/fee/${AARAV}/feeReceipt/${encodeURIComponent(payment.f_rec_no)}/download?fin_yr=${encodeURIComponent(payment.financial_yr)}&acad_year=${year}`;
    });

    const linkVia = async (node: { url: string }, from?: string) => {
      const answer = await call(node, receiptPath, token, { from });
      expect(answer.status, answer.body.toString()).toBe(200);
      return answer.json<{ awsDownloadLink: string }>().awsDownloadLink;
    };
    const expectPdf = (answer: Awaited<ReturnType<typeof send>>) => {
      expect(answer.status, answer.body.subarray(0, 200).toString()).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    };

    it('a link made through node A serves the PDF through node B (and A again), and expires on both', async () => {
      const link = await linkVia(a);
      expectPdf(await call(b, link, token));
      expectPdf(await call(a, link, token));
      const tokenHash = sha256(link.split('/').at(-1)!);
      // Expired by the nodes' own clocks (/health's time), not the database server's nor this
      // process's: each node's clock starts at CLOCK_START when it has loaded, seconds after this
      // process chose it on a busy machine, so it may be behind this one's.
      const nodeTimes = await Promise.all(
        [a, b].map(async (node) =>
          Date.parse((await call(node, '/health', token)).json<{ time: string }>().time),
        ),
      );
      const secondAgo = new Date(Math.min(...nodeTimes) - 1_000).toISOString();
      await database.db.execute(
        sql`update fee_receipt_links set expires_at = ${secondAgo}::timestamptz where token_hash = ${tokenHash}`,
      );
      for (const node of [a, b]) expect((await call(node, link, token)).status).toBe(403);
    });

    it("the proxy passes the client's address: a link asked through it works through it from that address only", async () => {
      const link = await linkVia(proxy, '127.0.0.2');
      // Twice, so both nodes serve it.
      for (let i = 0; i < 2; i++) expectPdf(await call(proxy, link, token, { from: '127.0.0.2' }));
      expect((await call(proxy, link, token, { from: '127.0.0.3' })).status).toBe(403);
      // Straight to a node from 127.0.0.1: another address.
      expect((await call(a, link, token)).status).toBe(403);
    });
  });

  it('an assignment file uploaded through node A downloads byte for byte through node B', async () => {
    const token = await signIn(a);
    const listed = await call(b, `${ASSIGNMENTS}/student/getAssignmentsDetail`, token, {
      body: { category_id: 255, institute_id: GREENFIELD, student_id: AARAV },
    });
    const lists = listed.json<{ result: Record<string, Array<{ title: string; file_id: number }>> }>().result;
    const assignment = [
      ...lists.upcoming_online_assignment_list!,
      ...lists.past_online_assignment_list!,
    ].find((item) => item.title === 'Poem recitation notes')!;
    // A PDF with 100 kB of random hex after its end (hex: no PDF keyword can appear by chance).
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
      Buffer.from(randomBytes(50_000).toString('hex')),
    ]);
    const boundary = '----multi-node-test-boundary';
    const fields = {
      institute_id: GREENFIELD,
      category_id: 255,
      studentId_array: [AARAV],
      file_id: assignment.file_id,
      student_status: 'Draft',
      student_comment: 'Uploaded through node A',
      attachmentId_array: [],
      url_lists: [],
    };
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="poem.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${JSON.stringify(fields)}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const uploaded = await call(a, `${ASSIGNMENTS}/student/updateAssignment`, token, {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(200);

    const attachments = await call(
      b,
      `${ASSIGNMENTS}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${assignment.file_id}`,
      token,
    );
    const own = attachments
      .json<{
        result: { student_attachment: Array<{ attachment_id: number; attachment_display_name: string }> };
      }>()
      .result.student_attachment.find((item) => item.attachment_display_name === 'poem.pdf')!;
    const granted = await call(b, `${ASSIGNMENTS}/downloadFile`, token, {
      body: { attachmentId_array: [own.attachment_id], institute_id: GREENFIELD, attachment_type: 'student' },
    });
    expect(granted.status, granted.body.toString()).toBe(200);
    const file = await call(b, granted.json<{ result: { body: string } }>().result.body, token);
    expect(file.status).toBe(200);
    expect(file.body.equals(pdf)).toBe(true);
  });

  // Last: it kills node B.
  it('a request through the proxy keeps working when a node is killed: the proxy skips it', async () => {
    const token = await signIn(proxy);
    await b.stop('SIGKILL');
    for (let i = 0; i < 6; i++) expect((await years(proxy, token)).status).toBe(200);
    await until(() => proxy.nodes()[1]!.up === false, 20_000, 'node B marked down');
    for (let i = 0; i < 4; i++) expect((await signIn(proxy)).length).toBeGreaterThan(0);
  });
});
