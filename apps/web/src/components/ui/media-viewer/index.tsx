import { lazy, Suspense } from 'react';
import type { MediaItem } from './media-item';

export type { MediaItem, WatchTarget } from './media-item';

const Viewer = lazy(() => import('./media-viewer'));

export interface MediaViewerProps {
  item: MediaItem;
  /** Escape or the close button; the viewer returns focus to the element that opened it. */
  onClose: () => void;
}

/**
 * The portal's one media viewer pop-up (documents, study material, recordings). Its code, and
 * pdf.js with it, loads only when a screen opens it.
 */
export function MediaViewer(props: MediaViewerProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
