import { useCallback, useEffect, useRef } from 'react';
import type { Answer } from '@portal/shared/test-panel/schema';
import type { AnswerQueue } from '../autosave/answer-queue';

type Current = (quesId: number) => { answer: Answer | null; marked: boolean };

/**
 * Counts the seconds the question on screen is shown (not while the window is hidden)
 * and hands them to the autosave queue when the student moves on, leaves, or before a
 * flush (`record`): the report's time per question (A.T).
 */
export function useQuestionTime(queue: AnswerQueue, quesId: number | undefined, current: Current) {
  const shown = useRef<{ id: number; since: number } | null>(null);
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });

  /** Adds the whole seconds shown so far to the question (the rest keeps counting). */
  const record = useCallback(() => {
    const now = shown.current;
    if (!now) return;
    const seconds = Math.floor((Date.now() - now.since) / 1000);
    if (seconds <= 0) return;
    shown.current = { id: now.id, since: now.since + seconds * 1000 };
    queue.addTime(now.id, seconds, currentRef.current(now.id));
  }, [queue]);

  useEffect(() => {
    if (quesId === undefined) return;
    shown.current = document.visibilityState === 'hidden' ? null : { id: quesId, since: Date.now() };
    const visibility = () => {
      if (document.visibilityState === 'hidden') {
        record();
        shown.current = null;
      } else if (!shown.current) shown.current = { id: quesId, since: Date.now() };
    };
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      record();
      shown.current = null;
    };
  }, [quesId, record]);

  return record;
}
