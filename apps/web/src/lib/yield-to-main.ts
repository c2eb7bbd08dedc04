/**
 * Lets the browser draw and answer input before the caller goes on: a new task (scheduler.yield
 * where the browser has it, which resumes ahead of other tasks; else a zero timeout). The portal's
 * start is one task of script evaluation after another (the entry, the router, the signed-in code,
 * the screen); run back to back they held a phone's main thread for a third of a second at a time
 * with the header already on the screen.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
