import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The portal's build for Node as apps/web/build/build-for-server.ts writes it (dist/.vite/ssr/
 * server-render-<hash>.mjs): the router's table of signed-in screens ([address, route file's name
 * under src/app/routes/, texts]) and `renderer`, the module's renderScreen (by default it draws
 * nothing); another `hash` is another build.
 */
export async function writeServerBuild(
  dist: string,
  screens: Array<[string, string, string]>,
  renderer = 'export async function renderScreen() { return null; }',
  hash = 'test1',
) {
  const table = screens.map(([path, route, texts]) => ({ path, route, texts }));
  await fs.mkdir(path.join(dist, '.vite', 'ssr'), { recursive: true });
  await fs.writeFile(
    path.join(dist, '.vite', 'ssr', `server-render-${hash}.mjs`),
    `export const signedInScreens = ${JSON.stringify(table)};\n${renderer}`,
  );
}
