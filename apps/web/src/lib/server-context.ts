import type { QueryClient } from '@tanstack/react-query';
import type { ServerRenderInput } from '@portal/shared/shell/server-drawn';

/**
 * What a screen drawn on the server (app/server-render.tsx) reads instead of the browser's: the
 * visitor's stored session, the server's own way to make the screen's calls, its HTML
 * sanitiser (DOMPurify needs a DOM) and the page's own query cache. Set per page request; in the browser there is none.
 */
export interface ServerContext {
  /** The localStorage keys the page is drawn with (the session the page request carried). */
  storage: ReadonlyMap<string, string>;
  /** The calls of the screen, answered by the server itself. */
  fetch: typeof fetch;
  /** The same rules as lib/safe-html.ts's DOMPurify sanitiser. */
  sanitize: ServerRenderInput['sanitize'];
  /** This page's own query cache (the browser's one query client would be every visitor's here). */
  queryClient: QueryClient;
}

let current: () => ServerContext | undefined = () => undefined;

/** The server's render sets where the current request's context is found. */
export function setServerContext(getter: () => ServerContext | undefined): void {
  current = getter;
}

/** The page request's context while a screen is drawn on the server; undefined in a browser. */
export function serverContext(): ServerContext | undefined {
  return typeof window === 'undefined' ? current() : undefined;
}
