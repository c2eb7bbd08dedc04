import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The router's table of signed-in screens in the server's build of the portal, as
 * apps/web/build/prerender.ts writes it (dist/.vite/ssr/: screens-<hash>.mjs, each route file's
 * module, Vite's manifest): [address, route file's name under src/app/routes/, texts].
 */
export async function writeScreensBuild(dist: string, screens: Array<[string, string, string]>) {
  const ssr = path.join(dist, '.vite', 'ssr');
  await fs.mkdir(path.join(ssr, '.vite'), { recursive: true });
  const routes = [...new Set(screens.map(([, route]) => route))];
  const manifest: Record<string, object> = {
    'src/app/screens.ts': {
      file: 'screens-t.mjs',
      isEntry: true,
      dynamicImports: routes.map((route) => `src/app/routes/${route}.tsx`),
    },
  };
  for (const route of routes) {
    manifest[`src/app/routes/${route}.tsx`] = { file: `${route}-t.mjs`, isDynamicEntry: true };
    await fs.writeFile(path.join(ssr, `${route}-t.mjs`), 'export default function Screen() {}\n');
  }
  const table = screens.map(
    ([address, route, texts]) =>
      `{ path: ${JSON.stringify(address)}, load: () => import('./${route}-t.mjs'), texts: ${JSON.stringify(texts)} }`,
  );
  await fs.writeFile(
    path.join(ssr, 'screens-t.mjs'),
    `export const signedInScreens = [${table.join(', ')}];\n`,
  );
  await fs.writeFile(path.join(ssr, '.vite', 'manifest.json'), JSON.stringify(manifest));
}
