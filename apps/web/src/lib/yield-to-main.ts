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

/**
 * Runs `callback` once the next frame has been drawn and shown (two frames' callbacks, then a
 * task): for what a screen fetches for later (KaTeX for a report's formulas), so its request starts
 * after the paint of what is already there, never in the same frame. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
