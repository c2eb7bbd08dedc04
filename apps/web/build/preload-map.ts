import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/preload.json: for each screen's address, the chunks and styles its first
 * paint needs beyond the entry, and the language namespaces it loads. The server reads it to
 * put <link rel="modulepreload"> tags into the index.html it sends for that address (issue 15,
 * "fast everywhere"): the browser then fetches the signed-in layout, the screen, its contract
 * and its texts at once instead of one after the other as each import is discovered (five round
 * trips on a phone before the screen could ask for its data). Shape: preloadMapSchema in
 * packages/shared/src/pwa/schema.ts.
 *
 * Read from the build's own manifest and the router's source, so a new screen needs no entry here.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PreloadRoute {
  /** The router's path: '/', '/dashboard', '/assignment/:fileId' (matched case-sensitively). */
  path: string;
  modules: string[];
  styles: string[];
  namespaces: string[];
}

const ROUTES_DIR = 'src/app/routes';
/** Namespaces every page of each kind loads in its route loader (src/app/loaders.ts). */
const SIGN_IN_NAMESPACES = ['common', 'auth'];
const SIGNED_IN_NAMESPACES = ['common', 'shell'];
/** Only a screen's data contracts are worth fetching early among its lazy imports (never pdf.js or charts). */
const CONTRACT = /^\.\.\/\.\.\/packages\/shared\/src\/[\w-]+\/schema\.ts$/;

/** Where the router's signed-in screens are listed. */
export const SCREENS_FILE = 'src/app/screens.ts';

/** The signed-in screens of the router (app/screens.ts's table): [path, route file]. */
export function signedInScreens(screensSource: string): Array<[string, string]> {
  const start = screensSource.indexOf('export const signedInScreens');
  const end = screensSource.indexOf('];', start);
  if (start < 0 || end < 0) throw new Error('preload map: signedInScreens not found in app/screens.ts');
  const block = screensSource.slice(start, end);
  const found = [...block.matchAll(/path: '([^']+)',\s*load: \(\) => import\('\.\/routes\/([\w-]+)'\)/g)];
  if (found.length === 0) throw new Error('preload map: no screen found in app/screens.ts');
  return found.map((match) => [`/${match[1]}`, match[2]!]);
}

/** The namespaces a route file asks for with useTexts(). */
export function routeNamespaces(routeSource: string): string[] {
  return [...routeSource.matchAll(/useTexts\('([\w-]+)'\)/g)].map((match) => match[1]!);
}

/** Every module `root` imports statically, directly or not, itself included (build/chunks.ts too). */
export function staticClosure(
  root: string,
  graph: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The module graph as the bundler shows it to a plugin (generateBundle's this.getModuleInfo). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The data contracts a screen's code asks for (dynamic imports of packages/shared/src/<area>/schema.ts
 * anywhere in the code its route file imports statically), as manifest keys. The manifest alone
 * tells only which file asked: a screen whose calls sit in code it shares with another screen (the
 * signed-in file) had none preloaded, and the exam report fetched zod and its contract only once the
 * entry script had run, after its call was already on its way (Lighthouse: 0.15 s on its LCP).
 */
export function screenContracts(graph: ModuleGraph, routeFile: string, root: string): string[] {
  const contracts = new Set<string>();
  for (const id of staticClosure(routeFile, graph))
    for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      const key = relative(root, lazy).split(sep).join('/');
      if (CONTRACT.test(key)) contracts.add(key);
    }
  return [...contracts].sort();
}

export function buildPreloadMap(
  manifest: Manifest,
  root: string,
  base = '/',
  /** Per route file (manifest key): its contracts found in the module graph (screenContracts). */
  contractsOf: Record<string, string[]> = {},
) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('preload map: no entry in the manifest');
  // The entry and its imports are in index.html already.
  const inHtml = new Set<string>();
  const markEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || inHtml.has(chunk.file)) return;
    inHtml.add(chunk.file);
    for (const next of chunk.imports ?? []) markEntry(next);
  };
  markEntry(Object.keys(manifest).find((key) => manifest[key] === entry)!);

  const closure = (keys: string[], withContracts: boolean) => {
    const modules = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string, contracts: boolean) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`preload map: ${key} is not in the manifest`);
      if (inHtml.has(chunk.file) || modules.has(base + chunk.file)) return;
      modules.add(base + chunk.file);
      for (const css of chunk.css ?? []) styles.add(base + css);
      for (const next of chunk.imports ?? []) visit(next, false);
      if (contracts)
        for (const lazy of chunk.dynamicImports ?? []) if (CONTRACT.test(lazy)) visit(lazy, false);
    };
    for (const key of keys) visit(key, withContracts);
    return { modules: [...modules], styles: [...styles] };
  };
  const routeFile = (name: string) => `${ROUTES_DIR}/${name}.tsx`;
  const namespacesOf = (name: string) => routeNamespaces(readFileSync(join(root, routeFile(name)), 'utf8'));

  const routes: PreloadRoute[] = [
    { path: '/', ...closure([routeFile('sign-in')], true), namespaces: SIGN_IN_NAMESPACES },
  ];
  const routerSource = readFileSync(join(root, SCREENS_FILE), 'utf8');
  for (const [path, name] of signedInScreens(routerSource)) {
    // A screen whose own file asks for no contract calls through shared code: its contracts from
    // the module graph. Not for the others: the graph also finds the contracts of what a screen
    // does when pressed (a live class's join, a recording), which would only slow its first paint.
    const own = (manifest[routeFile(name)]?.dynamicImports ?? []).some((key) => CONTRACT.test(key));
    const shared = own ? [] : (contractsOf[routeFile(name)] ?? []).filter((key) => key in manifest);
    const { modules, styles } = closure(
      [routeFile('signed-in-layout'), 'src/lib/i18n-bundles.ts', routeFile(name), ...shared],
      true,
    );
    routes.push({ path, modules, styles, namespaces: [...SIGNED_IN_NAMESPACES, ...namespacesOf(name)] });
  }
  const locales: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/(\w+)\/([\w-]+)\.json$/.exec(key);
    if (match) locales[`${match[1]}/${match[2]}`] = base + chunk.file;
  }
  return { routes, locales };
}

export function preloadMap(): Plugin {
  let outDir = '';
  let root = '';
  let base = '/';
  let contractsOf: Record<string, string[]> = {};
  return {
    name: 'portal-preload-map',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle() {
      const routerSource = readFileSync(join(root, SCREENS_FILE), 'utf8');
      contractsOf = {};
      for (const [, name] of signedInScreens(routerSource)) {
        const key = `${ROUTES_DIR}/${name}.tsx`;
        contractsOf[key] = screenContracts(this, join(root, key), root);
      }
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(
        join(outDir, '.vite/preload.json'),
        JSON.stringify(buildPreloadMap(manifest, root, base, contractsOf)),
      );
    },
  };
}
