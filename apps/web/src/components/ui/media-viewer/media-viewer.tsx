import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog';
import { PdfViewer, type PdfViewerLabels } from '../pdf-viewer';
import { EmbedPlayer, ExternalYoutube, NARROW_SCREEN } from './embed-player';
import type { MediaViewerProps } from './index';
import type { MediaItem } from './media-item';
import { ProtectedVideo } from './protected-video';
import { StoredVideo } from './stored-video';
import { useObjectUrl } from './use-object-url';
import { useWatch } from './use-watch';
import './media-viewer.css';

/** Kinds shown as wide as the screen allows (pages and players); pictures, audio and notes stay narrow. */
const WIDE = new Set<MediaItem['kind']>(['file', 'video', 'youtube', 'vimeo', 'vdo']);

/**
 * The media viewer pop-up (spec sections 2.2 and 2.3: file, image, audio, YouTube, Vimeo, protected
 * video, unsupported). Escape or × closes it; the dialog gives focus back to the button that opened it.
 */
export default function MediaViewerDialog({ item, onClose }: MediaViewerProps) {
  // Decided once per opening: a phone turned sideways keeps what it opened.
  const [narrow] = useState(() => window.matchMedia?.(NARROW_SCREEN).matches ?? false);
  if (item.kind === 'youtube' && narrow) {
    return (
      <Dialog title={item.title} onClose={onClose}>
        <ExternalYoutube videoId={item.youtubeId} watch={item.watch} onClose={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog
      title={item.title}
      onClose={onClose}
      className={WIDE.has(item.kind) ? 'dialog--document' : undefined}
    >
      <div className="media-viewer" data-kind={item.kind}>
        <MediaBody item={item} />
      </div>
    </Dialog>
  );
}

function MediaBody({ item }: { item: MediaItem }) {
  const { t } = useTranslation('media');
  switch (item.kind) {
    case 'file':
      return <PdfView source={item.source} title={item.title} />;
    case 'image':
      return <ImageView source={item.source} title={item.title} />;
    case 'audio':
      return <AudioView item={item} />;
    case 'video':
      return <RecordedVideo item={item} />;
    case 'youtube':
      return <EmbedPlayer kind="youtube" videoId={item.youtubeId} title={item.title} watch={item.watch} />;
    case 'vimeo':
      return <EmbedPlayer kind="vimeo" videoId={item.vimeoId} title={item.title} watch={item.watch} />;
    case 'vdo':
      return <ProtectedVideo item={item} />;
    case 'unsupported':
      return <p className="media-viewer__note">{t('unsupported')}</p>;
  }
}

function PdfView({ source, title }: { source: Blob | string; title: string }) {
  const { t } = useTranslation('media');
  const labels: PdfViewerLabels = {
    previous: t('pdf.previous'),
    next: t('pdf.next'),
    zoomIn: t('pdf.zoomIn'),
    zoomOut: t('pdf.zoomOut'),
    fitWidth: t('pdf.fitWidth'),
    loading: t('pdf.loading'),
    error: t('pdf.error'),
    toolbar: t('pdf.toolbar'),
    pageOf: (page, pages) => t('pdf.pageOf', { page, pages }),
    zoomLevel: (percent) => t('pdf.zoomLevel', { percent }),
  };
  return <PdfViewer source={source} labels={labels} title={title} />;
}

function ImageView({ source, title }: { source: Blob | string; title: string }) {
  const { t } = useTranslation('media');
  const url = useObjectUrl(source);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="media-viewer__message" role="alert">
        {t('image.error')}
      </p>
    );
  }
  return url ? (
    <img className="media-viewer__image" src={url} alt={title} onError={() => setFailed(true)} />
  ) : null;
}

function AudioView({ item }: { item: Extract<MediaItem, { kind: 'audio' }> }) {
  const { t } = useTranslation('media');
  const url = useObjectUrl(item.source);
  const { started, stopped } = useWatch(item.watch);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="media-viewer__message" role="alert">
        {t('audio.error')}
      </p>
    );
  }
  if (!url) return null;
  return (
    <audio
      className="media-viewer__audio"
      src={url}
      controls
      autoPlay
      aria-label={item.title}
      onPlay={started}
      onPause={stopped}
      onEnded={stopped}
      onError={() => {
        stopped();
        setFailed(true);
      }}
    />
  );
}

function RecordedVideo({ item }: { item: Extract<MediaItem, { kind: 'video' }> }) {
  const tracker = useWatch(item.watch);
  return <StoredVideo url={item.source} title={item.title} tracker={tracker} />;
}
