import { Dialog } from '../dialog';
import type { MediaViewerProps } from './index';

/** Stub: the media issue's helper replaces this with the real viewer. */
export default function MediaViewerDialog({ item, onClose }: MediaViewerProps) {
  return (
    <Dialog title={item.title} onClose={onClose}>
      <p>{item.kind}</p>
    </Dialog>
  );
}
