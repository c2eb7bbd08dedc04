/**
 * For the screen the server drew into the page (#root data-ssr until the portal has hydrated it,
 * app/main.tsx and app/root-layout.tsx): when it was first painted (performance.now()'s clock), so
 * that what the screen shows for a time from its opening counts from there, not from the hydration.
 * Null for a screen the portal drew itself, and on the server.
 */
export function serverPaintTime(): number | null {
  if (typeof document === 'undefined') return null;
  if (!document.getElementById('root')?.hasAttribute('data-ssr')) return null;
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}
