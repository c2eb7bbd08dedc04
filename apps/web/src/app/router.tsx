import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootError, RootFallback, RootLayout } from './root-layout';
import { publicPageLoader, signInLoader, signedInLoader, unknownPathLoader } from './loaders';

type ScreenModule = Promise<{ default: ComponentType }>;

/** Each screen is its own chunk, fetched when its route is first opened. */
const screen = (load: () => ScreenModule) => async () => ({ Component: (await load()).default });

/** The signed-in routes of spec section 2, matched exactly (case included). */
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: screen(() => import('./routes/dashboard')) },
  { path: 'announcement', lazy: screen(() => import('./routes/dashboard')) },
  { path: 'Messages', lazy: screen(() => import('./routes/messages')) },
  { path: 'exam', lazy: screen(() => import('./routes/exam')) },
  { path: 'report', lazy: screen(() => import('./routes/report')) },
  { path: 'assignment', lazy: screen(() => import('./routes/assignments')) },
  { path: 'assignment/:fileId', lazy: screen(() => import('./routes/assignment-detail')) },
  { path: 'live', lazy: screen(() => import('./routes/live')) },
  { path: 'document', lazy: screen(() => import('./routes/documents')) },
  // The popup links /Profile, the route table says /profile: one screen.
  { path: 'profile', lazy: screen(() => import('./routes/profile')) },
  { path: 'Profile', lazy: screen(() => import('./routes/profile')) },
  { path: 'product', lazy: screen(() => import('./routes/products')) },
  { path: 'product/:id', lazy: screen(() => import('./routes/product-detail')) },
  { path: 'studymaterial', lazy: screen(() => import('./routes/study-material')) },
  { path: 'timetable', lazy: screen(() => import('./routes/timetable')) },
  { path: 'eventCalender', lazy: screen(() => import('./routes/event-calendar')) },
  { path: 'fees', lazy: screen(() => import('./routes/fees')) },
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
        lazy: screen(() => import('./routes/signed-in-layout')),
        children: signedInRoutes,
      },
      { path: '*', loader: unknownPathLoader, Component: () => null },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
