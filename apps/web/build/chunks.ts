import { fileURLToPath } from 'node:url';
import { signedInScreens } from '../src/app/screens';

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
 *   (TanStack Query, the header, the contracts the shell reads), and the code two or more signed-in
 *   screens import statically (the date and money formats, the shared rules, the sanitiser, the
 *   month grid...): one file every signed-in screen shares. Before, that shared code was a dozen
 *   files of one or two kilobytes each per screen; Lighthouse's simulated phone gives each of six
 *   connections an equal share of the bandwidth, also while one only waits for a small file's
 *   first byte, so the entry script (the largest) took two seconds to arrive. Now a screen is the
 *   entry, this file and its own (the dashboard fetched 17 scripts before its data, now 9). The
 *   sign-in page fetches it after it is usable (signing in needs some of it), which is the next
 *   page's code anyway. Its dependencies are not pulled in after it (a module the sign-in page also
 *   imports stays where it was, so the sign-in page's budget does not grow).
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
/** The signed-in screens' route files (two addresses may share one). */
const SCREENS = [...new Set(signedInScreens.map(({ route }) => `${ROUTES}${route}.tsx`))];

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

/**
 * The signed-in core: what the layout imports, and what two or more signed-in screens import
 * (statically: the PDF viewer, charts and KaTeX are imported when used, so never here), less what
 * the sign-in page loads and the route files themselves.
 */
export function signedInModules(graph: ModuleGraph, screens: readonly string[]): Set<string> {
  const signIn = staticClosure(SIGN_IN, graph);
  const uses = new Map<string, number>();
  for (const screen of screens)
    for (const id of staticClosure(screen, graph)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const shared = [...uses].filter(([, count]) => count >= 2).map(([id]) => id);
  const routes = new Set([LAYOUT, ...screens]);
  return new Set(
    [...staticClosure(LAYOUT, graph), ...shared].filter((id) => !routes.has(id) && !signIn.has(id)),
  );
}

export function signedInCore(id: string, graph: ModuleGraph): string | null {
  if (!cores.has(graph)) cores.set(graph, signedInModules(graph, SCREENS));
  return cores.get(graph)!.has(id) ? 'signed-in' : null;
}
