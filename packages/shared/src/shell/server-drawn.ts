import type { DisplayHtmlOptions } from './display-html';

/**
 * A page drawn by the server (issue 15, LCP): a signed-in screen, or the sign-in page for a visitor
 * without a session. What the portal's build for Node (apps/web/src/app/server-render.tsx) and the
 * server that calls it (apps/server/src/plugins/server-drawn.ts) agree on, and what the page and the
 * portal read.
 */

/** The cookie holding the stored session's text (apps/web/src/lib/session.ts). */
export const SESSION_COOKIE = 'portal_session';

/** The JSON script after #root with the answers the screen was drawn with (also in index.html). */
export const SERVER_ANSWERS_ID = 'server-answers';

export interface ServerRenderInput {
  /** The page's full address (the institute's host and the screen's path and query). */
  url: string;
  /** The stored session's text, as the portal keeps it in localStorage; null without one. */
  session: string | null;
  /** The page's calls, answered by the server itself. */
  fetch: typeof fetch;
  /** Server HTML as the portal shows it (display-html.ts's rules). */
  sanitize: (html: string, options: DisplayHtmlOptions) => string;
}

export interface ServerDrawnScreen {
  /** #root's content. */
  html: string;
  /**
   * The screen's answers (TanStack Query's dehydrated cache; the sign-in page's institute), as JSON
   * safe inside a <script>.
   */
  answers: string;
  /** The session's language (the institute's for the sign-in page), for <html lang>. */
  language: string;
  /**
   * The mark of the session it was drawn with: the browser takes it only with that very session;
   * '' for the sign-in page, drawn for no session.
   */
  session: string;
}

/**
 * A short mark of the stored session's text (djb2, 32 bits): the page the server drew says which
 * session it was drawn with (#root data-ssr), and the browser keeps it only for that very session
 * (index.html's inline script works out the same mark before the first paint; a switched academic
 * year or child is another session). 32 bits of a text with a random token in it tell nothing of the
 * token.
 */
export function sessionMark(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * How the portal says in the console what React could not hydrate as the server drew it
 * (apps/web/src/app/main.tsx, onRecoverableError): the browser tests fail on it.
 */
export const HYDRATION_ERROR = '[portal] hydration:';

/** The module the build writes (dist/.vite/ssr/server-render-<hash>.mjs). */
export interface ServerRenderModule {
  /** The page of input.url, or null: the browser then draws it. */
  renderScreen(input: ServerRenderInput): Promise<ServerDrawnScreen | null>;
  /**
   * The router's signed-in screens (apps/web/src/app/screens.ts), for the pages' preload hints:
   * the path ('assignment/:fileId'), the route file (src/app/routes/<route>.tsx) and its texts.
   */
  signedInScreens: ReadonlyArray<{ path: string; route: string; texts: string }>;
}
