import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { passwordResets, smsOutbox, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { HttpSmsSender, SMS_GATEWAY_DEFAULTS } from '../../lib/sms/http';
import { UnavailableSmsSender } from '../../lib/sms/sender';
import { openTemplateCopy } from '../../test/database';
import { authedGet, call, signIn } from '../../test/requests';

/** A local SMS gateway: keeps what it accepted; answers `status`. */
let gatewayStatus = 200;
let accepted: { to: string; text: string }[] = [];
let gateway: http.Server;
let gatewayUrl: string;

/** Every log line of the apps below, at every level. */
let logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let database: Database;
const apps: App[] = [];
const appWith = async (smsSender: Config['smsSender'], sms?: App['sms']) => {
  const config = { ...loadConfig({}), webDist: '/nonexistent/web-dist', smsSender };
  const app = await buildApp({ config, database, sms, logger: { level: 'trace', stream: logStream } });
  await app.ready();
  apps.push(app);
  return app;
};

beforeAll(async () => {
  database = await openTemplateCopy(inject('serverTemplate'));
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (gatewayStatus === 200) accepted.push(JSON.parse(body) as { to: string; text: string });
      response.writeHead(gatewayStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  gatewayStatus = 200;
  accepted = [];
  logLines = [];
});

const httpSender = () =>
  new HttpSmsSender({
    url: gatewayUrl,
    method: 'POST',
    headers: {},
    body: SMS_GATEWAY_DEFAULTS.body,
    escape: 'json',
    timeoutMs: 5000,
  });
const forgot = (app: App, body: Record<string, unknown>) =>
  call<unknown>(app, 'POST', '/api/v2/user/forgotPassword', { payload: { source: 'WEB', ...body } });
const hashOf = async (id: number) =>
  (await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
const resetsOf = async (id: number) =>
  (await database.db.select().from(passwordResets).where(eq(passwordResets.userId, id))).length;
const passwordIn = (text: string) => /portal password is ([A-Za-z0-9]{8})$/.exec(text)![1]!;

describe('Forgot Password and the text-message sender', () => {
  it('a gateway that accepts: the texted password signs in, and no log line holds it', async () => {
    const app = await appWith('http', httpSender());
    const { status } = await forgot(app, { user_name: '9000000001' });
    expect(status).toBe(200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.to).toBe('9000000001');
    const password = passwordIn(accepted[0]!.text);
    expect((await signIn(app, { user_name: 'aarav@greenfield.test', password })).user_id).toBe(101);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
  });

  it('a gateway that refuses: 503, the old password and the sessions stay', async () => {
    const app = await appWith('http', httpSender());
    const { student_auth: session } = await signIn(app, { user_name: '9000000002' });
    const before = await hashOf(103);
    gatewayStatus = 500;
    const { status, body } = await forgot(app, { user_name: '9000000002' });
    expect(status).toBe(503);
    expect(body.message).toBe(
      'The new password could not be sent. Your password has not been changed. Please try again later.',
    );
    expect(await hashOf(103)).toBe(before);
    expect((await authedGet(app, '/api/v1/academicYear/all/1', session)).status).toBe(200);
    expect((await signIn(app, { user_name: '9000000002', password: DEMO_PASSWORD })).user_id).toBe(103);
  });

  it('no sender (production without a gateway): 501 with a clear message, nothing changes', async () => {
    const app = await appWith('none', new UnavailableSmsSender());
    const before = [await hashOf(105), await resetsOf(105)];
    const { status, body } = await forgot(app, { user_name: '9000000003' });
    expect(status).toBe(501);
    expect(body.message).toBe('Password reset by text message is not available; contact your institute.');
    expect([await hashOf(105), await resetsOf(105)]).toEqual(before);
  });

  it('production without a gateway chooses no sender', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production' }), webDist: '/nonexistent/web-dist' };
    const app = await buildApp({ config, database });
    apps.push(app);
    expect(app.sms.available).toBe(false);
  });

  it('the demo outbox keeps the text, and the log does not hold it', async () => {
    const app = await appWith('outbox');
    const { status } = await forgot(app, { user_name: '9000000004' });
    expect(status).toBe(200);
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '9000000004'));
    const password = passwordIn(row!.text);
    expect(logLines.some((line) => line.includes('sms_outbox'))).toBe(true);
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
  });
});
