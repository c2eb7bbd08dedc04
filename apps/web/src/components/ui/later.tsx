import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children once the rest of the screen has been put on the page: the first drawing
 * leaves them out, then a transition (which React renders in slices it can interrupt) adds them.
 * For the heavy part at the foot of a screen (a report's question table, each answer sanitised
 * and typeset): what a person reads first paints without waiting for it. A deferred value would
 * not do here: inside a render that is itself deferred (an answer, lib/drawn-later.ts) it draws
 * everything in one go. Put only what nothing else sits below inside it, or the content under it
 * would move when it appears.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
