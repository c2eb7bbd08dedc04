import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPreloadMap, routeNamespaces, screenContracts, signedInScreens } from './preload-map';

const root = fileURLToPath(new URL('..', import.meta.url));
const router = readFileSync(new URL('../src/app/screens.ts', import.meta.url), 'utf8');

/** A build's manifest in miniature: the entry shares react with the screens; the dashboard has a contract and a chart. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js'] },
  'src/app/routes/sign-in.tsx': {
    file: 'assets/sign-in-1.js',
    imports: ['index.html', '_react-1.js'],
    css: ['assets/sign-in-1.css'],
  },
  'src/app/routes/signed-in-layout.tsx': {
    file: 'assets/layout-1.js',
    imports: ['index.html', '_query-1.js'],
    css: ['assets/layout-1.css'],
  },
  'src/lib/i18n-bundles.ts': {
    file: 'assets/i18n-bundles-1.js',
    dynamicImports: ['src/locales/en/dashboard.json'],
  },
  'src/locales/en/dashboard.json': { file: 'assets/dashboard-en-1.js' },
  'src/locales/fr/common.json': { file: 'assets/common-fr-1.js' },
  '../../packages/shared/src/dashboard/schema.ts': { file: 'assets/schema-1.js' },
  'node_modules/chart.js/auto.js': { file: 'assets/chart-1.js' },
  ...Object.fromEntries(
    signedInScreens(router).map(([, name]) => [
      `src/app/routes/${name}.tsx`,
      {
        file: `assets/${name}-1.js`,
        imports: ['index.html', '_query-1.js'],
        dynamicImports: ['../../packages/shared/src/dashboard/schema.ts', 'node_modules/chart.js/auto.js'],
      },
    ]),
  ),
};

describe('the preload map of the build', () => {
  it('finds every signed-in screen of the router, with the namespace its route file asks for', () => {
    const screens = signedInScreens(router);
    const declared = router
      .slice(router.indexOf('export const signedInScreens'), router.indexOf('];'))
      .match(/path: '/g);
    expect(screens).toHaveLength(declared!.length);
    expect(screens).toContainEqual(['/timetable', 'timetable']);
    expect(screens).toContainEqual(['/assignment/:fileId', 'assignment-detail']);
    expect(routeNamespaces("const ok = useTexts('live-classes');")).toEqual(['live-classes']);
  });

  it('fetches each signed-in screen with the texts its route file asks for (app/screens.ts texts)', () => {
    const block = router.slice(router.indexOf('export const signedInScreens'), router.indexOf('];'));
    const screens = [...block.matchAll(/import\('\.\/routes\/([\w-]+)'\), texts: '([\w-]+)'/g)];
    expect(screens.length).toBeGreaterThan(10);
    for (const [, name, texts] of screens) {
      const asked = routeNamespaces(
        readFileSync(new URL(`../src/app/routes/${name}.tsx`, import.meta.url), 'utf8'),
      );
      expect({ name, texts }).toEqual({ name, texts: asked[0] });
    }
  });

  it("names a screen's chunks beyond the entry, its contract but never its heavy libraries, and its texts", () => {
    const map = buildPreloadMap(manifest, root);
    const dashboard = map.routes.find((route) => route.path === '/dashboard')!;
    expect(dashboard.modules).toEqual(
      expect.arrayContaining([
        '/assets/layout-1.js',
        '/assets/query-1.js',
        '/assets/i18n-bundles-1.js',
        '/assets/dashboard-1.js',
        '/assets/schema-1.js',
      ]),
    );
    // The entry and what it imports are in index.html already; chart.js loads when a chart opens.
    expect(dashboard.modules).not.toContain('/assets/index-1.js');
    expect(dashboard.modules).not.toContain('/assets/react-1.js');
    expect(dashboard.modules).not.toContain('/assets/chart-1.js');
    expect(dashboard.styles).toEqual(['/assets/layout-1.css']);
    expect(dashboard.namespaces).toEqual(['common', 'shell', 'dashboard']);

    const signIn = map.routes.find((route) => route.path === '/')!;
    expect(signIn).toEqual({
      path: '/',
      modules: ['/assets/sign-in-1.js'],
      styles: ['/assets/sign-in-1.css'],
      namespaces: ['common', 'auth'],
    });
    expect(map.locales).toEqual({
      'en/dashboard': '/assets/dashboard-en-1.js',
      'fr/common': '/assets/common-fr-1.js',
    });
  });

  it("finds a screen's contracts asked for by code it shares with others, and names them with their imports", () => {
    const abs = (key: string) => `${root}${key}`;
    const edges: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      [abs('src/app/routes/report.tsx')]: {
        importedIds: [abs('src/features/reports/api/get-test-report.ts')],
        dynamicallyImportedIds: [abs('node_modules/chart.js/auto.js')],
      },
      [abs('src/features/reports/api/get-test-report.ts')]: {
        importedIds: [abs('src/lib/api-client.ts')],
        dynamicallyImportedIds: [abs('../../packages/shared/src/reports/schema.ts')],
      },
      [abs('src/lib/api-client.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
    };
    const graph = { getModuleInfo: (id: string) => edges[id] ?? null };
    const contracts = screenContracts(graph, abs('src/app/routes/report.tsx'), root);
    expect(contracts).toEqual(['../../packages/shared/src/reports/schema.ts']);

    const withShared = {
      ...manifest,
      'src/app/routes/report.tsx': { file: 'assets/report-1.js', imports: ['index.html', '_shared-1.js'] },
      '_shared-1.js': {
        file: 'assets/shared-1.js',
        dynamicImports: ['../../packages/shared/src/reports/schema.ts'],
      },
      '../../packages/shared/src/reports/schema.ts': {
        file: 'assets/reports-schema-1.js',
        imports: ['_zod-1.js'],
      },
      '_zod-1.js': { file: 'assets/zod-1.js' },
    };
    const report = (contractsOf?: Record<string, string[]>) =>
      buildPreloadMap(withShared, root, '/', contractsOf).routes.find((route) => route.path === '/report')!;
    // From the manifest alone: the shared file asked for it, not the screen's.
    expect(report().modules).not.toContain('/assets/reports-schema-1.js');
    const found = report({ 'src/app/routes/report.tsx': contracts }).modules;
    expect(found).toEqual(expect.arrayContaining(['/assets/reports-schema-1.js', '/assets/zod-1.js']));
    // After the screen's own files: they come first.
    expect(found.indexOf('/assets/reports-schema-1.js')).toBeGreaterThan(
      found.indexOf('/assets/report-1.js'),
    );
    // A screen whose own file names its contract keeps just that (the graph also finds what it does when pressed).
    const fees = buildPreloadMap(withShared, root, '/', {
      'src/app/routes/fees.tsx': ['../../packages/shared/src/reports/schema.ts'],
    }).routes.find((route) => route.path === '/fees')!;
    expect(fees.modules).toContain('/assets/schema-1.js');
    expect(fees.modules).not.toContain('/assets/reports-schema-1.js');
  });
});
