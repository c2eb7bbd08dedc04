import { useCallback, useEffect, useRef } from 'react';
import { allocateWatchHistory, updateWatchCount } from '@/lib/media/watch';
import type { WatchTarget } from './media-item';

/**
 * Records a viewing (spec section 4: playing a video records a watch count and watch history):
 * the first start of an opening counts once (update-watch-count); closing the viewer sends the
 * seconds spent playing (allocateWatchHistory). Nothing is sent without a target, or when the
 * viewer closes before anything played. Failures are ignored: the result is not shown.
 */
export interface WatchTracker {
  /** Playing began (or resumed). */
  started: () => void;
  /** Playing paused, ended or failed. */
  stopped: () => void;
}

export function useWatch(target: WatchTarget | undefined): WatchTracker {
  const counted = useRef(false);
  const playingSince = useRef<number | null>(null);
  const seconds = useRef(0);
  const targetRef = useRef(target);
  const pendingReport = useRef<number | undefined>(undefined);

  const started = useCallback(() => {
    const watch = targetRef.current;
    if (!watch) return;
    if (!counted.current) {
      counted.current = true;
      void updateWatchCount(watch).catch(() => undefined);
    }
    playingSince.current ??= performance.now();
  }, []);

  const stopped = useCallback(() => {
    if (playingSince.current === null) return;
    seconds.current += (performance.now() - playingSince.current) / 1000;
    playingSince.current = null;
  }, []);

  useEffect(() => {
    // React's development double mount runs this cleanup and mounts again at once: the report
    // waits a tick and a remount cancels it, so only the real close reports.
    clearTimeout(pendingReport.current);
    const watch = targetRef.current;
    return () => {
      pendingReport.current = window.setTimeout(() => {
        stopped();
        if (watch && counted.current)
          void allocateWatchHistory(watch.videoId, seconds.current).catch(() => undefined);
      }, 0);
    };
  }, [stopped]);

  return { started, stopped };
}
