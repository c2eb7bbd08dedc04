import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SavedAnswer } from '@portal/shared/test-panel/schema';
import { errorText } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { AnswerQueue, type SaveReply } from '../autosave/answer-queue';
import { failureKind } from '../api/panel-client';
import { saveAnswers } from '../api/save-answers';
import { queueKey } from '../utils/attempt-store';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

interface AutosaveOptions {
  attemptId: number;
  token: string;
  saved: readonly SavedAnswer[];
  onReply: (reply: SaveReply) => void;
  onStop: (reason: 'closed' | 'expired') => void;
}

/**
 * The attempt's autosave queue for this window: seeded with the server's answers, sent
 * again at once if an earlier window left anything, paused while offline and sent when
 * the network is back.
 */
export function useAutosave({ attemptId, token, saved, onReply, onStop }: AutosaveOptions) {
  const handlers = useRef({ onReply, onStop });
  useEffect(() => {
    handlers.current = { onReply, onStop };
  });

  const [queue] = useState(() => {
    const created = new AnswerQueue({
      storageKey: queueKey(attemptId),
      storage: storage(),
      send: (batch) => saveAnswers(token, batch),
      classify: failureKind,
      isOnline: () => navigator.onLine !== false,
      debounceMs: 700,
      onReply: (reply) => handlers.current.onReply(reply),
      onStop: (reason) => handlers.current.onStop(reason),
      onRejected: (error) => notify.error(errorText(error)),
    });
    created.seed(saved);
    return created;
  });

  useEffect(() => {
    const online = () => queue.online();
    const offline = () => queue.offlineNow();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    queue.resume();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queue.dispose();
    };
  }, [queue]);

  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, snapshot };
}
