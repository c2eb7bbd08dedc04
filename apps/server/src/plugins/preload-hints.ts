import fs from 'node:fs';
import path from 'node:path';
import { viteManifestSchema, type ViteManifest as Manifest } from '@portal/shared/pwa/schema';
import { matchesRoutePath } from '@portal/shared/shell/rules';
import {
  SERVER_ANSWERS_ID,
  type ServerDrawnScreen,
  type ServerRenderModule,
} from '@portal/shared/shell/server-drawn';
import type { ServerRender } from './server-drawn';

/**
 * Preload hints for the index.html of a page's address (issue 15, "fast everywhere"). The portal
 * is one page whose screens load as the router reaches them: entry, then the signed-in layout,
 * then the screen, then its texts and contract, each discovered only once the one before has run,
 * a round trip each on a phone. The page names them all at once instead: the route files' chunks
 * with their static imports and styles, the contracts the route file asks for and its texts in the
 * host institute's language, read from Vite's manifest (build.manifest) and, for each signed-in
 * address, the router's own table (apps/web/src/app/screens.ts, exported by the server's build:
 * each screen's route file and texts). A sign-in page the server did not draw also gets its
 * institute's branding call (the first thing it then asks for) as a preload.
 *
 * Nothing here changes what the page does: a hint the page never uses only costs its bytes.
 */

/** A page's hints: the chunks and styles beyond the entry's, and the texts it loads before it shows. */
export interface PageHints {
  /** The router's path: '/', '/dashboard', '/assignment/:fileId' (matched case-sensitively). */
  path: string;
  modules: string[];
  styles: string[];
  /** The route file's own styles: sent inside the page (withPreloadTags), the shared ones linked. */
  ownStyles: string[];
  namespaces: string[];
}

const ROUTES = 'src/app/routes/';
/** The sign-in page asks this first (apps/web/src/features/auth/api/get-logo.ts). */
const LOGO_CALL = '/api/v1/institutes/getLogoAndFavIcon';

/**
 * Each page's hints from Vite's manifest: its route files' chunks with their static imports and
 * styles, and the contracts (schema chunks) a route file asks for itself (never the PDF viewer or
 * the charts, nor the contracts of what a screen does when pressed); not what the entry loads,
 * which index.html names already. `/` is the sign-in page; a signed-in screen loads the layout and
 * the texts' loader too (apps/web/src/app/router.tsx).
 */
export function pageHints(manifest: Manifest, screens: ServerRenderModule['signedInScreens']): PageHints[] {
  const inHtml = new Set<string>();
  const markEntry = (key: string) => {
    if (inHtml.has(key) || !manifest[key]) return;
    inHtml.add(key);
    manifest[key].imports?.forEach(markEntry);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(markEntry);
  const page = (path: string, route: string, files: string[], namespaces: string[]): PageHints => {
    const modules = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string, own: boolean) => {
      const chunk = manifest[key];
      if (!chunk || inHtml.has(key) || modules.has(`/${chunk.file}`)) return;
      modules.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const next of chunk.imports ?? []) visit(next, false);
      for (const next of own ? (chunk.dynamicImports ?? []) : [])
        if (manifest[next]?.name === 'schema') visit(next, false);
    };
    for (const file of files) visit(file, true);
    const ownStyles = (manifest[route]?.css ?? []).map((css) => `/${css}`);
    return {
      path,
      modules: [...modules],
      styles: [...styles].filter((href) => !ownStyles.includes(href)),
      ownStyles,
      namespaces,
    };
  };
  const signedIn = [`${ROUTES}signed-in-layout.tsx`, 'src/lib/i18n-bundles.ts'];
  const signIn = `${ROUTES}sign-in.tsx`;
  return [
    // A build without the sign-in page's chunk (none, or one the server cannot read): no hints for `/`.
    ...(manifest[signIn] ? [page('/', signIn, [signIn], ['common', 'auth'])] : []),
    // A screen's contract is its route file's, and its area's (the same name on all sides, its texts'):
    // some screens call through code they share with others (the signed-in chunk).
    ...screens.map(({ path, route, texts }) =>
      page(
        `/${path}`,
        `${ROUTES}${route}.tsx`,
        [...signedIn, `${ROUTES}${route}.tsx`, `../../packages/shared/src/${texts}/schema.ts`],
        ['common', 'shell', texts],
      ),
    ),
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's hints for a path ('/assignment/:fileId' matches '/assignment/42'), or none. */
export function routeFor(pages: PageHints[], pathname: string): PageHints | undefined {
  return pages.find((route) => matchesRoutePath(route.path, pathname));
}

/**
 * index.html with the page's hints before </head>: its styles, modules, texts, and for '/' the
 * branding call, unless the server drew the page (its answer then came with it). The route file's
 * own styles (a few KB) come inside the page, each in a <style>: a stylesheet less to wait for
 * before the first paint (a connection of its own over HTTP/1.1; docs/performance.md, "Loading the
 * script"). The shared ones (the entry's, the signed-in shell's) stay links, which the browser keeps
 * from one page to the next. When the route's code arrives, Vite links its stylesheet as usual: the
 * same rules, applied once more in the same order.
 */
export function withPreloadTags(
  html: string,
  route: PageHints | undefined,
  context: {
    language: string | null;
    hostname: string;
    locales: Manifest;
    stylesheets: Record<string, string>;
    drawn: boolean;
  },
): string {
  if (!route) return html;
  const link = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
  const links = [
    ...route.styles.map(link),
    ...route.ownStyles.map((href) => {
      const css = context.stylesheets[href];
      return css === undefined ? link(href) : `<style>${css}</style>`;
    }),
    ...route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ];
  for (const ns of context.language ? route.namespaces : []) {
    const texts = context.locales[`src/locales/${context.language}/${ns}.json`];
    if (texts) links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(texts.file)}">`);
  }
  if (route.path === '/' && context.hostname && !context.drawn) {
    const call = `${LOGO_CALL}?virtualHostUrl=${encodeURIComponent(context.hostname)}`;
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(call)}">`);
  }
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

/** Vite's entry tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The page with its script and the modules it needs (Vite's modulepreloads and the page's hints)
 * named on #root (data-entry, data-preload) instead of script and modulepreload tags, with
 * `attributes` and `content` in #root and `after` it: index.html's inline script fetches them all
 * at once once the page has painted. Before, they shared the phone's first round trips with the styles the page needs to
 * paint, and a browser that had them early ran the script (a long task) before the first paint.
 * Null for a page without the entry script (the page is then left as built).
 */
function withEntryOnRoot(html: string, attributes: string, content = '', after = ''): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const root = `<div id="root"${attributes} data-entry="${escapeAttribute(entry)}" data-preload="${modules.join(' ')}">`;
  // A function, not a string: `$&` and the like in the content stay as they are.
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<div id="root"></div>', () => `${root}${content}</div>${after}`);
}

/**
 * A signed-in screen's page the server did not draw (no session cookie, a failed call, too slow):
 * its script comes once the page has painted (withEntryOnRoot), as on the other pages, and the
 * portal draws the screen.
 */
export const withScreenEntry = (html: string): string => withEntryOnRoot(html, '') ?? html;

/** The page's <html lang>. */
function withLanguage(html: string, language: string): string {
  const lang = `lang="${escapeAttribute(language)}"`;
  return html.replace(/<html\b[^>]*>/, (tag) =>
    / lang="[^"]*"/.test(tag) ? tag.replace(/lang="[^"]*"/, lang) : tag.replace('<html', `<html ${lang}`),
  );
}

/**
 * The page (web.ts decides which) with what the server drew (plugins/server-drawn.ts) inside #root
 * and <html lang> in its language, marked data-ssr with the mark of the session it was drawn with
 * ('' for the sign-in page: index.html's inline script keeps it only for that very session, else
 * the portal draws the page itself), and the answers it was drawn with in a JSON script after #root
 * (never run: CSP's script hashes need not name it). A screen is inert until the portal has
 * hydrated it (apps/web/src/app/root-layout.tsx lifts it): a press before the portal's script has
 * run reaches no listener and would be lost. The sign-in form is not: index.html's inline script
 * keeps a Login or another button pressed on it until then. Its script comes once the page has
 * painted (withEntryOnRoot).
 */
export function withServerDrawnScreen(html: string, screen: ServerDrawnScreen): string {
  const answers = `<script type="application/json" id="${SERVER_ANSWERS_ID}">${screen.answers}</script>`;
  const attributes = ` data-ssr="${escapeAttribute(screen.session)}"${screen.session ? ' inert' : ''}`;
  const drawn = withEntryOnRoot(html, attributes, screen.html, answers);
  return drawn ? withLanguage(drawn, screen.language) : html;
}

export interface BuiltPage {
  html: string;
  /** The hints of '/' and of each signed-in screen (the router's table): which addresses are screens. */
  pages: PageHints[];
  /** Vite's manifest, for the texts' files. */
  manifest: Manifest;
  /**
   * The routes' own stylesheets by address (PageHints' ownStyles), read once per build; one that
   * cannot be read, or could end its <style> early, is left out (linked).
   */
  stylesheets: Record<string, string>;
}

/**
 * Reads the build (index.html, Vite's manifest, the server's build), again whenever it changes.
 * What cannot be read is left out: the page works without hints, and without pages the server draws.
 */
export function builtPage(webDist: string, serverBuild: () => ServerRender | null) {
  const file = (name: string) => path.join(webDist, name);
  const files = ['index.html', '.vite/manifest.json'];
  const json = (name: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file(name), 'utf8'));
    } catch {
      return null;
    }
  };
  const read = async (): Promise<BuiltPage> => {
    const manifest = viteManifestSchema.safeParse(json('.vite/manifest.json')).data ?? {};
    const screens = (await serverBuild()?.module.catch(() => null))?.signedInScreens ?? [];
    const html = fs.readFileSync(file('index.html'), 'utf8');
    const pages = pageHints(manifest, screens);
    const stylesheets: Record<string, string> = {};
    for (const href of new Set(pages.flatMap((page) => page.ownStyles))) {
      try {
        const css = fs.readFileSync(file(href), 'utf8');
        if (!/<\/style/i.test(css)) stylesheets[href] = css;
      } catch {
        // Linked instead.
      }
    }
    return { html, pages, manifest, stylesheets };
  };
  let cached: { key: string; page: Promise<BuiltPage | null> } | null = null;
  return (): Promise<BuiltPage | null> => {
    // The server's build is another file name when it changed (server-drawn.ts, serverRender).
    const key = [
      ...files.map((name) => fs.statSync(file(name), { throwIfNoEntry: false })?.mtimeMs),
      serverBuild()?.file,
    ].join(':');
    if (cached?.key !== key) cached = { key, page: read().catch(() => null) };
    return cached.page;
  };
}
