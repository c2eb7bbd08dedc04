import { useEffect, useRef, useState } from 'react';
import { warningAt } from '../utils/paper';

/**
 * Time left until the server's deadline, on the server's clock: `offsetMs` is
 * server_time − Date.now() measured when the server answered. Ticks every second;
 * `warning` is 5 or 1 once those minutes are crossed (for a live announcement).
 */
export function useCountdown(deadlineMs: number | null, offsetMs: number) {
  const left = () => (deadlineMs === null ? null : deadlineMs - (Date.now() + offsetMs));
  const [remaining, setRemaining] = useState(left);
  const [warning, setWarning] = useState<5 | 1 | null>(null);
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (deadlineMs === null) return;
    const tick = () => {
      const now = deadlineMs - (Date.now() + offsetMs);
      if (previous.current !== null) {
        const due = warningAt(previous.current, now);
        if (due) setWarning(due);
      }
      previous.current = now;
      setRemaining(now);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs, offsetMs]);

  return { remaining, warning };
}
