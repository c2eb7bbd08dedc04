import { useSyncExternalStore } from 'react';
import { parseTheme, type Theme } from '@portal/shared/shell/rules';
import { readStorage, writeStorage } from './storage';

/** localStorage key of the colour theme; index.html applies it before first paint. */
export const THEME_KEY = 'currentMode';

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return parseTheme(readStorage(THEME_KEY));
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

export function setTheme(theme: Theme): void {
  writeStorage(THEME_KEY, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Another tab chose a theme.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(getTheme());
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, getTheme);
}
