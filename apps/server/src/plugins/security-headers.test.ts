import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { inlineScriptHashes, portalCsp } from './security-headers';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'dark');";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, exactly as written', () => {
    const html = `<head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/x.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(THEME_SCRIPT)]);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    );
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/test-panel/launch/abc'])(
    'the portal page %s carries a CSP without inline scripts but the page’s own, by hash',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toBe(portalCsp([sha(THEME_SCRIPT)]));
      expect(csp).toContain(`script-src 'self' ${sha(THEME_SCRIPT)};`);
      expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    },
  );

  it('every answer: nosniff, same-origin referrer, no framing; no HSTS over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when the trusted proxy says the request came over TLS, not when an outsider says so', async () => {
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
