import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SSO_SECRET } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/requests';
import { issueDirect, issueOverHttp, linkFor, parseLinkArgs, ServerNotRunning } from './link';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const parse = (args: string[], env: Record<string, string> = {}) => parseLinkArgs(args, env, DEMO_SSO_SECRET);
const follow = (token: string, host?: string) =>
  call<{ email_id: string; redirect_url: string | null }>(t.app, 'POST', '/prod/ext/sso/login', {
    host,
    payload: { token },
  });

describe('npm run sso-link', () => {
  it('reads the login, host, redirect and ports; PORT and SSO_SECRET from the environment', () => {
    expect(parse(['aarav@greenfield.test'])).toEqual({
      userName: 'aarav@greenfield.test',
      userId: undefined,
      host: 'localhost',
      port: 8080,
      linkPort: 8080,
      redirect: null,
      secret: DEMO_SSO_SECRET,
    });
    expect(
      parse(
        [
          '9000000005',
          '--host',
          'greenfield.localhost',
          '--redirect',
          '/timetable',
          '--user-id',
          '110',
          '--link-port',
          '5173',
        ],
        {
          PORT: '8090',
          SSO_SECRET: 'other',
        },
      ),
    ).toMatchObject({
      userId: 110,
      host: 'greenfield.localhost',
      port: 8090,
      linkPort: 5173,
      redirect: '/timetable',
      secret: 'other',
    });
    expect(() => parse([])).toThrow(/Usage/);
    expect(() => parse(['x', '--redirect', '//evil.example'])).toThrow(/--redirect/);
    expect(() => parse(['x', '--port', 'abc'])).toThrow(/--port/);
    expect(linkFor({ host: 'localhost', linkPort: 8090 }, 'a-b_c')).toBe(
      'http://localhost:8090/?token=a-b_c',
    );
  });

  it('asks the running server (institute by host) for a token that then signs in', async () => {
    const token = await issueOverHttp(
      parse(['riya@apex.test', '--host', 'apex.localhost', '--redirect', '/exam'], { PORT: String(port) }),
    );
    const { status, body } = await follow(token, 'apex.localhost');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ email_id: 'riya@apex.test', redirect_url: '/exam' });
  });

  it("explains the server's refusals", async () => {
    const at = { PORT: String(port) };
    await expect(issueOverHttp(parse(['riya@apex.test'], at))).rejects.toThrow(/404.*--host/);
    await expect(issueOverHttp(parse(['aarav@greenfield.test', '--secret', 'wrong'], at))).rejects.toThrow(
      /401/,
    );
    await expect(issueOverHttp(parse(['9000000005'], at))).rejects.toThrow(/--user-id/);
  });

  it('with no server on the port: ServerNotRunning, and the token goes into the database directly', async () => {
    const free = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const freePort = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(freePort));
      });
    });
    await expect(
      issueOverHttp(parse(['aarav@greenfield.test'], { PORT: String(free) })),
    ).rejects.toBeInstanceOf(ServerNotRunning);
    const token = await issueDirect(t.database.db, parse(['aarav@greenfield.test']));
    expect((await follow(token)).body.result.email_id).toBe('aarav@greenfield.test');
    await expect(issueDirect(t.database.db, parse(['x', '--host', 'nowhere.example']))).rejects.toThrow(
      /No institute/,
    );
  });
});
