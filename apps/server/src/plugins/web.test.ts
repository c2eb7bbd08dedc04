import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { writeServerBuild } from '../test/server-build';

/*
 * The built portal as a browser gets it: hashed assets cached for a year and compressed when
 * they are text, the page itself revalidated on every visit (a new version is seen at once).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(', ')}];\n`;
const style = `.card { padding: 1rem; border-radius: 8px; }\n`.repeat(60);
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(60)}</svg>`;
/** Bytes that do not compress (fonts and pictures are compressed already). */
const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
const page = (version: string) =>
  `<!doctype html><html><head><title>Portal ${version}</title>${'<link rel="modulepreload" href="/assets/app-abc123.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

const brotliBest = brotliCompressSync(script, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});
const gzipBest = gzipSync(script, { level: 9 });

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, 'index.html'), page('1'));
  await fs.writeFile(path.join(dist, 'assets/app-abc123.js'), script);
  await fs.writeFile(path.join(dist, 'assets/app-abc123.css'), style);
  await fs.writeFile(path.join(dist, 'assets/logo-abc123.svg'), svg);
  await fs.writeFile(path.join(dist, 'assets/font-abc123.woff2'), noise);
  await fs.writeFile(path.join(dist, 'assets/photo-abc123.png'), noise);
  // As the build writes them (apps/web/build/precompress.ts): brotli at its best, gzip -9.
  await fs.writeFile(path.join(dist, 'assets/entry-abc123.js'), script);
  await fs.writeFile(path.join(dist, 'assets/entry-abc123.js.br'), brotliBest);
  await fs.writeFile(path.join(dist, 'assets/entry-abc123.js.gz'), gzipBest);
  await fs.writeFile(
    path.join(dist, '.vite/manifest.json'),
    '{"index.html":{"file":"assets/app-abc123.js"}}',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe('hashed assets', () => {
  it.each([
    ['/assets/app-abc123.js', script, /javascript/],
    ['/assets/app-abc123.css', style, /text\/css/],
    ['/assets/logo-abc123.svg', svg, /image\/svg\+xml/],
  ])('%s: cached for a year, compressed (brotli or gzip) to the same bytes', async (url, content, type) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(content.length / 2);
      expect(decoded(response).toString()).toBe(content);
    }
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(content);
  });

  it.each(['/assets/font-abc123.woff2', '/assets/photo-abc123.png'])(
    '%s: cached for a year, sent as it is',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(noise)).toBe(true);
    },
  );

  it.each([
    ['/assets/app-abc123.js', 'compressed per request'],
    ['/assets/entry-abc123.js', 'compressed by the build'],
  ])('a range of a script (%s, %s) is the unencoded bytes, 206', async (url) => {
    const response = await get(url, { range: 'bytes=10-109', 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 10-109/${Buffer.byteLength(script)}`);
    expect(response.body).toBe(script.slice(10, 110));
  });

  it('a script the build compressed is sent as those bytes (brotli at its best, not per request), else gzip -9', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(brotliBest)).toBe(true);
    expect(decoded(br).toString()).toBe(script);

    const gzip = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipBest)).toBe(true);

    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the compressed copies are not addresses of their own', async () => {
    for (const url of ['/assets/entry-abc123.js.br', '/assets/entry-abc123.js.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("the build's manifest (.vite/) is not served", async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('app-abc123');
  });
});

describe('the page and client routes', () => {
  it.each(['/', '/dashboard', '/product/12'])(
    '%s: no-cache, compressed, with its CSP; a new build is seen on the next visit',
    async (url) => {
      await fs.writeFile(path.join(dist, 'index.html'), page('1'));
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decoded(first).toString()).toBe(page('1'));

      const validator = String(first.headers.etag);
      expect(validator).not.toBe('undefined');
      const unchanged = await get(url, { 'accept-encoding': 'br', 'if-none-match': validator });
      expect(unchanged.statusCode).toBe(304);

      // A new build: another size, so the old validator no longer matches.
      await fs.writeFile(path.join(dist, 'index.html'), page('2 (a newer build)'));
      const next = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': validator });
      expect(next.statusCode).toBe(200);
      expect(decoded(next).toString()).toBe(page('2 (a newer build)'));
    },
  );
});

describe('preload hints: the page names what its screen will fetch', () => {
  // Vite's manifest of a build: the entry (in index.html already), the route files, a contract.
  const locales = Object.fromEntries(
    [
      'en/common',
      'en/auth',
      'en/shell',
      'en/dashboard',
      'en/assignments',
      'fr/common',
      'fr/shell',
      'fr/dashboard',
    ].map((key) => [`src/locales/${key}.json`, { file: `assets/${key.replace('/', '-')}.js` }]),
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/app/routes/sign-in.tsx': {
      file: 'assets/sign-in-1.js',
      imports: ['index.html'],
      css: ['assets/sign-in-1.css'],
    },
    'src/app/routes/signed-in-layout.tsx': {
      file: 'assets/layout-1.js',
      imports: ['index.html', '_signed-in-1.js'],
    },
    '_signed-in-1.js': {
      file: 'assets/signed-in-1.js',
      imports: ['_react-1.js'],
      css: ['assets/signed-in-1.css'],
      dynamicImports: ['../../packages/shared/src/profile/schema.ts'],
    },
    'src/lib/i18n-bundles.ts': {
      file: 'assets/i18n-bundles-1.js',
      imports: ['index.html'],
      dynamicImports: Object.keys(locales),
    },
    'src/app/routes/dashboard.tsx': {
      file: 'assets/dashboard-1.js',
      imports: ['index.html', '_signed-in-1.js'],
      css: ['assets/dashboard-1.css'],
      dynamicImports: ['../../packages/shared/src/dashboard/schema.ts', 'src/components/chart.tsx'],
    },
    '../../packages/shared/src/dashboard/schema.ts': {
      file: 'assets/schema-d1.js',
      name: 'schema',
      imports: ['_zod-1.js'],
    },
    '../../packages/shared/src/profile/schema.ts': { file: 'assets/schema-p1.js', name: 'schema' },
    '_zod-1.js': { file: 'assets/zod-1.js' },
    'src/components/chart.tsx': { file: 'assets/chart-1.js', name: 'chart' },
    'src/app/routes/assignment-detail.tsx': { file: 'assets/assignment-1.js', imports: ['index.html'] },
    ...locales,
  };
  const manifestFile = () => path.join(dist, '.vite/manifest.json');
  const html = async (url: string, host = 'localhost:8080') => {
    const response = await get(url, { host });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    return response.body;
  };
  const head = (body: string) => body.slice(0, body.indexOf('</head>'));

  beforeAll(async () => {
    await fs.writeFile(path.join(dist, 'index.html'), page('1'));
    await fs.writeFile(manifestFile(), JSON.stringify(manifest));
    await fs.writeFile(path.join(dist, 'assets/dashboard-1.css'), '.home{display:grid}');
    // The router's table (app/screens.ts) in the server's build: address, route file, texts.
    await writeServerBuild(dist, [
      ['dashboard', 'dashboard', 'dashboard'],
      ['assignment/:fileId', 'assignment-detail', 'assignments'],
    ]);
  });
  afterAll(async () => {
    await fs.writeFile(manifestFile(), '{"index.html":{"file":"assets/app-abc123.js"}}');
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true, force: true });
  });

  it("a screen's page names its chunks, its own contract, styles and texts in the host institute's language", async () => {
    const english = head(await html('/dashboard'));
    for (const href of [
      '/assets/layout-1.js',
      '/assets/signed-in-1.js',
      '/assets/i18n-bundles-1.js',
      '/assets/dashboard-1.js',
      '/assets/schema-d1.js',
      '/assets/zod-1.js',
      '/assets/en-common.js',
      '/assets/en-shell.js',
      '/assets/en-dashboard.js',
    ])
      expect(english).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    expect(english).toContain('<link rel="stylesheet" href="/assets/signed-in-1.css">');
    // The route file's own styles come inside the page, not as a stylesheet to wait for.
    expect(english).toContain('<style>.home{display:grid}</style>');
    expect(english).not.toContain('dashboard-1.css');
    // Not the entry's own (index.html names them), nor what is loaded when used, nor what shared code
    // may ask for, nor another page's or language's.
    for (const file of ['index-1', 'react-1', 'chart-1', 'schema-p1', 'sign-in-1', 'fr-'])
      expect(english).not.toContain(file);

    // Lumière speaks French: the same screen, its French texts.
    const french = head(await html('/dashboard', 'lumiere.localhost:8080'));
    for (const href of ['/assets/fr-common.js', '/assets/fr-shell.js', '/assets/fr-dashboard.js'])
      expect(french).toContain(`href="${href}"`);
    expect(french).not.toContain('/assets/en-');
  });

  it("the sign-in page also preloads its institute's branding call, for this host", async () => {
    const signIn = head(await html('/?lang=x', 'lumiere.localhost:8080'));
    expect(signIn).toContain('href="/assets/sign-in-1.js"');
    // A route's own stylesheet the server cannot read is linked, as the shared ones.
    expect(signIn).toContain('<link rel="stylesheet" href="/assets/sign-in-1.css">');
    expect(signIn).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=lumiere.localhost">',
    );
    expect(signIn).toContain('href="/assets/fr-common.js"');
    expect(signIn).not.toContain('layout-1');

    // Drawn by the server, the page comes with the call's answer: nothing to preload for it.
    const table: Array<[string, string, string]> = [['dashboard', 'dashboard', 'dashboard']];
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true });
    await writeServerBuild(
      dist,
      table,
      `export async function renderScreen() {
  return { html: '<main class="signin"></main>', answers: '{}', language: 'fr', session: '' };
}`,
      'drawn',
    );
    const drawn = head(await html('/', 'lumiere.localhost:8080'));
    expect(drawn).toContain('href="/assets/sign-in-1.js"');
    expect(drawn).not.toContain('getLogoAndFavIcon');
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true });
    await writeServerBuild(dist, [...table, ['assignment/:fileId', 'assignment-detail', 'assignments']]);
  });

  it("a signed-in screen's page: its script and modules named on #root, fetched once it has painted", async () => {
    const entry = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
    await fs.writeFile(path.join(dist, 'index.html'), page('1').replace('</head>', `${entry}</head>`));
    try {
      for (const url of ['/dashboard', '/assignment/42']) {
        const body = await html(url);
        const root = /<div id="root"([^>]*)><\/div>/.exec(body)?.[1] ?? '';
        expect(root, url).toMatch(/^ data-entry="\/assets\/index-abc123\.js" data-preload="[^"]+"$/);
        const preload = / data-preload="([^"]+)"/.exec(root)![1]!.split(' ');
        // Vite's module preloads and the page's, the screen's texts included.
        expect(preload, url).toContain('/assets/app-abc123.js');
        expect(preload, url).toContain(
          url === '/dashboard' ? '/assets/dashboard-1.js' : '/assets/assignment-1.js',
        );
        expect(preload, url).toContain(
          url === '/dashboard' ? '/assets/en-dashboard.js' : '/assets/en-assignments.js',
        );
        expect(body, url).not.toContain(entry);
        expect(body, url).not.toContain('rel="modulepreload"');
        // The screen's styles stay in <head>: the drawn header needs them to paint.
        expect(head(body)).toContain('<link rel="stylesheet" href="/assets/signed-in-1.css">');
      }
      // Not a screen (another case, an unknown path, a public page): as built, its script in <head>.
      for (const url of ['/Dashboard', '/nowhere', '/userLogin']) {
        const body = await html(url);
        expect(body, url).toContain('<div id="root"></div>');
        expect(body, url).toContain(entry);
      }
    } finally {
      await fs.writeFile(path.join(dist, 'index.html'), page('1'));
    }
  });

  it('a path with an id matches its screen; another case, an unknown path or an unknown host get no guesses', async () => {
    expect(head(await html('/assignment/42'))).toContain('href="/assets/assignment-1.js"');
    expect(head(await html('/assignment/42'))).toContain('href="/assets/en-assignments.js"');
    // The router matches case-sensitively: /Dashboard is not the dashboard.
    expect(await html('/Dashboard')).toBe(page('1'));
    expect(await html('/nowhere/at/all')).toBe(page('1'));
    // No institute behind the host: the chunks, but no language's texts.
    const unknown = head(await html('/dashboard', 'nobody.example:8080'));
    expect(unknown).toContain('href="/assets/dashboard-1.js"');
    expect(unknown).not.toMatch(/\/assets\/(en|fr)-/);
  });

  it('a new server build (another file name) is read again, with its table', async () => {
    const assignment: [string, string, string] = ['assignment/:fileId', 'assignment-detail', 'assignments'];
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true });
    await writeServerBuild(dist, [assignment], undefined, 'test2');
    expect(await html('/dashboard')).toBe(page('1'));
    expect(head(await html('/assignment/42'))).toContain('href="/assets/assignment-1.js"');
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true });
    await writeServerBuild(dist, [['dashboard', 'dashboard', 'dashboard'], assignment]);
    expect(head(await html('/dashboard'))).toContain('href="/assets/dashboard-1.js"');
  });

  it('a manifest the server cannot read leaves the page without hints', async () => {
    await fs.writeFile(manifestFile(), '{"index.html": 42');
    expect(await html('/dashboard')).toBe(page('1'));
    await fs.writeFile(manifestFile(), JSON.stringify(manifest));
    expect(await html('/dashboard')).not.toBe(page('1'));
  });
});

describe('the sign-in page the server draws is in the `/` it sends', () => {
  // Stands in for the portal's build (apps/web/src/app/server-render.tsx, tested in the browser by
  // performance.spec): the sign-in page of the institute the branding call names, in its language,
  // for a visitor without a session; nothing for an unknown host.
  const renderer = `
export async function renderScreen({ url, session, fetch }) {
  const { pathname, hostname } = new URL(url);
  if (pathname !== '/' || session !== null) return null;
  const answer = await fetch('/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=' + hostname);
  const institute = answer.ok ? (await answer.json()).result[0] : null;
  if (!institute) return null;
  return {
    html: '<main class="signin"><h1>' + institute.language + '</h1></main>',
    answers: JSON.stringify(institute),
    language: institute.language,
    session: '',
  };
}`;
  const signIn = (lang: string) => `<main class="signin"><h1>${lang}</h1></main>`;
  const page$ = (url: string, host = 'localhost:8080', headers: Record<string, string> = {}) =>
    get(url, { host, ...headers });
  const entry = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
  const built = page('1').replace('<html>', '<html lang="en">').replace('</head>', `${entry}</head>`);

  beforeAll(async () => {
    await fs.writeFile(path.join(dist, 'index.html'), built);
    await writeServerBuild(dist, [['dashboard', 'dashboard', 'dashboard']], renderer, 'sign-in');
  });
  afterAll(async () => {
    await fs.rm(path.join(dist, '.vite/ssr'), { recursive: true, force: true });
    await fs.writeFile(path.join(dist, 'index.html'), page('1'));
  });

  it("in the host institute's language, which <html> then names, with the institute it was drawn with", async () => {
    const response = await page$('/');
    expect(response.statusCode).toBe(200);
    const english = response.body;
    // Marked as drawn for no session (index.html keeps it only for a visitor without one), not inert:
    // what is typed and pressed before the script is kept for it.
    expect(english).toContain(
      `<div id="root" data-ssr="" data-entry="/assets/index-abc123.js" data-preload="${Array(30)
        .fill('/assets/app-abc123.js')
        .join(' ')}">${signIn('en')}</div><script type="application/json" id="server-answers">{`,
    );
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    // The same page for everyone of this host.
    expect(response.headers['cache-control']).toBe('no-cache');
    const french = (await page$('/', 'lumiere.localhost:8080')).body;
    expect(french).toContain(`data-entry="/assets/index-abc123.js" data-preload="/assets/app-abc123.js `);
    expect(french).toContain(`">${signIn('fr')}</div>`);
    expect(french).toContain('"instituteName":"École Lumière"');
    expect(french).toMatch(/^<!doctype html><html lang="fr">/);
    // The script and its modules are fetched by index.html's inline script once the page has
    // painted: no script or module preload tag shares the first round trips with the styles.
    expect(french).not.toContain(entry);
    expect(french).not.toContain('rel="modulepreload"');
    // Vidya speaks Hindi, Lernwerk German.
    expect((await page$('/?from=mail', 'vidya.localhost:8080')).body).toContain(signIn('hi'));
    expect((await page$('/', 'lernwerk.localhost:8080')).body).toContain(signIn('de'));
  });

  it('not for other pages, a single sign-on link (token=), a host with no institute or a signed-in visitor', async () => {
    for (const [url, host, cookie] of [
      ['/userLogin', 'localhost:8080', ''],
      ['/?token=abc', 'localhost:8080', ''],
      ['/', 'nobody.example:8080', ''],
      ['/', 'localhost:8080', 'portal_session=%7B%7D'],
    ] as const) {
      const html = (await page$(url, host, cookie ? { cookie } : {})).body;
      expect(html, `${host}${url}`).toContain('<div id="root"></div>');
      expect(html, `${host}${url}`).toContain(entry);
      expect(html, `${host}${url}`).not.toContain('<main class="signin">');
    }
  });
});
