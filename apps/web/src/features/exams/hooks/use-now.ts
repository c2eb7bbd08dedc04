import { useEffect, useState } from 'react';

/** The time, moved on every half minute and when the window regains focus (cards change state on their own). */
export function useNow(stepMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, stepMs);
    window.addEventListener('focus', tick);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', tick);
    };
  }, [stepMs]);
  return now;
}
