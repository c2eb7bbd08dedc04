// Each screen's own JavaScript, read from the Vite build's manifest (.vite/manifest.json,
// build.manifest in apps/web/vite.config.ts): the screen's route module and every chunk it
// imports statically that the sign-in page has not loaded already (the entry and the sign-in
// route, with their static imports). What a screen imports lazily (import()) is not its own:
// it loads only when used. Sizes are gzipped at level 9, as the sign-in measurement does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Libraries that must load only when used: each a lazy chunk of its own, in no screen's own
 * chunks and not on the sign-in page. The manifest does not say which modules a chunk holds,
 * so each is found by a message only its own code carries.
 */
export const HEAVY_LIBRARIES = [
  { name: 'PDF viewer (pdfjs-dist)', marker: 'Setting up fake worker failed' },
  { name: 'chart.js', marker: 'complete date adapter is provided' },
  { name: 'KaTeX', marker: 'KaTeX parse error' },
];

const ROUTE_MODULE = /^src\/app\/routes\/.+\.tsx$/;
const SIGN_IN = 'src/app/routes/sign-in.tsx';
const isScript = (file) => /\.m?js$/.test(file);

/**
 * screens: [{ screen, files, bytes }] sorted by bytes, largest first; heavy: [{ name, files }];
 * problems: what breaks the rules (a heavy library loaded statically, or not found at all).
 */
export function screenReport(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const staticClosure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
  if (!manifest[SIGN_IN])
    throw new Error(`${SIGN_IN} is not in the manifest: is it still the sign-in route?`);
  const signInLoads = staticClosure([...entries, SIGN_IN]);

  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };

  const screens = Object.keys(manifest)
    .filter((key) => ROUTE_MODULE.test(key) && key !== SIGN_IN)
    .map((key) => {
      const files = [...staticClosure([key])]
        .filter((chunk) => !signInLoads.has(chunk))
        .map((chunk) => manifest[chunk].file)
        .filter(isScript);
      return {
        screen: key,
        lazy: manifest[key].isDynamicEntry === true,
        files,
        bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      };
    })
    .sort((a, b) => b.bytes - a.bytes);

  const problems = [];
  for (const screen of screens) {
    if (!screen.lazy) problems.push(`${screen.screen} is not a lazy chunk: the router must import() it`);
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = [...keyOfFile.keys()].filter(isScript);
  const heavy = HEAVY_LIBRARIES.map(({ name, marker }) => {
    const files = scripts.filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker));
    if (files.length === 0) problems.push(`${name} not found in the build (its marker "${marker}" is gone?)`);
    for (const file of files) {
      const key = keyOfFile.get(file);
      if (!manifest[key].isDynamicEntry) problems.push(`${name} is in ${file}, which is not a lazy chunk`);
      if (signInLoads.has(key)) problems.push(`${name} is in ${file}, which the sign-in page loads`);
      for (const screen of screens) {
        if (screen.files.includes(file))
          problems.push(`${name} is in ${file}, which ${screen.screen} imports statically`);
      }
    }
    return { name, files };
  });
  return { screens, heavy, problems, sizeOf };
}
