import { fileURLToPath } from 'node:url';

/**
 * How the portal's code is cut into files (Rolldown's codeSplitting groups), issue 15 "fast
 * everywhere". Left to itself the bundler made some forty small shared files for a signed-in
 * screen (the fees screen fetched 43 scripts): the server speaks HTTP/1.1, a browser opens six
 * connections per host, so each six files cost a round trip on a phone (Lighthouse's mobile
 * profile counts 150 ms each) before the screen could ask for its data. Two groups:
 *
 * - `index`: everything the entry imports statically (the bundler's `$initial` tag) in the entry's
 *   own file: the sign-in page loads all of it anyway, and one file compresses better than ten.
 * - `signed-in`: the code the signed-in layout imports statically that the sign-in page does not
 *   (TanStack Query, the header, the contracts the shell reads): one file every signed-in screen
 *   shares. The sign-in page fetches it after it is usable (signing in needs some of it), which
 *   is the next page's code anyway. Its dependencies are not pulled in after it (a module the
 *   sign-in page also imports stays where it was, so the sign-in page's budget does not grow).
 *
 * Each screen keeps its own lazy chunk; the PDF viewer, charts and KaTeX stay lazy (npm run size).
 */
export const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const] },
    { name: signedInCore, includeDependenciesRecursively: false },
  ],
};

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ROUTES = fileURLToPath(new URL('../src/app/routes/', import.meta.url));
const LAYOUT = ROUTES + 'signed-in-layout.tsx';
const SIGN_IN = ROUTES + 'sign-in.tsx';

/** Every module `root` imports statically, directly or not, itself included. */
export function staticClosure(root: string, graph: ModuleGraph): Set<string> {
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

/** One answer per build: the bundler asks once per module, with the same graph. */
const cores = new WeakMap<ModuleGraph, Set<string>>();

export function signedInCore(id: string, graph: ModuleGraph): string | null {
  let core = cores.get(graph);
  if (!core) {
    const signIn = staticClosure(SIGN_IN, graph);
    core = new Set([...staticClosure(LAYOUT, graph)].filter((m) => m !== LAYOUT && !signIn.has(m)));
    cores.set(graph, core);
  }
  return core.has(id) ? 'signed-in' : null;
}
