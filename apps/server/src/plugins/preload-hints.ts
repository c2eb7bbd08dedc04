import fs from 'node:fs';
import path from 'node:path';
import { preloadMapSchema, signInPagesSchema, type PreloadMap } from '@portal/shared/pwa/schema';
import { matchesRoutePath } from '@portal/shared/shell/rules';
import { SERVER_ANSWERS_ID, type ServerDrawnScreen } from '@portal/shared/shell/server-drawn';

/**
 * Preload hints for the index.html of a screen's address (issue 15, "fast everywhere"). The
 * portal is one page whose screens load as the router reaches them: entry, then the signed-in
 * layout, then the screen, then its texts and contract, then its data, each discovered only once
 * the one before has run. On a phone's network each step is a round trip. The build writes which
 * chunks, styles and language files each address needs (dist/.vite/preload.json); the server
 * names them in the page's <head> so the browser fetches them all at once, in the language of
 * the institute behind the host. The sign-in page also gets its institute's branding call
 * (the first thing it asks for) as a preload the page's own fetch then uses.
 *
 * Nothing here changes what the page does: a hint the page never uses only costs its bytes.
 */

const MAP_FILE = path.join('.vite', 'preload.json');
/** The sign-in page drawn by the build per language (apps/web/build/prerender.ts). */
const PRERENDER_FILE = path.join('.vite', 'prerender.json');
/** The sign-in page asks this first (apps/web/src/features/auth/api/get-logo.ts). */
const LOGO_CALL = '/api/v1/institutes/getLogoAndFavIcon';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The map's route for a path ('/assignment/:fileId' matches '/assignment/42'), or none. */
export function routeFor(map: PreloadMap, pathname: string): PreloadMap['routes'][number] | undefined {
  return map.routes.find((route) => matchesRoutePath(route.path, pathname));
}

/** The <link> tags for one page: its modules, styles and texts, and for '/' the branding call. */
export function preloadTags(
  map: PreloadMap,
  pathname: string,
  context: { language: string | null; hostname: string },
): string {
  const route = routeFor(map, pathname);
  if (!route) return '';
  const links = [
    ...route.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ];
  if (context.language) {
    for (const ns of route.namespaces) {
      const href = map.locales[`${context.language}/${ns}`];
      if (href) links.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
    }
  }
  if (route.path === '/' && context.hostname) {
    const call = `${LOGO_CALL}?virtualHostUrl=${encodeURIComponent(context.hostname)}`;
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(call)}">`);
  }
  return links.join('');
}

/** index.html with the page's hints before </head>. */
export function withPreloadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
}

/** Vite's entry tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The page with its script and the modules it needs (Vite's and the map's modulepreloads) named on
 * #root (data-entry, data-preload) instead of script and modulepreload tags, with `attributes`
 * and `content` on #root too: index.html's inline script fetches them all at once once the page
 * has painted. Before, they shared the phone's first round trips with the styles the page needs to
 * paint, and a browser that had them early ran the script (a long task) before the first paint.
 * Null for a page without the entry script (the page is then left as built).
 */
function withEntryOnRoot(html: string, attributes: string, content = ''): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root"${attributes ? ` ${attributes}` : ''} data-entry="${escapeAttribute(entry)}" data-preload="${modules.join(' ')}">${content}</div>`,
    );
}

/**
 * A signed-in screen's page the server did not draw (no session cookie, a failed call, too slow):
 * its script comes once the page has painted (withEntryOnRoot), as on the other pages, and the
 * portal draws the screen. Other pages are left as built.
 */
export function withScreenEntry(html: string, map: PreloadMap, pathname: string): string {
  const route = routeFor(map, pathname);
  if (!route || route.path === '/') return html;
  return withEntryOnRoot(html, '') ?? html;
}

/**
 * `/` with the sign-in page the build drew in the institute's language inside #root (and that
 * language on <html>), so it paints from the HTML and its styles alone; the script draws it again
 * over it, fetched once the page has painted (withEntryOnRoot). Not with a `token=` (single sign-on
 * goes elsewhere at once), nor for an unknown host.
 */
export function withSignInPage(html: string, page: string | undefined, language: string | null): string {
  if (!page || !language) return html;
  const drawn = withEntryOnRoot(html, 'data-prerendered', page);
  return drawn ? withLanguage(drawn, language) : html;
}

/** The page's <html lang>. */
function withLanguage(html: string, language: string): string {
  const lang = `lang="${escapeAttribute(language)}"`;
  return html.replace(/<html\b[^>]*>/, (tag) =>
    / lang="[^"]*"/.test(tag) ? tag.replace(/lang="[^"]*"/, lang) : tag.replace('<html', `<html ${lang}`),
  );
}

/**
 * A signed-in screen's page (web.ts decides which) with the screen the server drew (plugins/server-drawn.ts) inside #root,
 * marked data-ssr with the mark of the session it was drawn with (index.html's inline script keeps
 * it only for that very session, else the portal draws the screen itself), and the answers it was
 * drawn with in a JSON script after #root (never run: CSP's script hashes need not name it). It is
 * inert until the portal has hydrated it (apps/web/src/app/root-layout.tsx lifts it): a press before
 * the portal's script has run reaches no listener and would be lost. Its script comes once that has
 * painted (withEntryOnRoot).
 */
export function withServerDrawnScreen(html: string, screen: ServerDrawnScreen): string {
  const content = '\u0000server-drawn\u0000';
  const drawn = withEntryOnRoot(html, `data-ssr="${escapeAttribute(screen.session)}" inert`, content);
  if (!drawn) return html;
  const answers = `<script type="application/json" id="${SERVER_ANSWERS_ID}">${screen.answers}</script>`;
  // A function, not a string: `$&` and the like in the screen's text stay as they are.
  return withLanguage(
    drawn.replace(`${content}</div>`, () => `${screen.html}</div>${answers}`),
    screen.language,
  );
}

export interface BuiltPage {
  html: string;
  map: PreloadMap | null;
  /** The sign-in page's HTML per language; empty for a build without them. */
  signIn: Record<string, string>;
}

/** Reads the build's index.html, preload map and sign-in pages, again whenever the build changes. */
export function builtPage(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const mapFile = path.join(webDist, MAP_FILE);
  const prerenderFile = path.join(webDist, PRERENDER_FILE);
  const stamp = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  let cached: (BuiltPage & { key: string }) | null = null;
  return (): BuiltPage | null => {
    let key: string;
    try {
      key = `${fs.statSync(indexFile).mtimeMs}:${stamp(mapFile)}:${stamp(prerenderFile)}`;
    } catch {
      return null;
    }
    if (cached?.key !== key) {
      let map: PreloadMap | null = null;
      try {
        const parsed = preloadMapSchema.safeParse(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
        if (parsed.success) map = parsed.data;
      } catch {
        // An older build without the map: the page works without hints.
      }
      let signIn: Record<string, string> = {};
      try {
        const parsed = signInPagesSchema.safeParse(JSON.parse(fs.readFileSync(prerenderFile, 'utf8')));
        if (parsed.success) signIn = parsed.data;
      } catch {
        // A build without them: the script draws the page.
      }
      cached = { key, html: fs.readFileSync(indexFile, 'utf8'), map, signIn };
    }
    return { html: cached.html, map: cached.map, signIn: cached.signIn };
  };
}
