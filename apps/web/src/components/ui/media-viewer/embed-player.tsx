import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateWatchCount } from '@/lib/media/watch';
import type { WatchTarget } from './media-item';
import { useWatch } from './use-watch';

/** Screens at most this wide open YouTube's own page instead (spec section 2.2: on mobile). */
export const NARROW_SCREEN = '(max-width: 600px)';

const safeId = (id: string) => encodeURIComponent(id.trim());

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${safeId(id)}?rel=0`;
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${safeId(id)}`;
// dnt: the player sets no tracking cookies.
export const vimeoEmbedUrl = (id: string) => `https://player.vimeo.com/video/${safeId(id)}?dnt=1`;

interface EmbedProps {
  kind: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
  watch?: WatchTarget;
}

/**
 * A YouTube (privacy-enhanced) or Vimeo player. The frame may run the player's scripts and go
 * full screen, nothing more; it gets the page's origin as referrer (YouTube refuses to play
 * without one). Opening the embed counts as playing: its watch time is the time it was open.
 */
export function EmbedPlayer({ kind, videoId, title, watch }: EmbedProps) {
  const { t } = useTranslation('media');
  const { started } = useWatch(watch);
  useEffect(() => started(), [started]);
  return (
    <div className="media-viewer__frame-box">
      <iframe
        className="media-viewer__frame"
        src={kind === 'youtube' ? youtubeEmbedUrl(videoId) : vimeoEmbedUrl(videoId)}
        title={t(kind === 'youtube' ? 'embed.youtube' : 'embed.vimeo', { title })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}

/**
 * Narrow screens: YouTube's own page in a new tab (its app takes over on phones), and the viewer
 * closes. When the browser blocks the new tab, a link to it is shown instead.
 */
export function ExternalYoutube({
  videoId,
  watch,
  onClose,
}: {
  videoId: string;
  watch?: WatchTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('media');
  const [blocked, setBlocked] = useState(false);
  const tried = useRef(false);
  const url = youtubeWatchUrl(videoId);
  // Counted as a start; how long it plays on YouTube's page is not known here, so no history.
  const counted = useRef(false);
  const started = useCallback(() => {
    if (!watch || counted.current) return;
    counted.current = true;
    void updateWatchCount(watch).catch(() => undefined);
  }, [watch]);

  useEffect(() => {
    // Once, even under React's development double mount.
    if (tried.current) return;
    tried.current = true;
    const opened = window.open(url, '_blank');
    if (!opened) {
      setBlocked(true);
      return;
    }
    opened.opener = null;
    started();
    onClose();
  }, [url, started, onClose]);

  if (!blocked) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={started}>
        {t('youtube.external')}
      </a>
    </p>
  );
}
