import type { DisplayHtmlOptions } from './display-html';

/**
 * A signed-in screen drawn by the server into its page (issue 15, LCP): what the portal's build for
 * Node (apps/web/src/app/server-render.tsx) and the server that calls it
 * (apps/server/src/plugins/server-drawn.ts) agree on, and what the page and the portal read.
 */

/** The cookie holding the stored session's text (apps/web/src/lib/session.ts). */
export const SESSION_COOKIE = 'portal_session';

/** The JSON script after #root with the answers the screen was drawn with (also in index.html). */
export const SERVER_ANSWERS_ID = 'server-answers';

export interface ServerRenderInput {
  /** The page's full address (the institute's host and the screen's path and query). */
  url: string;
  /** The stored session's text, as the portal keeps it in localStorage. */
  session: string;
  /** The screen's calls, answered by the server itself. */
  fetch: typeof fetch;
  /** Server HTML as the portal shows it (display-html.ts's rules). */
  sanitize: (html: string, options: DisplayHtmlOptions) => string;
}

export interface ServerDrawnScreen {
  /** #root's content. */
  html: string;
  /** The screen's answers (TanStack Query's dehydrated cache), as JSON safe inside a <script>. */
  answers: string;
  /** The session's language, for <html lang>. */
  language: string;
  /** The mark of the session it was drawn with: the browser takes it only with that very session. */
  session: string;
}

/** The module the build writes (dist/.vite/ssr/server-render-<hash>.mjs). */
export interface ServerRenderModule {
  renderScreen(input: ServerRenderInput): Promise<ServerDrawnScreen | null>;
}
