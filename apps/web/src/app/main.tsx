import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';
import { registerNavigate } from '../lib/navigation';
import { installForbiddenHandler } from '../lib/logout';
import { applyTheme, getTheme } from '../lib/theme';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import '../styles/index.css';

applyTheme(getTheme());
void initI18n();
installForbiddenHandler();

const router = createRouter();
registerNavigate((to, options) => void router.navigate(to, options));

const root = document.getElementById('root')!;
const mount = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
// The sign-in page the server drew (app/prerender.tsx) stays until the router can draw it
// itself, in its language: no loading screen in between.
if (root.firstChild && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (state.initialized) {
      stop();
      mount();
    }
  });
} else mount();
