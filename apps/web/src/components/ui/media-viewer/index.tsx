import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import type { MediaItem } from './media-item';

export type { MediaItem, WatchTarget } from './media-item';

// The viewer's code and its texts load together, when a screen first opens it.
const Viewer = lazy(() =>
  Promise.all([import('./media-viewer'), loadNamespaces(['media'])]).then(([module]) => module),
);

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
