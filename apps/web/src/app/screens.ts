import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Namespace } from '../lib/i18n';
import type { Session } from '../lib/session';

/**
 * A screen's first calls, for a live session and the address opened (`params`: its path's, as
 * useParams gives them), into `client`: the very query
 * options its hooks read, so the keys match. It settles once every call its first drawing makes
 * has answered (one that needs another's answer waits for it): the server draws the screen once
 * after it (server-render.tsx); the browser sends the calls without waiting (router.tsx).
 */
export type Prefetch = (
  client: QueryClient,
  session: Session,
  url: URL,
  params: Readonly<Record<string, string | undefined>>,
) => Promise<unknown>;
/** What a route file under routes/ exports. */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

export interface SignedInScreen {
  path: string;
  /** Its route file, routes/<route>.tsx (router.tsx loads it by this name, prefetch.test.ts checks it is there). */
  route: string;
  /** The texts its route file asks useTexts for. */
  texts: Namespace;
}

/**
 * The signed-in routes of spec section 2, matched exactly (case included): the browser's router
 * (router.tsx), the server's drawing of a screen and its preload hints (server-render.tsx exports
 * it to the server) and the build's signed-in chunk (build/chunks.ts) use this one table.
 */
export const signedInScreens: SignedInScreen[] = [
  { path: 'dashboard', route: 'dashboard', texts: 'dashboard' },
  { path: 'announcement', route: 'dashboard', texts: 'dashboard' },
  { path: 'Messages', route: 'messages', texts: 'messages' },
  { path: 'exam', route: 'exam', texts: 'exams' },
  { path: 'report', route: 'report', texts: 'reports' },
  { path: 'assignment', route: 'assignments', texts: 'assignments' },
  { path: 'assignment/:fileId', route: 'assignment-detail', texts: 'assignments' },
  { path: 'live', route: 'live', texts: 'live-classes' },
  { path: 'document', route: 'documents', texts: 'documents' },
  // The popup links /Profile, the route table says /profile: one screen.
  { path: 'profile', route: 'profile', texts: 'profile' },
  { path: 'Profile', route: 'profile', texts: 'profile' },
  { path: 'product', route: 'products', texts: 'products' },
  { path: 'product/:id', route: 'product-detail', texts: 'products' },
  { path: 'studymaterial', route: 'study-material', texts: 'study-material' },
  { path: 'timetable', route: 'timetable', texts: 'timetable' },
  { path: 'eventCalender', route: 'event-calendar', texts: 'events' },
  { path: 'fees', route: 'fees', texts: 'fees' },
];
