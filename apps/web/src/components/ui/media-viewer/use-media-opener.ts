import { useCallback, useEffect, useRef, useState } from 'react';
import { toastFailure } from '@/lib/failure-toast';
import { saveFile } from '@/lib/save-file';
import type { MediaItem } from './media-item';

export interface MediaOpenerOptions<T> {
  /** The card's key (its busy state). */
  keyOf: (entry: T) => number;
  /** What the viewer shows; may fetch the bytes first. */
  itemOf: (entry: T) => Promise<MediaItem>;
  /** The bytes to save and their name, or null when the entry has no file. */
  fileOf: (entry: T) => Promise<{ blob: Blob; fileName: string } | null>;
}

/**
 * View / Play and Download of a card (documents, study material): which card is busy, the item
 * the viewer shows, failures as toasts. Buttons stay enabled while bytes come (a disabled button
 * would drop the focus the viewer gives back on close): a second press meanwhile is ignored.
 */
export function useMediaOpener<T>({ keyOf, itemOf, fileOf }: MediaOpenerOptions<T>) {
  const [item, setItem] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const pending = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const run = useCallback(
    async (entry: T, work: () => Promise<void>) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(keyOf(entry));
      try {
        await work();
      } catch (error) {
        // A 403 has already logged out with the server's message.
        toastFailure(error);
      } finally {
        pending.current = false;
        if (live.current) setBusy(null);
      }
    },
    [keyOf],
  );

  const open = useCallback(
    (entry: T) =>
      run(entry, async () => {
        const next = await itemOf(entry);
        if (live.current) setItem(next);
      }),
    [run, itemOf],
  );

  const download = useCallback(
    (entry: T) =>
      run(entry, async () => {
        const file = await fileOf(entry);
        if (file) saveFile(file.blob, file.fileName);
      }),
    [run, fileOf],
  );

  const close = useCallback(() => {
    setItem((current) => {
      // A video played from fetched bytes: its object address goes with the viewer.
      if (current?.kind === 'video' && current.source.startsWith('blob:'))
        URL.revokeObjectURL(current.source);
      return null;
    });
  }, []);

  return { item, busy, open, download, close };
}
