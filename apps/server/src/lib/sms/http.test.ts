import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { HttpSmsSender, SMS_GATEWAY_DEFAULTS, type SmsGatewayConfig } from './http';
import { SmsRefusedError } from './sender';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local gateway: records each request and answers with `status`, after `delayMs`. */
let received: Received[] = [];
let answer = { status: 200, delayMs: 0 };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = () => response.writeHead(answer.status).end('{"id":"m1"}');
      if (answer.delayMs > 0) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, delayMs: 0 };
});

const gateway = (overrides: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  url: `${base}/send`,
  method: SMS_GATEWAY_DEFAULTS.method,
  headers: {},
  body: SMS_GATEWAY_DEFAULTS.body,
  escape: SMS_GATEWAY_DEFAULTS.escape,
  timeoutMs: SMS_GATEWAY_DEFAULTS.timeoutMs,
  ...overrides,
});
const TEXT = 'Your new "Greenfield" & Co portal password is Ab3 d+e/f';

describe('HttpSmsSender', () => {
  it('the default: a JSON body with the phone and the text, escaped, and the configured headers', async () => {
    await new HttpSmsSender(gateway({ headers: { authorization: 'Bearer k' } })).send('9000000001', TEXT);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/send');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer k');
    expect(JSON.parse(request!.body)).toEqual({ to: '9000000001', text: TEXT });
  });

  it('a form body, form-escaped, and placeholders in the URL', async () => {
    const sender = new HttpSmsSender(
      gateway({
        url: `${base}/api?sender=PORTAL&dest={{to}}`,
        body: 'number={{to}}&message={{text}}',
        escape: 'form',
      }),
    );
    await sender.send('+919000000001', TEXT);
    const [request] = received;
    expect(request!.url).toBe('/api?sender=PORTAL&dest=%2B919000000001');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      number: '+919000000001',
      message: TEXT,
    });
  });

  it('a GET with the text in the URL and no body', async () => {
    await new HttpSmsSender(gateway({ url: `${base}/get?to={{to}}&text={{text}}`, method: 'GET' })).send(
      '9000000001',
      'a b&c',
    );
    expect(received[0]!.method).toBe('GET');
    expect(new URL(received[0]!.url, base).searchParams.get('text')).toBe('a b&c');
    expect(received[0]!.body).toBe('');
  });

  it('a refusal (not 2xx) rejects with the status, never the text', async () => {
    answer.status = 400;
    const sending = new HttpSmsSender(gateway()).send('9000000001', TEXT);
    await expect(sending).rejects.toBeInstanceOf(SmsRefusedError);
    await expect(sending).rejects.toThrow(/answered 400/);
    await expect(sending).rejects.not.toThrow(/password/);
  });

  it('no answer within the timeout rejects', async () => {
    answer.delayMs = 2000;
    const sending = new HttpSmsSender(gateway({ timeoutMs: 200 })).send('9000000001', TEXT);
    await expect(sending).rejects.toThrow(/no answer within 200 ms/);
  });

  it('a gateway that cannot be reached rejects', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const sending = new HttpSmsSender(gateway({ url: `http://127.0.0.1:${port}/` })).send('1', TEXT);
    await expect(sending).rejects.toThrow(/could not be reached/);
  });
});

describe('SMS settings', () => {
  it('outbox by default; none in production; http once a gateway is configured', () => {
    expect(loadConfig({}).smsSender).toBe('outbox');
    expect(loadConfig({ NODE_ENV: 'production' }).smsSender).toBe('none');
    const configured = loadConfig({
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_HEADERS: '{"Authorization":"Bearer k"}',
      SMS_GATEWAY_ESCAPE: 'form',
      SMS_GATEWAY_BODY: 'to={{to}}&text={{text}}',
      SMS_GATEWAY_TIMEOUT_MS: '3000',
    });
    expect(configured.smsSender).toBe('http');
    expect(configured.smsGateway).toEqual({
      url: 'https://sms.example/send',
      method: 'POST',
      headers: { Authorization: 'Bearer k' },
      body: 'to={{to}}&text={{text}}',
      escape: 'form',
      timeoutMs: 3000,
    });
    expect(loadConfig({ NODE_ENV: 'production', SMS_SENDER: 'outbox' }).smsSender).toBe('outbox');
  });

  it.each([
    [{ SMS_SENDER: 'http' }, /needs SMS_GATEWAY_URL/],
    [{ SMS_GATEWAY_URL: 'sms.example' }, /Invalid SMS_GATEWAY_URL/],
    [{ SMS_GATEWAY_URL: 'https://sms.example', SMS_GATEWAY_HEADERS: '["x"]' }, /SMS_GATEWAY_HEADERS/],
    [{ SMS_GATEWAY_URL: 'https://sms.example', SMS_GATEWAY_ESCAPE: 'xml' }, /SMS_GATEWAY_ESCAPE/],
  ])('%o stops the start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
