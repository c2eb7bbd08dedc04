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
export type ScreenModule = Promise<{ default: ComponentType; prefetch?: Prefetch }>;

export interface SignedInScreen {
  path: string;
  load: () => ScreenModule;
  /** The texts its route file asks useTexts for. */
  texts: Namespace;
}

/**
 * The signed-in routes of spec section 2, matched exactly (case included): the browser's router
 * (router.tsx) and the server's drawing of a screen (server-render.tsx) use this one table.
 */
export const signedInScreens: SignedInScreen[] = [
  { path: 'dashboard', load: () => import('./routes/dashboard'), texts: 'dashboard' },
  { path: 'announcement', load: () => import('./routes/dashboard'), texts: 'dashboard' },
  { path: 'Messages', load: () => import('./routes/messages'), texts: 'messages' },
  { path: 'exam', load: () => import('./routes/exam'), texts: 'exams' },
  { path: 'report', load: () => import('./routes/report'), texts: 'reports' },
  { path: 'assignment', load: () => import('./routes/assignments'), texts: 'assignments' },
  { path: 'assignment/:fileId', load: () => import('./routes/assignment-detail'), texts: 'assignments' },
  { path: 'live', load: () => import('./routes/live'), texts: 'live-classes' },
  { path: 'document', load: () => import('./routes/documents'), texts: 'documents' },
  // The popup links /Profile, the route table says /profile: one screen.
  { path: 'profile', load: () => import('./routes/profile'), texts: 'profile' },
  { path: 'Profile', load: () => import('./routes/profile'), texts: 'profile' },
  { path: 'product', load: () => import('./routes/products'), texts: 'products' },
  { path: 'product/:id', load: () => import('./routes/product-detail'), texts: 'products' },
  { path: 'studymaterial', load: () => import('./routes/study-material'), texts: 'study-material' },
  { path: 'timetable', load: () => import('./routes/timetable'), texts: 'timetable' },
  { path: 'eventCalender', load: () => import('./routes/event-calendar'), texts: 'events' },
  { path: 'fees', load: () => import('./routes/fees'), texts: 'fees' },
];
