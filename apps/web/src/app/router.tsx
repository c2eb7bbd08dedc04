import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { RootError, RootFallback, RootLayout } from './root-layout';
import type { Namespace } from '../lib/i18n';
import {
  liveSession,
  loadScreenTexts,
  publicPageLoader,
  signInLoader,
  signedInLoader,
  unknownPathLoader,
} from './loaders';

type ScreenModule = Promise<{ default: ComponentType; loader?: LoaderFunction }>;

/**
 * Each screen is its own chunk, fetched when its route is first opened; a signed-in screen's texts
 * (the namespace its route file asks useTexts for) are fetched alongside, so its first drawing is
 * the screen itself, asking for its data at once, instead of a loader and one more round. A
 * screen module may export a `loader`, which React Router runs as soon as the code is here.
 */
const screen = (load: () => ScreenModule, texts?: Namespace) => async () => {
  const [module] = await Promise.all([load(), texts ? loadScreenTexts(texts) : undefined]);
  // A screen's loader sends its first calls before it is drawn (see routes/dashboard.tsx).
  return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
};

/** The signed-in routes of spec section 2, matched exactly (case included). */
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: screen(() => import('./routes/dashboard'), 'dashboard') },
  { path: 'announcement', lazy: screen(() => import('./routes/dashboard'), 'dashboard') },
  { path: 'Messages', lazy: screen(() => import('./routes/messages'), 'messages') },
  { path: 'exam', lazy: screen(() => import('./routes/exam'), 'exams') },
  { path: 'report', lazy: screen(() => import('./routes/report'), 'reports') },
  { path: 'assignment', lazy: screen(() => import('./routes/assignments'), 'assignments') },
  { path: 'assignment/:fileId', lazy: screen(() => import('./routes/assignment-detail'), 'assignments') },
  { path: 'live', lazy: screen(() => import('./routes/live'), 'live-classes') },
  { path: 'document', lazy: screen(() => import('./routes/documents'), 'documents') },
  // The popup links /Profile, the route table says /profile: one screen.
  { path: 'profile', lazy: screen(() => import('./routes/profile'), 'profile') },
  { path: 'Profile', lazy: screen(() => import('./routes/profile'), 'profile') },
  { path: 'product', lazy: screen(() => import('./routes/products'), 'products') },
  { path: 'product/:id', lazy: screen(() => import('./routes/product-detail'), 'products') },
  { path: 'studymaterial', lazy: screen(() => import('./routes/study-material'), 'study-material') },
  { path: 'timetable', lazy: screen(() => import('./routes/timetable'), 'timetable') },
  { path: 'eventCalender', lazy: screen(() => import('./routes/event-calendar'), 'events') },
  { path: 'fees', lazy: screen(() => import('./routes/fees'), 'fees') },
].map((route) => ({ ...route, caseSensitive: true }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      { index: true, loader: signInLoader, lazy: screen(() => import('./routes/sign-in')) },
      {
        path: 'userLogin',
        caseSensitive: true,
        loader: publicPageLoader,
        lazy: screen(() => import('./routes/user-login')),
      },
      {
        path: 'errorPage',
        caseSensitive: true,
        loader: publicPageLoader,
        lazy: screen(() => import('./routes/error-page')),
      },
      // The test panel's own window: no menu, its own language loader, its code loaded here only.
      {
        path: 'test-panel',
        caseSensitive: true,
        lazy: async () => {
          const { default: Component, loader } = await import('./routes/test-panel');
          return { Component, loader };
        },
        children: [
          { index: true, lazy: screen(() => import('./routes/test-panel-expired')) },
          { path: 'launch/:key', lazy: screen(() => import('./routes/test-panel-launch')) },
          { path: 'attempt/:attemptId', lazy: screen(() => import('./routes/test-panel-attempt')) },
          { path: 'view/:testId', lazy: screen(() => import('./routes/test-panel-attempt')) },
          { path: '*', lazy: screen(() => import('./routes/test-panel-expired')) },
        ],
      },
      // The score card's own window (score panel base): no menu, its code loaded here only.
      {
        path: 'score-panel',
        caseSensitive: true,
        lazy: async () => {
          const { default: Component, loader } = await import('./routes/score-panel');
          return { Component, loader };
        },
        children: [
          { path: 'card/:key', lazy: screen(() => import('./routes/score-card')) },
          { path: '*', lazy: screen(() => import('./routes/score-card')) },
        ],
      },
      {
        id: 'signed-in',
        loader: signedInLoader,
        // The header's own call (the academic years) goes out with its code, like a screen's loader's.
        lazy: async () => {
          const module = await import('./routes/signed-in-layout');
          const session = liveSession();
          if (session) module.startShellCalls(session);
          return { Component: module.default };
        },
        children: signedInRoutes,
      },
      { path: '*', loader: unknownPathLoader, Component: () => null },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
